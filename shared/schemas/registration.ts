import { assign, coerce, object, refine, string } from 'superstruct'
import type { Infer } from 'superstruct'
import { ageOn, isoDate, isRealDate } from '../dates'
import { MARRIAGEABLE_AGE, NAME_MAX, TEXT_MAX, YEAR_MIN } from '../limits'
import { msg } from '../messages'
import {
  genderOptions,
  legacyLivingIn,
  livingInOptions,
  registrationReligionOptions,
  relationOptions,
} from '../options'
import { dialCodeList, toE164 } from '../phone'
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
  livingIn: coerce(oneOf(livingInOptions, msg.required), string(), (v) => legacyLivingIn[v] ?? v),
})

/** Every country's dialling code, India's first (shared/phone.ts). */
export const countryCodeOptions = dialCodeList.map(({ value }) => ({ value, label: value }))

const step4Fields = {
  email: email(msg.required, msg.invalidEmail),
  countryCode: oneOf(countryCodeOptions, msg.required),
  phone: requiredText(msg.required, {
    max: 30,
    maxMessage: msg.mobileForCode,
    check: (v) => /^\d+$/.test(v) || msg.onlyDigits,
  }),
}

/** The mobile must be one of its country's mobile numbers (libphonenumber); India's keep their ten digits. */
function phoneRule(v: { countryCode: string; phone: string }) {
  if (toE164(v.countryCode, v.phone)) return true
  const digits = v.phone.replace(/\D/g, '')
  const message = v.countryCode === '+91' && digits.length !== 10 ? msg.exactlyTenDigits : msg.mobileForCode
  return { path: ['phone'], key: 'phone', message }
}

export const RegistrationStep4 = refine(object(step4Fields), 'mobile-for-code', phoneRule)

/** The whole registration: every step, plus the marriageable age of the terms for the chosen gender. */
export const RegistrationBody = refine(
  assign(RegistrationStep1, object(step2Fields), RegistrationStep3, object(step4Fields)),
  'registration-rules',
  (v) => {
    if (!isRealDate(v.year, v.month, v.day)) return { path: ['day'], key: 'day', message: msg.notARealDate }
    const phone = phoneRule(v)
    if (phone !== true) return phone
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
