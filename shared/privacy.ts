import {
  array,
  boolean,
  define,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  union,
} from 'superstruct'
import type { Infer } from 'superstruct'
import { STAFF_NAME_MAX } from './limits'
import { msg } from './messages'
import { email, oneOf, optionalText, requiredText } from './validation'
import { ProfileView } from './api'

// Data rights and the office's daily tools (server/privacy): consent records, export, deletion, grievances,
// printable biodata, staff roles and the audit log. Every limit and text once, for the API and the screens.

/** A deletion hides the profile at once; everything is erased this many days later unless cancelled. */
export const ERASURE_DAYS = 30
/** A grievance is answered within this many days (the privacy policy says so). */
export const GRIEVANCE_DAYS = 15

// The texts a person agrees to, with their versions: a changed text gets a new version.
export const TERMS_CONSENT_VERSION = '2026-11'
export const PRIVACY_CONSENT_VERSION = '2026-11'
export const MARKETING_CONSENT_VERSION = '2026-11'
export const SIGNUP_CONSENT_METHOD = 'registration wizard'
export const termsConsentText =
  'I agree to the Terms of Use: I am of marriageable age, the details I give are true, and I use this service only to look for a partner.'
export const privacyConsentText =
  'I have read the Privacy Policy and agree that my details (including religion, community, horoscope and phone number) are kept and shown to other members as it describes.'
export const marketingConsentText =
  'E-mail me news of the service, events and offers. I can stop these e-mails at any time in Settings.'

export const consentKinds = ['terms', 'privacy', 'publish', 'marketing'] as const
export type ConsentKind = (typeof consentKinds)[number]
export const consentTitles: Record<ConsentKind, string> = {
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  publish: 'Showing my profile to other members',
  marketing: 'News and offers by e-mail',
}

export const staffRoleOptions = [
  { value: 'staff', label: 'Office staff' },
  { value: 'admin', label: 'Office admin' },
] as const
export type StaffRole = (typeof staffRoleOptions)[number]['value']

/** Everything the audit log records; the admin page filters by these. */
export const auditActionOptions = [
  { value: 'profile.viewed', label: 'Opened a profile (all details)' },
  { value: 'profile.edited', label: 'Changed a profile' },
  { value: 'contact.viewed', label: 'Viewed contact details' },
  { value: 'biodata.printed', label: 'Opened a printable biodata' },
  { value: 'profile.exported', label: 'Exported the data of a profile' },
  { value: 'profile.closed', label: 'Closed a profile' },
  { value: 'deletion.requested', label: 'Asked for a deletion' },
  { value: 'deletion.cancelled', label: 'Cancelled a deletion' },
  { value: 'profile.erased', label: 'Erased a profile (after the waiting period)' },
  { value: 'staff.added', label: 'Added a staff account' },
  { value: 'staff.disabled', label: 'Disabled a staff account' },
  { value: 'staff.enabled', label: 'Enabled a staff account again' },
  { value: 'grievance.updated', label: 'Updated a grievance' },
  { value: 'conversation.read', label: 'Read a conversation for a family' },
  { value: 'message.sent', label: 'Sent a message for a family' },
  { value: 'contact.shared', label: 'Shared a family’s contact details in a conversation' },
  { value: 'interest.sent', label: 'Sent an interest for a family' },
  { value: 'interest.accepted', label: 'Accepted an interest for a family' },
  { value: 'interest.declined', label: 'Declined an interest for a family' },
  { value: 'interest.withdrawn', label: 'Withdrew an interest for a family' },
  { value: 'queue.viewed', label: 'Opened a review queue (photos, reports or grievances)' },
  { value: 'photo.approved', label: 'Approved a photo' },
  { value: 'photo.rejected', label: 'Rejected a photo' },
  { value: 'report.decided', label: 'Decided on a report' },
  { value: 'hold.lifted', label: 'Lifted a moderation hold' },
  { value: 'office.created', label: 'Created an office and its first admin' },
  { value: 'profile.hidden', label: 'Hid a profile from search' },
  { value: 'profile.unhidden', label: 'Showed a profile again' },
  { value: 'office.listed', label: 'Opened the office’s list of profiles (with last names)' },
  { value: 'consent.codeShown', label: 'Showed a family’s consent code again' },
  { value: 'consent.codeReplaced', label: 'Replaced a family’s consent code (the old one stopped working)' },
  { value: 'breach.recorded', label: 'Recorded a personal-data breach' },
  { value: 'breach.notices.sent', label: 'Sent a batch of breach notices to those affected' },
  { value: 'breach.notified', label: 'Finished telling everyone affected by a breach' },
  { value: 'breach.read', label: 'Read what the Board is told about a breach' },
  { value: 'breach.boardTold', label: 'Marked a breach as told to the Data Protection Board' },
  { value: 'breach.dismissed', label: 'A member closed a breach notice after reading it' },
  { value: 'verification.added', label: 'Verified a profile in person (identity document checked)' },
  { value: 'verification.revoked', label: 'Revoked an in-person verification' },
  { value: 'verification.ended', label: 'In-person verification ended (name or date of birth changed)' },
  { value: 'photo.originalViewed', label: 'Looked at a family’s original (unblurred) photo' },
] as const
export type AuditAction = (typeof auditActionOptions)[number]['value']

export const grievanceStateOptions = [
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'resolved', label: 'Resolved' },
] as const
export type GrievanceState = (typeof grievanceStateOptions)[number]['value']
export const grievanceSourceLabels = {
  'write-to-us': 'Write to Us',
  report: 'Report of a profile',
} as const
export type GrievanceSource = keyof typeof grievanceSourceLabels

/** The h1 of the office's privacy pages (shared/routes.ts lists them too, for the route test). */
export const privacyTitles = {
  officeAdmin: 'Office staff and audit log',
  grievances: 'Grievances',
}

// The data-rights screens' messages: each is one of shared/messages.ts, so the API says it in every language.
export const privacyMsg = {
  adminOnly: msg.adminOnly,
  staffNotFound: msg.staffNotFound,
  notYourself: msg.notYourself,
  disabled: msg.accountDisabled,
  deletionPending: msg.deletionPending,
  deletionAlreadyPending: msg.deletionAlreadyPending,
  noDeletion: msg.noDeletion,
  confirmDeletion: msg.confirmDeletion,
  deletionNoteRequired: msg.deletionNoteRequired,
  biodataNotAllowed: msg.biodataNotAllowed,
  consentNotWithdrawable: msg.consentNotWithdrawable,
  noProfileToPublish: msg.noProfileToPublish,
  grievanceNotFound: msg.grievanceNotFound,
  stateRequired: msg.grievanceStateRequired,
  nameRequired: msg.staffNameRequired,
  roleRequired: msg.staffRoleRequired,
}

/** The date a person reads in messages, e.g. "23 December 2026" (India time). */
export const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })

export const grievanceNumberOf = (id: number) => `GR${String(id).padStart(6, '0')}`

// Bodies

const agreeTrue = define<true>('agree', (v) => v === true || msg.consentRequired)

export const GiveConsentBody = object({ agree: agreeTrue })
export const DeletionBody = object({
  confirm: define<true>('confirm', (v) => v === true || privacyMsg.confirmDeletion),
})
/** Staff closing a profile for its candidate: how and when the candidate asked. */
export const OfficeDeletionBody = object({
  note: requiredText(privacyMsg.deletionNoteRequired, { max: 500 }),
})
export type OfficeDeletionBody = Infer<typeof OfficeDeletionBody>
export const NewStaffBody = object({
  email: email(msg.emailRequired, msg.emailShape),
  // A member of staff is named in full ("Lakshmi Narayanan Iyer"), not a profile's first name.
  name: requiredText(privacyMsg.nameRequired, { max: STAFF_NAME_MAX }),
  staffRole: oneOf(staffRoleOptions, privacyMsg.roleRequired),
})
export type NewStaffBody = Infer<typeof NewStaffBody>
const OFFICE_TEXT_MAX = 80
/** A head-office admin creates an office and its first admin, who is e-mailed a link to set a password. */
export const NewOfficeBody = object({
  name: requiredText(msg.staffNameRequired, { max: OFFICE_TEXT_MAX }),
  city: requiredText(msg.officeCityRequired, { max: OFFICE_TEXT_MAX }),
  adminName: requiredText(msg.staffNameRequired, { max: STAFF_NAME_MAX }),
  adminEmail: email(msg.emailRequired, msg.emailShape),
})
export type NewOfficeBody = Infer<typeof NewOfficeBody>
export const GrievanceUpdateBody = object({
  state: oneOf(grievanceStateOptions, privacyMsg.stateRequired),
  note: optional(optionalText({ max: 1000 })),
  /** A nominee's request: staff have checked the proof (death or medical certificate, identity). */
  proofReceived: optional(boolean()),
})
export type GrievanceUpdateBody = Infer<typeof GrievanceUpdateBody>

// Answers

const text = nullable(string())

export const ConsentItem = object({
  kind: enums(consentKinds),
  title: string(),
  text: string(),
  version: string(),
  /** The consent in force: when, which version, how it was given; null when none is. */
  given: nullable(object({ at: string(), version: string(), method: string() })),
  /** When the latest one was withdrawn, if it was. */
  withdrawnAt: text,
  action: enums(['give', 'withdraw', 'none']),
  note: string(),
})
export type ConsentItem = Infer<typeof ConsentItem>
export const ConsentRecord = object({
  kind: string(),
  version: string(),
  text: string(),
  method: string(),
  givenAt: string(),
  withdrawnAt: text,
  /** The privacy notice shown before this consent; null when none was recorded. */
  noticeVersion: text,
})
export type ConsentRecord = Infer<typeof ConsentRecord>
export const ConsentsResponse = object({ consents: array(ConsentItem), history: array(ConsentRecord) })
export type ConsentsResponse = Infer<typeof ConsentsResponse>
export const ConsentChangedResponse = object({ message: string(), consents: ConsentsResponse })

export const DeletionState = object({
  pending: nullable(object({ requestedAt: string(), eraseAfter: string(), method: string() })),
})
export type DeletionState = Infer<typeof DeletionState>
export const DeletionChangedResponse = object({ message: string(), deletion: DeletionState })
export type DeletionChangedResponse = Infer<typeof DeletionChangedResponse>

export const GrievanceItem = object({
  id: number(),
  number: string(),
  source: enums(Object.keys(grievanceSourceLabels) as GrievanceSource[]),
  kind: string(),
  subject: string(),
  text: string(),
  requester: string(),
  createdAt: string(),
  dueAt: string(),
  overdue: boolean(),
  state: enums(grievanceStateOptions.map((o) => o.value)),
  handledBy: text,
  handledAt: text,
  note: text,
  profileUserId: text,
  /** A nominee's request: its proof awaited or received; 'none' for every other grievance. */
  proof: enums(['none', 'awaiting', 'received']),
  /** A nominee's request: the e-mail of the member who named the requester, if one did. */
  nominatedBy: text,
})
export type GrievanceItem = Infer<typeof GrievanceItem>
export const GrievancesResponse = object({ grievances: array(GrievanceItem) })
export const GrievanceResponse = object({ grievance: GrievanceItem })

export const StaffMember = object({
  id: number(),
  email: string(),
  name: text,
  staffRole: enums(staffRoleOptions.map((o) => o.value)),
  disabledAt: text,
  lastLoginAt: text,
  createdAt: string(),
  you: boolean(),
})
export type StaffMember = Infer<typeof StaffMember>
export const StaffResponse = object({
  office: object({ id: number(), name: string() }),
  staff: array(StaffMember),
})
export type StaffResponse = Infer<typeof StaffResponse>
export const StaffChangedResponse = object({ message: string(), staff: StaffMember })
/** Adding staff: one answer whether or not the address already had an account (the list is read again). */
export const StaffAddedResponse = object({ message: string() })

export const AuditEntry = object({
  id: number(),
  at: string(),
  action: string(),
  actionLabel: string(),
  by: string(),
  profileId: nullable(number()),
  userId: text,
  detail: text,
})
export type AuditEntry = Infer<typeof AuditEntry>
export const AuditResponse = object({ entries: array(AuditEntry), next: nullable(number()) })
export type AuditResponse = Infer<typeof AuditResponse>

/** Whom to contact about a printed biodata: the managing office, or the member's own (accepted matches). */
export const BiodataContact = union([
  object({ kind: literal('office'), name: string(), phone: string(), city: string() }),
  object({ kind: literal('member'), email: text, mobile: text }),
])
export type BiodataContact = Infer<typeof BiodataContact>
export const BiodataResponse = object({
  profile: ProfileView,
  nakshatra: text,
  contact: nullable(BiodataContact),
  printedBy: string(),
})
export type BiodataResponse = Infer<typeof BiodataResponse>
