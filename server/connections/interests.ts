import {
  DECLINE_COOLDOWN_DAYS,
  INTEREST_DAY_UTC_OFFSET_MINUTES,
  INTEREST_EXPIRY_DAYS,
  INTERESTS_PER_DAY,
} from '../../shared/connections'
import { msg } from '../../shared/messages'
import { clock } from '../clock'
import type { Db } from '../db/database'
import type { ProfileRow } from '../db/schema'
import { blockedEitherWay, expireDue, pairKeyOf } from './store'

// The rules of an interest: who may send one to whom, how often, and what an answer does. Each takes the
// database first and reads the time from the replaceable clock, so tests can move 30 or 90 days on.

export interface Refusal {
  status: number
  message: string
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
  }
}

const DAY_MS = 86_400_000

/** The day an interest counts against, in India Standard Time. */
export const quotaDay = (now: Date) =>
  new Date(now.getTime() + INTEREST_DAY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)

/** Why `from` may not send an interest to `to` right now, or null when it may (apart from the daily limit). */
export async function interestRefusal(db: Db, from: ProfileRow, to: ProfileRow): Promise<Refusal | null> {
  if (from.id === to.id) return { status: 400, message: msg.interestToSelf }
  if (to.status !== 'published') return { status: 404, message: msg.profileNotAvailable }
  if (await blockedEitherWay(db, from.id, to.id)) return { status: 404, message: msg.profileNotAvailable }
  if (from.status !== 'published') return { status: 409, message: msg.publishBeforeInterest }
  // A bride's profile and a groom's: never two of the same gender, nor one whose gender is not known.
  if (!from.gender || !to.gender || from.gender === to.gender)
    return { status: 409, message: msg.interestSameGender }
  const open = await db
    .selectFrom('interests')
    .select(['fromProfileId', 'status'])
    .where('pairKey', '=', pairKeyOf(from.id, to.id))
    .where('status', 'in', ['pending', 'accepted'])
    .execute()
  if (open.some((i) => i.status === 'accepted')) return { status: 409, message: msg.alreadyConnected }
  const pending = open.find((i) => i.status === 'pending')
  if (pending)
    return {
      status: 409,
      message: pending.fromProfileId === from.id ? msg.interestPending : msg.interestWaitingForYou,
    }
  const since = new Date(clock.now().getTime() - DECLINE_COOLDOWN_DAYS * DAY_MS).toISOString()
  const declined = await db
    .selectFrom('interests')
    .select('answeredAt')
    .where('fromProfileId', '=', from.id)
    .where('toProfileId', '=', to.id)
    .where('status', '=', 'declined')
    .where('answeredAt', '>', since)
    .orderBy('answeredAt', 'desc')
    .executeTakeFirst()
  if (declined?.answeredAt) {
    const again = new Date(new Date(declined.answeredAt).getTime() + DECLINE_COOLDOWN_DAYS * DAY_MS)
    return { status: 409, message: msg.declinedRecently(again.toISOString().slice(0, 10)) }
  }
  return null
}

/**
 * Sends an interest in one transaction: the rules above, then one more on the sender's counter for the day
 * (only while it is below the limit), then the row, which the unique index refuses when the pair already has a
 * pending one. Any refusal rolls the counter back, so concurrent sends can neither pass the limit nor pair twice.
 */
export async function sendInterest(
  db: Db,
  from: ProfileRow,
  to: ProfileRow,
  sentBy: number,
  message: string | null,
) {
  const now = clock.now()
  try {
    const interest = await db.transaction().execute(async (trx) => {
      await expireDue(trx, now.toISOString())
      const refusal = await interestRefusal(trx, from, to)
      if (refusal) throw new Refused(refusal)
      const counted = await trx
        .insertInto('interestQuota')
        .values({ profileId: from.id, day: quotaDay(now), count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['profileId', 'day'])
            .doUpdateSet((eb) => ({ count: eb('interestQuota.count', '+', 1) }))
            .where('interestQuota.count', '<', INTERESTS_PER_DAY),
        )
        .returning('count')
        .executeTakeFirst()
      if (!counted) throw new Refused({ status: 429, message: msg.dailyInterestLimit(INTERESTS_PER_DAY) })
      const row = await trx
        .insertInto('interests')
        .values({
          fromProfileId: from.id,
          toProfileId: to.id,
          pairKey: pairKeyOf(from.id, to.id),
          message,
          status: 'pending',
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + INTEREST_EXPIRY_DAYS * DAY_MS).toISOString(),
          answeredAt: null,
          sentBy,
          answeredBy: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst()
      if (!row) throw new Refused({ status: 409, message: msg.interestPending })
      return row
    })
    return { ok: true as const, interest }
  } catch (error) {
    if (error instanceof Refused) return { ok: false as const, ...error.refusal }
    throw error
  }
}

/** Accepts, declines or withdraws a pending interest; false when it was no longer pending. */
export async function closeInterest(
  db: Db,
  id: number,
  status: 'accepted' | 'declined' | 'withdrawn',
  by: number,
): Promise<boolean> {
  const now = clock.now().toISOString()
  await expireDue(db, now)
  const result = await db
    .updateTable('interests')
    .set({ status, answeredAt: now, answeredBy: by })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
