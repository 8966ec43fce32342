import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'
import { sealMail } from './seal'
import type { OutgoingMail } from './seal'

// The outbox's queries. Times are ISO strings (they compare as text in SQLite and PostgreSQL alike).

const iso = (ms: number) => new Date(ms).toISOString()

/** One row per e-mail; the Message-ID is fixed here, so a retry is recognisably the same message. */
export async function enqueueMail(db: Db, key: Buffer, mail: OutgoingMail, domain: string): Promise<void> {
  const now = iso(Date.now())
  await db
    .insertInto('mailOutbox')
    .values({
      messageId: `<${randomUUID()}@${domain}>`,
      sealed: sealMail(key, mail),
      createdAt: now,
      nextAttemptAt: now,
    })
    .execute()
}

/** Ids of mails due now that no sender holds (oldest first). */
export const dueMails = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('mailOutbox')
    .select('id')
    .where('sentAt', 'is', null)
    .where('failedAt', 'is', null)
    .where('nextAttemptAt', '<=', iso(now))
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', iso(now))]))
    .orderBy('id')
    .limit(limit)
    .execute()

/**
 * Takes the mail for this sender until `leaseMs` from now, counting the attempt. Only one sender among all
 * servers gets it (the update's condition is checked by the database); null when another was first.
 */
export async function claimMail(db: Db, id: number, now: number, leaseMs: number) {
  const claimed = await db
    .updateTable('mailOutbox')
    .set((eb) => ({ claimedUntil: iso(now + leaseMs), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sentAt', 'is', null)
    .where('failedAt', 'is', null)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', iso(now))]))
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return null
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'messageId', 'sealed', 'attempts', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Sent: the sealed content goes (it held the address and the link); the row stays as a record. */
export const markSent = (db: Db, id: number, now: number) =>
  db
    .updateTable('mailOutbox')
    .set({ sentAt: iso(now), sealed: null, claimedUntil: null, lastError: null })
    .where('id', '=', id)
    .execute()

export const markRetry = (db: Db, id: number, nextAttemptAt: number, error: string) =>
  db
    .updateTable('mailOutbox')
    .set({ nextAttemptAt: iso(nextAttemptAt), claimedUntil: null, lastError: error })
    .where('id', '=', id)
    .execute()

export const markFailed = (db: Db, id: number, now: number, error: string) =>
  db
    .updateTable('mailOutbox')
    .set({ failedAt: iso(now), sealed: null, claimedUntil: null, lastError: error })
    .where('id', '=', id)
    .execute()

/** Records of mails sent or given up on more than `days` ago. */
export const pruneMailRecords = (db: Db, now: number, days: number) =>
  db
    .deleteFrom('mailOutbox')
    .where((eb) =>
      eb.or([
        eb('sentAt', '<', iso(now - days * 86_400_000)),
        eb('failedAt', '<', iso(now - days * 86_400_000)),
      ]),
    )
    .execute()
