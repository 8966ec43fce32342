import { assign, object, refine } from 'superstruct'
import type { Infer } from 'superstruct'
import { ageOn, isoDate, isRealDate } from '../dates'
import { MARRIAGEABLE_AGE, NAME_MAX, TEXT_MAX, YEAR_MIN } from '../limits'
import { msg } from '../messages'
import {
  countryCodeOptions,
  genderOptions,
  livingInOptions,
  registrationReligionOptions,
  relationOptions,
} from '../options'
import { email, noContactDetails, oneOf, requiredText, wholeNumber } from '../validation'

// The popup registration wizard (spec section 5): one struct per step, and the whole body the API takes.

export const currentYear = () => new Date().getFullYear()

export const RegistrationStep1 = object({
  relationship: oneOf(relationOptions, msg.required),
  gender: oneOf(genderOptions, msg.required),
})

// The names and community reach the profile that other families read: no contact details in them.
const name = requiredText(msg.required, { max: NAME_MAX, maxMessage: msg.nameMax, check: noContactDetails })
const datePart = (min: number, max: number, range: string) =>
  wholeNumber({ required: msg.required, notANumber: msg.mustBeNumber, min, max, range })

const step2Fields = {
  firstName: name,
  lastName: name,
  day: datePart(1, 31, msg.dayRange),
  month: datePart(1, 12, msg.monthRange),
  year: datePart(YEAR_MIN, currentYear(), msg.yearRange(currentYear())),
}

export const RegistrationStep2 = refine(object(step2Fields), 'real-date', (v) =>
  isRealDate(v.year, v.month, v.day) ? true : { path: ['day'], key: 'day', message: msg.notARealDate },
)

export const RegistrationStep3 = object({
  religion: oneOf(registrationReligionOptions, msg.required),
  community: requiredText(msg.required, { max: TEXT_MAX, check: noContactDetails }),
  livingIn: oneOf(livingInOptions, msg.required),
})

export const RegistrationStep4 = object({
  email: email(msg.required, msg.invalidEmail),
  countryCode: oneOf(countryCodeOptions, msg.required),
  phone: requiredText(msg.required, {
    max: 30,
    maxMessage: msg.exactlyTenDigits,
    check: (v) => (/^\d+$/.test(v) ? v.length === 10 || msg.exactlyTenDigits : msg.onlyDigits),
  }),
})

/** The whole registration: every step, plus the marriageable age of the terms for the chosen gender. */
export const RegistrationBody = refine(
  assign(RegistrationStep1, object(step2Fields), RegistrationStep3, RegistrationStep4),
  'registration-rules',
  (v) => {
    if (!isRealDate(v.year, v.month, v.day)) return { path: ['day'], key: 'day', message: msg.notARealDate }
    const min = MARRIAGEABLE_AGE[v.gender]
    const age = ageOn(isoDate(v.year, v.month, v.day))
    return age >= min ? true : { path: ['year'], key: 'year', message: msg.underAge(v.gender, min) }
  },
)
export type RegistrationBody = Infer<typeof RegistrationBody>

/** Keys the day, month and year fields accept (spec section 5). */
export const DATE_PART_KEYS = ['Backspace', 'Tab', 'Delete', 'ArrowLeft', 'ArrowRight']
export function isAllowedDateKey(key: string): boolean {
  return /^\d$/.test(key) || DATE_PART_KEYS.includes(key)
}
