import { object, refine } from 'superstruct'
import { isRealDate } from '../dates'
import { NAME_MAX, YEAR_MIN } from '../limits'
import { msg } from '../messages'
import { noContactDetails, oneOf, requiredText, wholeNumber } from '../validation'
import { step1Lists } from './registration-start'

// The popup registration wizard (spec section 5): the structs of its first two steps (the wizard's first
// screen checks step 1 without them: registration-start.ts). The later steps and the whole body are in
// registration.ts: they need the long country lists and libphonenumber's metadata, which the browser fetches
// only when a family is on its way to them.

export const currentYear = () => new Date().getFullYear()

export const RegistrationStep1 = object({
  relationship: oneOf(step1Lists.relationship, msg.required),
  gender: oneOf(step1Lists.gender, msg.required),
})

// The names and community reach the profile that other families read: no contact details in them.
const name = requiredText(msg.required, { max: NAME_MAX, maxMessage: msg.nameMax, check: noContactDetails })
const datePart = (min: number, max: number, range: string) =>
  wholeNumber({ required: msg.required, notANumber: msg.mustBeNumber, min, max, range })

export const step2Fields = {
  firstName: name,
  lastName: name,
  day: datePart(1, 31, msg.dayRange),
  month: datePart(1, 12, msg.monthRange),
  year: datePart(YEAR_MIN, currentYear(), msg.yearRange(currentYear())),
}

export const RegistrationStep2 = refine(object(step2Fields), 'real-date', (v) =>
  isRealDate(v.year, v.month, v.day) ? true : { path: ['day'], key: 'day', message: msg.notARealDate },
)

/** Keys the day, month and year fields accept (spec section 5). */
export const DATE_PART_KEYS = ['Backspace', 'Tab', 'Delete', 'ArrowLeft', 'ArrowRight']
export function isAllowedDateKey(key: string): boolean {
  return /^\d$/.test(key) || DATE_PART_KEYS.includes(key)
}
