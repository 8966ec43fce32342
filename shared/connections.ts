import { define, object, optional, refine } from 'superstruct'
import type { Infer } from 'superstruct'
import { LONG_TEXT_MAX } from './limits'
import { msg } from './messages'
import { noContactDetails, oneOf, optionalText } from './validation'

// Connections between profiles (interests, shortlist, blocks, reports): their limits, option lists and the
// bodies the server accepts, shared by the API and the screens so both say the same thing.

export const INTEREST_MESSAGE_MAX = 300
/** An interest that gets no answer expires after this many days. */
export const INTEREST_EXPIRY_DAYS = 30
/** After a decline, the same sender may not ask the same profile again for this many days. */
export const DECLINE_COOLDOWN_DAYS = 90
/** Interests one profile may send in one day (India Standard Time, so the day turns at midnight in India). */
export const INTERESTS_PER_DAY = 50
export const INTEREST_DAY_UTC_OFFSET_MINUTES = 330
export const REPORT_DETAILS_MAX = LONG_TEXT_MAX
/** The inbox shows the newest interests of each tab up to this many. */
export const INBOX_LIMIT = 100

/** Dispatched on window when notifications were read or may have changed; the header counter reloads. */
export const NOTIFICATIONS_CHANGED_EVENT = 'matrimony:notifications-changed'

export const reactionOptions = [
  { value: 'yes', label: "Yes I'm interested" },
  { value: 'maybe', label: 'Maybe' },
  { value: 'no', label: 'No' },
] as const
export type Reaction = (typeof reactionOptions)[number]['value']

export const reportReasonOptions = [
  { value: 'fake', label: 'Fake profile' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'money', label: 'Asks for money' },
  { value: 'married', label: 'Already married' },
  { value: 'privacy', label: 'Misuses my photos or personal data' },
  { value: 'other', label: 'Other' },
] as const
export type ReportReason = (typeof reportReasonOptions)[number]['value']

export const moderationDecisionOptions = [
  { value: 'warn', label: 'Warn the profile’s managers' },
  { value: 'hide', label: 'Hide the profile' },
  { value: 'dismiss', label: 'Dismiss the report' },
] as const
export type ModerationDecision = (typeof moderationDecisionOptions)[number]['value']

export const inboxBoxes = [
  { value: 'received', label: 'Received' },
  { value: 'sent', label: 'Sent' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
] as const
export type InboxBox = (typeof inboxBoxes)[number]['value']

export const interestStatusLabels = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired without an answer',
  withdrawn: 'Withdrawn',
} as const
export type InterestStatus = keyof typeof interestStatusLabels

const noContacts = noContactDetails

/** An interest's optional message: short, and like About Me without contact details or links. */
export const InterestBody = object({
  message: optional(optionalText({ max: INTEREST_MESSAGE_MAX, check: noContacts })),
})
export type InterestBody = Infer<typeof InterestBody>

// define() rather than number() or boolean(): their messages print the value, which a hostile body can break.
const reactionValues: readonly unknown[] = reactionOptions.map((o) => o.value)
export const ReactionBody = object({
  profileId: define<number>(
    'profile',
    (v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31) || msg.chooseProfile,
  ),
  kind: define<Reaction | null>('reaction', (v) => v === null || reactionValues.includes(v) || msg.notInList),
})
export type ReactionBody = Infer<typeof ReactionBody>

export const ReportBody = refine(
  object({
    reason: oneOf(reportReasonOptions, msg.reportReasonRequired),
    details: optional(optionalText({ max: REPORT_DETAILS_MAX })),
  }),
  'details',
  (v) =>
    v.reason !== 'other' || Boolean(v.details) || { path: ['details'], message: msg.reportDetailsRequired },
)
export type ReportBody = Infer<typeof ReportBody>

export const DecisionBody = object({
  decision: oneOf(moderationDecisionOptions, msg.decisionRequired),
  note: optional(optionalText({ max: LONG_TEXT_MAX })),
})
export type DecisionBody = Infer<typeof DecisionBody>

export const SettingsBody = object({
  emailNotifications: define<boolean>('switch', (v) => typeof v === 'boolean' || msg.notInList),
})
export type SettingsBody = Infer<typeof SettingsBody>
