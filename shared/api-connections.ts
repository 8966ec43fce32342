import { array, boolean, enums, nullable, number, object, optional, record, string } from 'superstruct'
import type { Infer } from 'superstruct'
import { PublicProfile, Status, text } from './api'

// Connections between profiles (server/connections): interests, shortlist, blocks, who viewed, reports.

const Reaction = enums(['yes', 'maybe', 'no'])
const InterestStatus = enums(['pending', 'accepted', 'declined', 'expired', 'withdrawn'])

/** An interest as one of its two profiles sees it: `direction` says whether it was sent or received. */
export const InterestSummary = object({
  id: number(),
  direction: enums(['received', 'sent']),
  status: InterestStatus,
  message: text,
  createdAt: string(),
  answeredAt: text,
  expiresAt: string(),
})
export type InterestSummary = Infer<typeof InterestSummary>
/** An inbox line: the interest and the other profile's public card. */
export const InterestItem = object({ ...InterestSummary.schema, profile: PublicProfile })
export type InterestItem = Infer<typeof InterestItem>
export const InboxResponse = object({
  received: array(InterestItem),
  sent: array(InterestItem),
  accepted: array(InterestItem),
  declined: array(InterestItem),
})
export type InboxResponse = Infer<typeof InboxResponse>
export const InterestResponse = object({ message: string(), interest: InterestSummary })
export type InterestResponse = Infer<typeof InterestResponse>

/** Where the acting profile stands with another one: what the profile page's actions offer. */
export const ConnectionState = object({
  interest: nullable(InterestSummary),
  connected: boolean(),
  canSendInterest: boolean(),
  cannotSendReason: text,
  reaction: nullable(Reaction),
})
export type ConnectionState = Infer<typeof ConnectionState>

export const ContactDetails = object({ email: text, mobile: text })
export type ContactDetails = Infer<typeof ContactDetails>

export const ReactionsResponse = object({ reactions: record(string(), Reaction) })
export type ReactionsResponse = Infer<typeof ReactionsResponse>
export const ReactionResponse = object({ profileId: number(), kind: nullable(Reaction) })
export const ShortlistResponse = object({
  items: array(object({ kind: Reaction, at: string(), profile: PublicProfile })),
})
export type ShortlistResponse = Infer<typeof ShortlistResponse>

export const BlocksResponse = object({
  blocks: array(object({ profileId: number(), userId: string(), firstName: string(), at: string() })),
})
export type BlocksResponse = Infer<typeof BlocksResponse>

export const ViewersResponse = object({ viewers: array(object({ at: string(), profile: PublicProfile })) })
export type ViewersResponse = Infer<typeof ViewersResponse>

export const UnreadResponse = object({ unread: number() })
export const ConnectionSettings = object({ emailNotifications: boolean() })
export type ConnectionSettings = Infer<typeof ConnectionSettings>

/** The profiles an account acts for: a member's own, or the office's published ones for staff. */
export const ActingProfilesResponse = object({
  profiles: array(
    object({ id: number(), userId: string(), firstName: string(), status: Status, unread: number() }),
  ),
})
export type ActingProfilesResponse = Infer<typeof ActingProfilesResponse>

export const ReportItem = object({
  id: number(),
  reason: string(),
  details: text,
  createdAt: string(),
  reportedBy: string(),
  status: enums(['open', 'decided']),
  decision: text,
  decisionNote: text,
  decidedBy: text,
  decidedAt: text,
  /** held: a moderator's decision keeps the profile hidden (only a moderator lifts it). */
  profile: object({ ...PublicProfile.schema, status: Status, held: boolean() }),
  /** A reported conversation message: it and the messages around it, each sender by profile number. */
  conversation: optional(
    array(object({ from: string(), at: string(), text: string(), reported: boolean() })),
  ),
})
export type ReportItem = Infer<typeof ReportItem>
export const ReportsResponse = object({ reports: array(ReportItem) })
export type ReportsResponse = Infer<typeof ReportsResponse>
