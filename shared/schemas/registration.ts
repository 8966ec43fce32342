import { assign, coerce, dynamic, object, refine, string } from 'superstruct'
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

/** What is wrong with a mobile for its dialling code (libphonenumber's mobile ranges); null when it is one. */
function phoneProblem(code: unknown, phone: string): string | null {
  if (!/^\d+$/.test(phone)) return msg.onlyDigits
  if (typeof code !== 'string' || !countryCodeOptions.some((o) => o.value === code)) return null
  if (toE164(code, phone)) return null
  // India's numbers keep the ten-digit message families know.
  return code === '+91' && phone.length !== 10 ? msg.exactlyTenDigits : msg.mobileForCode
}

const phoneFor = (code: unknown) =>
  requiredText(msg.required, {
    max: 30,
    maxMessage: msg.mobileForCode,
    check: (v) => phoneProblem(code, v) ?? true,
  })

const step4Fields = {
  email: email(msg.required, msg.invalidEmail),
  countryCode: oneOf(countryCodeOptions, msg.required),
  phone: phoneFor(null),
}

// The phone is checked against the code chosen beside it, whatever else on the step is still wrong.
export const RegistrationStep4 = dynamic((value) =>
  object({ ...step4Fields, phone: phoneFor((value as { countryCode?: unknown } | null)?.countryCode) }),
)

/** The whole registration: every step, plus the marriageable age of the terms for the chosen gender. */
export const RegistrationBody = refine(
  assign(RegistrationStep1, object(step2Fields), RegistrationStep3, object(step4Fields)),
  'registration-rules',
  (v) => {
    if (!isRealDate(v.year, v.month, v.day)) return { path: ['day'], key: 'day', message: msg.notARealDate }
    const phone = phoneProblem(v.countryCode, v.phone)
    if (phone) return { path: ['phone'], key: 'phone', message: phone }
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
