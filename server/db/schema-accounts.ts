import type { Generated } from 'kysely'
import type { Locale } from '../../shared/i18n'

// The accounts domain's tables: members and staff, offices, consents and their links, passwords, sessions and limits.
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

export interface PasswordTokenTable {
  id: Generated<number>
  accountId: number
  tokenHash: string
  expiresAt: string
  usedAt: string | null
  createdAt: string
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

export interface LimitCounterTable {
  key: string
  windowStart: string
  count: number
}

/** An address's searches this minute and when its share of reading time is paid for (server/read-share.ts). */
export interface ReadShareTable {
  key: string
  /** Milliseconds since 1970. */
  dueAt: number
  /** The start of the minute `count` is for, in milliseconds since 1970. */
  minute: number
  count: number
}

export interface BackoffTable {
  key: string
  failures: number
  lastAt: string
}
