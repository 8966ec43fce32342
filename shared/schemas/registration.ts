import { assign, coerce, dynamic, object, refine, string } from 'superstruct'
import type { Infer } from 'superstruct'
import { ageOn, isoDate, isRealDate } from '../dates'
import { MARRIAGEABLE_AGE, TEXT_MAX } from '../limits'
import { msg } from '../messages'
import { legacyLivingIn, livingInOptions, registrationReligionOptions } from '../options'
import { dialCodeList, toE164 } from '../phone'
import { email, noContactDetails, oneOf, requiredText } from '../validation'
import { RegistrationStep1, step2Fields } from './registration-steps'

// The popup registration wizard (spec section 5): its religion and contact steps, and the whole body the API
// takes. The first two steps (registration-steps.ts) do without the long lists and libphonenumber, so the
// wizard's first screen does too.
export * from './registration-steps'

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
