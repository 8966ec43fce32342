import { object } from 'superstruct'
import type { Infer } from 'superstruct'
import { msg } from './messages'
import type { Option } from './options'
import { oneOf, requiredText } from './validation'

// Verified in person (issue 21, item 7): office staff check an identity document at the office and record its
// kind and last four characters only, never an image or the whole number. The server stamps the day and who.

export const documentKindOptions = [
  { value: 'aadhaar', label: 'Aadhaar' },
  { value: 'passport', label: 'Passport' },
  { value: 'voter_id', label: 'Voter ID' },
  { value: 'driving_licence', label: 'Driving licence' },
  { value: 'pan', label: 'PAN card' },
] as const satisfies readonly Option[]
export type DocumentKind = (typeof documentKindOptions)[number]['value']

/** Letters and digits only: the last four of any of the documents above (PAN ends in a letter). */
const LAST_FOUR = /^[A-Za-z0-9]{4}$/

export const VerifyBody = object({
  documentKind: oneOf(documentKindOptions as readonly Option<DocumentKind>[], msg.documentKindRequired),
  lastFour: requiredText(msg.lastFourRequired, {
    max: 4,
    maxMessage: msg.lastFourShape,
    check: (v) => LAST_FOUR.test(v) || msg.lastFourShape,
  }),
})
export type VerifyBody = Infer<typeof VerifyBody>

/** The first name, last name and date of birth are what the document proved: changing one ends it. */
export const VERIFIED_FIELDS = ['firstName', 'lastName', 'dob'] as const
