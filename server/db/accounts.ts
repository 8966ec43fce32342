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
  },
): Promise<number | null> {
  const now = new Date().toISOString()
  const row = await db
    .insertInto('accounts')
    .values({
      ...account,
      registration: account.registration ?? null,
      emailKey: account.email.toLowerCase(),
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
    })
    .onConflict((oc) => oc.column('emailKey').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}
