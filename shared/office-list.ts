import { enums, object, optional } from 'superstruct'
import type { Infer } from 'superstruct'
import { msg } from './messages'
import { optionalText } from './validation'

// The office dashboard's list (issue 21): search by name or profile id, a status, an order, and pages by key.

/** The profile statuses, and what else an office looks for: a photo waiting for review, an open report. */
export const officeListFilters = [
  'draft',
  'pending_consent',
  'published',
  'hidden',
  'closed',
  'photo_waiting',
  'reported',
] as const
export type OfficeListFilter = (typeof officeListFilters)[number]

export const officeListSorts = ['registered', 'changed'] as const
export type OfficeListSort = (typeof officeListSorts)[number]

/** A profile id as people write it (MT000123, mt123) or its number alone; null for anything else. */
export function profileIdOf(text: string): number | null {
  const m = /^(?:MT)?0*(\d{1,9})$/i.exec(text.trim())
  return m ? Number(m[1]) : null
}

export const OfficeListQuery = object({
  q: optional(optionalText({ max: 100 })),
  status: optional(enums(officeListFilters)),
  sort: optional(enums(officeListSorts)),
  /** Where the next page starts: the `next` of the page before (opaque). */
  after: optional(optionalText({ max: 100, maxMessage: msg.badRequest })),
})
export type OfficeListQuery = Infer<typeof OfficeListQuery>
