import type { InterestItem, InterestSummary } from '../../shared/api-connections'
import type { InterestTable, ProfileRow } from '../db/schema'
import type { Selectable } from 'kysely'
import { searchCard } from '../visibility'

// What the API returns of the connections domain: interests as one of their two profiles sees them.

type InterestRow = Selectable<InterestTable>

export const interestSummary = (row: InterestRow, own: number): InterestSummary => ({
  id: row.id,
  direction: row.fromProfileId === own ? 'sent' : 'received',
  status: row.status,
  message: row.message,
  createdAt: row.createdAt,
  answeredAt: row.answeredAt,
  expiresAt: row.expiresAt,
})

/** An interest joined with the other profile (aliased columns, see inbox's query). */
export interface InterestWithProfile extends ProfileRow {
  interestId: number
  interestStatus: InterestRow['status']
  interestMessage: string | null
  sentAt: string
  answeredAt: string | null
  expiresAt: string
}

export const interestItem = (row: InterestWithProfile, direction: 'sent' | 'received'): InterestItem => ({
  id: row.interestId,
  direction,
  status: row.interestStatus,
  message: row.interestMessage,
  createdAt: row.sentAt,
  answeredAt: row.answeredAt,
  expiresAt: row.expiresAt,
  profile: searchCard(row),
})
