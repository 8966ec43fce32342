import type { Generated, Insertable, Selectable } from 'kysely'
import type { Locale } from '../../shared/i18n'

// Column names follow the API's field names so a profile moves between layers without renaming.
export interface AccountTable {
  id: Generated<number>
  email: string
  emailKey: string
  passwordHash: string | null
  role: 'staff' | 'member'
  registration: string | null
  officeId: number | null
  displayName: string | null
  createdAt: string
  updatedAt: string
  lastLoginAt: string | null
  /** Carried by every login token; a password reset raises it, which ends every older session. */
  tokenVersion: Generated<number>
  /** 1: new interests and answers are also e-mailed; 0: in-app only. */
  emailNotifications: Generated<number>
  /** Staff only: an office admin manages the office's staff and reads its audit log. */
  staffRole: 'staff' | 'admin' | null
  /** The head office's central team: moderators (every office's queues) and head-office admins (offices). */
  centralRole: 'moderator' | 'head_admin' | null
  /** Set when an office admin disabled the account: it can no longer log in or call anything. */
  disabledAt: string | null
  /** The key a kiosk encrypts this account's waiting submits with (base64url); made on first use. */
  outboxKey: string | null
  /** When the optional inactive-account erasure warned this account by e-mail (docs/security.md). */
  inactivityWarnedAt: string | null
  /** The language the account last used the service in: others' actions are e-mailed to it in this one. */
  language: Locale | null
}

export type ProfileStatus = 'draft' | 'pending_consent' | 'published' | 'hidden' | 'closed'
export type ManagedBy = 'self' | 'parent' | 'sibling' | 'relative' | 'friend' | 'office'

export interface ProfileTable {
  id: Generated<number>
  /** The account that registered it (a member for themself or a relative, or office staff). */
  accountId: number
  /** The member whose own profile this is; null when someone else registered it. */
  ownerAccountId: number | null
  officeId: number | null
  createdBy: string
  managedBy: ManagedBy
  status: ProfileStatus
  closeReason: string | null
  /** Set while a moderator's decision keeps the profile hidden: its managers cannot show it again. */
  moderationHiddenAt: string | null
  /** Verified in person: when the office checked an identity document (null: not verified, or it ended). */
  verifiedAt: string | null
  /** The name of the office that verified it, for the badge (server/profiles/verification.ts). */
  verifiedOffice: string | null
  idempotencyKey: string | null
  createdAt: string
  updatedAt: string
  updatedBy: number | null
  publishedAt: string | null
  firstName: string | null
  lastName: string | null
  dob: string | null
  email: string | null
  education: string | null
  mobile: string | null
  gender: string | null
  occupation: string | null
  rashi: string | null
  dosham: string | null
  eating: string | null
  smoking: string | null
  drinking: string | null
  family: string | null
  value: string | null
  familyStatus: string | null
  country: string | null
  state: string | null
  aboutMe: string | null
  religion: string | null
  caste: string | null
  gotra: string | null
  expectation: string | null
  annualIncome: string | null
  maritalStatus: string | null
  citizen: string | null
  motherTongue: string | null
  haveChildren: string | null
  city: string | null
  nativePlace: string | null
  familyDetails: string | null
  nakshatra: string | null
  pada: string | null
  /** Private like the date of birth: 'HH:MM' local time, or null when not known. */
  birthTime: string | null
  /** Private: the place's name, its coordinates (degrees, north and east positive) and IANA time zone. */
  birthPlace: string | null
  /** The places list's id of the birth place; a save with the same id keeps the stored place as it is. */
  birthPlaceId: string | null
  birthLatitude: number | null
  birthLongitude: number | null
  birthTimeZone: string | null
  /** The Moon's sidereal longitude (Lahiri) when the nakshatra was computed from birth details. */
  moonLongitude: number | null
  /** Whether nakshatra, pada and rashi, and manglik, were 'computed' from birth details or told by the 'family'. */
  horoscopeSource: 'computed' | 'family' | null
  doshamSource: 'computed' | 'family' | null
  /** 'ashtakoot' (guna milan) or 'porutham' (ten poruthams); null: by mother tongue. */
  matchingStyle: string | null
  educationLevel: string | null
  professionGroup: string | null
  age: number | null
  height: number | null
  weight: number | null
  /** The first approved photo in the managers' order, kept in step by server/photos/store.ts; null: none. */
  mainPhotoId: number | null
  /** Who sees the photos unblurred: 'members' (everyone logged in) or 'accepted' (accepted connections). */
  photoVisibility: Generated<'members' | 'accepted'>
}

export interface PreferencesTable {
  profileId: number
  ageMin: number
  ageMax: number
  heightMin: number
  heightMax: number
  maritalStatuses: string
  religions: string
  communities: string
  motherTongues: string
  countries: string
  educationLevels: string
  diets: string
  manglik: string
  updatedAt: string
}

export interface LimitCounterTable {
  key: string
  windowStart: string
  count: number
}

export interface BackoffTable {
  key: string
  failures: number
  lastAt: string
}

export interface OfficeTable {
  id: Generated<number>
  name: string
  city: string
  phone: string
  createdAt: string
}

export interface ConsentLinkTable {
  id: Generated<number>
  profileId: number
  tokenHash: string
  codeHash: string
  /** The printed code, sealed (consent-code.ts), so the office can show it again; null before 032. */
  codeSealed: string | null
  sentTo: string | null
  expiresAt: string
  usedAt: string | null
  createdBy: number
  createdAt: string
}

export interface ConsentTable {
  id: Generated<number>
  profileId: number | null
  accountId: number | null
  kind: string
  version: string
  text: string
  method: string
  givenAt: string
  withdrawnAt: string | null
  /** The privacy notice shown before this consent (shared/notice.ts), and the language it was read in. */
  noticeVersion: string | null
  noticeLanguage: string | null
}

export interface ProfileEventTable {
  id: Generated<number>
  profileId: number
  accountId: number | null
  action: string
  detail: string | null
  at: string
}

export interface PasswordTokenTable {
  id: Generated<number>
  accountId: number
  tokenHash: string
  expiresAt: string
  usedAt: string | null
  createdAt: string
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

export type PhotoStatus = 'pending' | 'approved' | 'rejected'

/** A profile photo; its files (every size and format, and their blurred versions) live in photo storage. */
export interface PhotoTable {
  id: Generated<number>
  profileId: number
  /** The folder of its files in photo storage (a random id): never shown to anyone. */
  storageKey: string
  /** Order on the profile, smallest first; the first approved one is the main photo. */
  position: number
  status: PhotoStatus
  rejectReason: string | null
  /** The full size's pixels (the photo's own shape). */
  width: number
  height: number
  uploadedBy: number
  createdAt: string
  reviewedBy: number | null
  reviewedAt: string | null
}

/** A deletion asked for by a member (Settings) or for a candidate at the office; erased after the wait. */
export interface DeletionRequestTable {
  id: Generated<number>
  profileId: number | null
  /** The member account erased with the profile; null for a profile an office manages. */
  accountId: number | null
  requestedBy: number
  method: string
  note: string | null
  /** The status to go back to when the deletion is cancelled. */
  previousStatus: string | null
  requestedAt: string
  eraseAfter: string
  cancelledAt: string | null
  cancelledBy: number | null
  erasedAt: string | null
}

export interface GrievanceTable {
  id: Generated<number>
  number: string
  source: 'write-to-us' | 'report'
  kind: string
  subject: string
  text: string
  /** How to reach the person: the e-mail or member id they gave, or their account's e-mail. */
  requester: string
  ticketId: number | null
  reportId: number | null
  profileId: number | null
  createdAt: string
  dueAt: string
  state: 'open' | 'in_progress' | 'resolved'
  handledBy: number | null
  handledAt: string | null
  note: string | null
  /** A nominee's request: when staff recorded the proof (death or medical certificate) as received. */
  proofReceivedAt: string | null
}

/** The person a member names to exercise their rights if they die or cannot (DPDP Act, section 14). */
export interface NominationTable {
  id: Generated<number>
  accountId: number
  name: string
  email: string
  createdAt: string
  updatedAt: string
}

/** Who looked at or changed personal data, exported or deleted it: office admins read their office's rows. */
export interface AuditLogTable {
  id: Generated<number>
  /** The account that acted; null for the server itself (the erasure job). */
  accountId: number | null
  officeId: number | null
  action: string
  profileId: number | null
  detail: string | null
  at: string
}

/** One in-person check of an identity document: the kind and last four characters only (migration 031). */
export interface InPersonVerificationTable {
  id: Generated<number>
  profileId: number
  officeId: number
  documentKind: 'aadhaar' | 'passport' | 'voter_id' | 'driving_licence' | 'pan'
  lastFour: string
  verifiedAt: string
  verifiedBy: number
  endedAt: string | null
  endedBy: number | null
  endReason: 'revoked' | 'details_changed' | null
}

/** Login tokens ended by logout before their expiry; a row may go once its token has expired. */
export interface RevokedTokenTable {
  jti: string
  expiresAt: string
}

/** Captcha solutions already accepted, until their challenge expires. */
export interface UsedCaptchaTable {
  signature: string
  expiresAt: string
}

/** An e-mail waiting for (or done with) the background sender; `sealed` is emptied once it is sent. */
export interface MailOutboxTable {
  id: Generated<number>
  messageId: string
  sealed: string | null
  createdAt: string
  nextAttemptAt: string
  claimedUntil: string | null
  attempts: Generated<number>
  sentAt: string | null
  failedAt: string | null
  lastError: string | null
}

/** A background job: when it is next due, and which server runs it now. */
export interface JobRunTable {
  name: string
  nextRunAt: string
  runningSince: string | null
  runningOn: string | null
  runs: Generated<number>
  lastFinishedAt: string | null
  lastError: string | null
}

/** A personal-data breach a head-office admin recorded (DPDP Rules 2025, rule 7). */
export interface BreachTable {
  id: Generated<number>
  occurredAt: string
  discoveredAt: string
  recordedAt: string
  recordedBy: number | null
  /** JSON array of BreachDataKind (shared/breach.ts). */
  dataKinds: string
  cause: string
  remediation: string
  /** JSON: the texts the affected read, per language ({ en: {...}, hi?: {...}, ta?: {...} }). */
  texts: string
  scope: 'accounts' | 'office' | 'all'
  scopeOfficeId: number | null
  /** JSON array of account ids when scope is 'accounts'. */
  accountIds: string | null
  noticesDoneAt: string | null
  boardReportedAt: string | null
}

/** One affected account's notice of one breach: e-mailed once, shown in the product until dismissed. */
export interface BreachNoticeTable {
  id: Generated<number>
  breachId: number
  accountId: number
  language: Locale
  createdAt: string
  mailedAt: string | null
  dismissedAt: string | null
}

export interface Database {
  breaches: BreachTable
  breachNotices: BreachNoticeTable
  tickets: TicketTable
  accounts: AccountTable
  profiles: ProfileTable
  passwordTokens: PasswordTokenTable
  revokedTokens: RevokedTokenTable
  usedCaptchas: UsedCaptchaTable
  offices: OfficeTable
  limitCounters: LimitCounterTable
  backoffs: BackoffTable
  preferences: PreferencesTable
  consentLinks: ConsentLinkTable
  consents: ConsentTable
  profileEvents: ProfileEventTable
  interests: InterestTable
  interestQuota: InterestQuotaTable
  shortlist: ShortlistTable
  blocks: BlockTable
  reports: ReportTable
  contactViews: ContactViewTable
  conversations: ConversationTable
  conversationSides: ConversationSideTable
  messages: MessageTable
  profileViews: ProfileViewTable
  notifications: NotificationTable
  deletionRequests: DeletionRequestTable
  grievances: GrievanceTable
  nominations: NominationTable
  auditLog: AuditLogTable
  inPersonVerifications: InPersonVerificationTable
  photos: PhotoTable
  mailOutbox: MailOutboxTable
  jobRuns: JobRunTable
}

export type AccountRow = Selectable<AccountTable>
export type ProfileRow = Selectable<ProfileTable>
export type NewProfile = Insertable<ProfileTable>
export type PhotoRow = Selectable<PhotoTable>
