import type { Insertable, Selectable } from 'kysely'
import type {
  AccountTable,
  OfficeTable,
  ConsentLinkTable,
  ConsentTable,
  PasswordTokenTable,
  RevokedTokenTable,
  UsedCaptchaTable,
  LimitCounterTable,
  BackoffTable,
  ReadShareTable,
} from './schema-accounts'
import type {
  ProfileTable,
  PreferencesTable,
  ProfileEventTable,
  InPersonVerificationTable,
  PhotoTable,
} from './schema-profiles'
import type {
  InterestTable,
  InterestQuotaTable,
  ShortlistTable,
  BlockTable,
  ReportTable,
  ConversationTable,
  ConversationSideTable,
  MessageTable,
  ContactViewTable,
  ProfileViewTable,
  NotificationTable,
  TicketTable,
  SavedSearchTable,
} from './schema-connections'
import type {
  DeletionRequestTable,
  GrievanceTable,
  NominationTable,
  AuditLogTable,
  BreachTable,
  BreachNoticeTable,
  MailOutboxTable,
  JobRunTable,
} from './schema-privacy'

// The database as Kysely sees it: every table, by domain in schema-<domain>.ts (column names follow the API's
// field names so a profile moves between layers without renaming), and the row types the code passes around.
export type * from './schema-accounts'
export type * from './schema-profiles'
export type * from './schema-connections'
export type * from './schema-privacy'
export interface Database {
  breaches: BreachTable
  breachNotices: BreachNoticeTable
  tickets: TicketTable
  savedSearches: SavedSearchTable
  accounts: AccountTable
  profiles: ProfileTable
  passwordTokens: PasswordTokenTable
  revokedTokens: RevokedTokenTable
  usedCaptchas: UsedCaptchaTable
  offices: OfficeTable
  limitCounters: LimitCounterTable
  backoffs: BackoffTable
  readShares: ReadShareTable
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
