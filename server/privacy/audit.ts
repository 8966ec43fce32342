import type { AuditAction } from '../../shared/privacy'
import type { Caller } from '../accounts/guards'
import { clockIso } from '../clock'
import type { Db } from '../db/database'

// The audit log: one row per staff view or change of personal data, per export and per deletion. A row
// names the account, its office, the profile and a short detail that never holds the data itself (field
// names, not their values), so that reading the log discloses nothing new.

/** Who acted: a caller of a request, or the server itself (the erasure job) on behalf of an office. */
export type Actor = Pick<Caller, 'accountId' | 'officeId'> | { accountId: null; officeId: number | null }

export async function audit(
  db: Db,
  actor: Actor,
  action: AuditAction,
  profileId: number | null,
  detail: string | null = null,
  profileOfficeId: number | null = null,
) {
  await db
    .insertInto('auditLog')
    .values({
      accountId: actor.accountId,
      // Staff act for their office; a member's own export or deletion belongs to the office that manages
      // the profile, if any, so that its admins see it.
      officeId: actor.officeId ?? profileOfficeId,
      action,
      profileId,
      detail: detail ? detail.slice(0, 500) : null,
      at: clockIso(),
    })
    .execute()
}

/** The same, only when a staff member acts: members viewing and editing their own profile are not audited. */
export async function auditStaff(
  db: Db,
  caller: Caller,
  action: AuditAction,
  profileId: number,
  detail: string | null = null,
) {
  if (caller.role === 'staff') await audit(db, caller, action, profileId, detail)
}
