import type { Generated } from 'kysely'
import type { Locale } from '../../shared/i18n'

// Data rights and the machinery around them: deletions, grievances, nominees, the audit log, breaches, mail and jobs.
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
