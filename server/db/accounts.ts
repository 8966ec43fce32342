import type { Db } from './database'
import type { AccountTable } from './schema'

/** Adds an account; the e-mail is unique whatever its case. Returns the new id, or null when it is taken. */
export async function insertAccount(
  db: Db,
  account: {
    email: string
    passwordHash: string | null
    role: AccountTable['role']
    registration?: string | null
    officeId?: number | null
    displayName?: string | null
    staffRole?: 'staff' | 'admin'
    centralRole?: 'moderator' | 'head_admin' | null
    language?: AccountTable['language']
  },
): Promise<number | null> {
  const now = new Date().toISOString()
  // Staff always belong to an office: the first one unless another is named.
  let officeId = account.officeId ?? null
  if (account.role === 'staff' && officeId === null) {
    const first = await db.selectFrom('offices').select('id').orderBy('id').executeTakeFirst()
    officeId = first?.id ?? null
  }
  const row = await db
    .insertInto('accounts')
    .values({
      ...account,
      registration: account.registration ?? null,
      officeId,
      displayName: account.displayName ?? null,
      staffRole: account.role === 'staff' ? (account.staffRole ?? 'staff') : null,
      centralRole: account.role === 'staff' ? (account.centralRole ?? null) : null,
      emailKey: account.email.toLowerCase(),
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
      language: account.language ?? null,
    })
    .onConflict((oc) => oc.column('emailKey').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}
