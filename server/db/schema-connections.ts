import type { Generated } from 'kysely'

// The connections domain's tables: interests, shortlists, blocks, reports, conversations, views and notifications.
export type InterestStatus = 'pending' | 'accepted' | 'declined' | 'expired' | 'withdrawn'

export interface InterestTable {
  id: Generated<number>
  fromProfileId: number
  toProfileId: number
  /** The two profile ids in order, "low:high": one pending interest per pair, whichever way it goes. */
  pairKey: string
  message: string | null
  status: InterestStatus
  createdAt: string
  expiresAt: string
  answeredAt: string | null
  sentBy: number
  answeredBy: number | null
}

export interface InterestQuotaTable {
  profileId: number
  day: string
  count: number
}

export interface ShortlistTable {
  ownerProfileId: number
  profileId: number
  kind: 'yes' | 'maybe' | 'no'
  at: string
  setBy: number
}

export interface BlockTable {
  id: Generated<number>
  blockerProfileId: number
  blockedProfileId: number
  blockedBy: number
  at: string
}

export interface ReportTable {
  id: Generated<number>
  profileId: number
  reporterProfileId: number | null
  reporterAccountId: number
  reason: string
  details: string | null
  createdAt: string
  status: 'open' | 'decided'
  decision: string | null
  decisionNote: string | null
  decidedBy: number | null
  decidedAt: string | null
  /** A report of a conversation message: the message, and the messages around it as moderators read them. */
  messageId: number | null
  messageContext: string | null
}

export interface ConversationTable {
  id: Generated<number>
  pairKey: string
  /** Null once that profile is erased: the other side reads "This member has left". */
  lowProfileId: number | null
  highProfileId: number | null
  createdAt: string
  lastMessageId: Generated<number>
  lastMessageAt: string | null
}

export interface ConversationSideTable {
  conversationId: number
  profileId: number
  sharedContactAt: string | null
  sharedBy: number | null
  lastReadMessageId: Generated<number>
  mutedAt: string | null
  emailedAt: string | null
}

export interface MessageTable {
  id: Generated<number>
  conversationId: number
  senderProfileId: number
  sentBy: number
  byStaff: Generated<number>
  body: string
  createdAt: string
}

export interface ContactViewTable {
  id: Generated<number>
  viewerProfileId: number | null
  viewerAccountId: number
  profileId: number
  at: string
}

export interface ProfileViewTable {
  viewerProfileId: number
  profileId: number
  at: string
}

export interface NotificationTable {
  id: Generated<number>
  /** The profile the news is for; its managers (the member, or the office) read it. */
  profileId: number
  kind: 'interest' | 'accepted' | 'declined' | 'warning'
  otherProfileId: number | null
  interestId: number | null
  at: string
  readAt: string | null
}

export interface TicketTable {
  id: Generated<number>
  issueType: string
  subject: string
  description: string
  attachments: string
  requester: string
  createdAt: string
}

/** A member's saved search: the search API's criteria as JSON, in one of ten slots (unique per account). */
export interface SavedSearchTable {
  id: Generated<number>
  accountId: number
  slot: number
  name: string
  criteria: string
  createdAt: string
  /** When the member last opened it: profiles that joined later are "new since your last visit". */
  lastSeenAt: string
}
