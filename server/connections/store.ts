import { sql } from 'kysely'
import type { SqlBool } from 'kysely'
import type { Db } from '../db/database'
import { clockIso } from '../clock'

// Queries of the connections domain: small functions that take the database (or a transaction) first.

/** The two ids in order, so that A to B and B to A are one pair. */
export const pairKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`)

/** Pending interests past their date become expired; every read or write of interests runs this first. */
export async function expireDue(db: Db, now = clockIso()) {
  await db
    .updateTable('interests')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expiresAt', '<=', now)
    .execute()
}

/** A condition for a query over profiles: neither `own` nor the profile in `column` has blocked the other. */
export const notBlockedWith = (own: number, column: string) =>
  sql<SqlBool>`not exists (select 1 from blocks b where
    (b."blockerProfileId" = ${own} and b."blockedProfileId" = ${sql.ref(column)}) or
    (b."blockedProfileId" = ${own} and b."blockerProfileId" = ${sql.ref(column)}))`

export async function blockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blockerProfileId', '=', a), eb('blockedProfileId', '=', b)]),
        eb.and([eb('blockerProfileId', '=', b), eb('blockedProfileId', '=', a)]),
      ]),
    )
    .executeTakeFirst()
  return Boolean(row)
}

/** An accepted interest between the two, whichever of them sent it. */
export async function acceptedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('interests')
    .select('id')
    .where('pairKey', '=', pairKeyOf(a, b))
    .where('status', '=', 'accepted')
    .executeTakeFirst()
  return Boolean(row)
}

/** Connected: an accepted interest and no block either way. The contact rule reads this. */
export async function connected(db: Db, a: number, b: number): Promise<boolean> {
  return (await acceptedBetween(db, a, b)) && !(await blockedEitherWay(db, a, b))
}

/** The interest that says most about a pair: a pending one, else an accepted one, else the latest. */
export async function latestInterest(db: Db, a: number, b: number) {
  const rows = await db
    .selectFrom('interests')
    .selectAll()
    .where('pairKey', '=', pairKeyOf(a, b))
    .orderBy('id', 'desc')
    .limit(20)
    .execute()
  return (
    rows.find((r) => r.status === 'pending') ?? rows.find((r) => r.status === 'accepted') ?? rows[0] ?? null
  )
}

export const findInterest = (db: Db, id: number) =>
  db.selectFrom('interests').selectAll().where('id', '=', id).executeTakeFirst()

export async function reactionOf(db: Db, owner: number, profileId: number) {
  const row = await db
    .selectFrom('shortlist')
    .select('kind')
    .where('ownerProfileId', '=', owner)
    .where('profileId', '=', profileId)
    .executeTakeFirst()
  return row?.kind ?? null
}

/** Records that `viewer` opened `profileId`'s page: one row per pair, with the latest time. */
export async function recordProfileView(db: Db, viewer: number, profileId: number) {
  const at = clockIso()
  await db
    .insertInto('profileViews')
    .values({ viewerProfileId: viewer, profileId, at })
    .onConflict((oc) => oc.columns(['viewerProfileId', 'profileId']).doUpdateSet({ at }))
    .execute()
}
