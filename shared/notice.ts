import { enums, object, string } from 'superstruct'
import type { Infer } from 'superstruct'
import { LOCALES } from './i18n'

// The privacy notice shown before any consent (DPDP Rules 2025, rule 3): each item of personal data with its
// purpose, how to withdraw consent, how to use each right, and how to complain to the Data Protection Board.
// Its words live in the `notice` catalog area (English, Hindi, Tamil); a changed text gets a new version, and
// every consent record keeps the version (and language) the person was shown.

export const NOTICE_VERSION = '2026-11-27'

/** The items of personal data the notice lists, in its order; each has a text and a purpose in the catalogs. */
export const noticeItems = [
  'account',
  'profile',
  'community',
  'horoscope',
  'photos',
  'activity',
  'verification',
  'records',
] as const
export type NoticeItem = (typeof noticeItems)[number]

/** The rights the notice explains, in its order. */
export const noticeRights = ['access', 'correct', 'erase', 'withdraw', 'nominate', 'grievance'] as const

/** Who answers grievances (configuration): shown on the privacy page and in every notice. */
export const GrievanceOfficer = object({
  name: string(),
  email: string(),
  phone: string(),
  address: string(),
})
export type GrievanceOfficer = Infer<typeof GrievanceOfficer>

/** The version in force, the grievance officer, and the public address of the page where a candidate agrees. */
export const NoticeResponse = object({ version: string(), officer: GrievanceOfficer, consentPage: string() })
export type NoticeResponse = Infer<typeof NoticeResponse>

/** What a form sends with a consent: the notice version it showed and the language it was read in. */
export const NoticeShown = object({ version: string(), language: enums(LOCALES) })
export type NoticeShown = Infer<typeof NoticeShown>
