import { sql } from 'kysely'
import type { MessageItem, ReadOnlyReason } from '../../shared/conversations'
import { clockIso } from '../clock'
import { pairKeyOf } from '../connections/store'
import type { Db } from '../db/database'
import type { ConversationTable, ProfileRow } from '../db/schema'
import type { Selectable } from 'kysely'
import { userIdOf } from '../visibility'

// Queries of the conversations domain: small functions that take the database (or a transaction) first.

export type ConversationRow = Selectable<ConversationTable>

/** The other profile of a conversation seen from `own`, or null once it has left (erased). */
export const otherIdOf = (c: ConversationRow, own: number) =>
  c.lowProfileId === own ? c.highProfileId : c.lowProfileId

export const isSideOf = (c: ConversationRow, own: number) => c.lowProfileId === own || c.highProfileId === own

export const findConversation = (db: Db, id: number) =>
  db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst()

/**
 * The pair's conversation, made (with both sides) the first time it is needed: at acceptance, or when an
 * accepted pair from before conversations existed opens it. Concurrent calls make one.
 */
export async function conversationOf(db: Db, a: number, b: number): Promise<ConversationRow> {
  const pairKey = pairKeyOf(a, b)
  const existing = await db
    .selectFrom('conversations')
    .selectAll()
    .where('pairKey', '=', pairKey)
    .executeTakeFirst()
  if (existing) return existing
  await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('conversations')
      .values({
        pairKey,
        lowProfileId: Math.min(a, b),
        highProfileId: Math.max(a, b),
        createdAt: clockIso(),
        lastMessageAt: null,
      })
      .onConflict((oc) => oc.column('pairKey').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (made)
      await trx
        .insertInto('conversationSides')
        .values([a, b].map((profileId) => ({ conversationId: made.id, profileId })))
        .execute()
  })
  return (await db.selectFrom('conversations').selectAll().where('pairKey', '=', pairKey).executeTakeFirst())!
}

/** Conversations for every accepted interest of `own` that has none yet (connections made before). */
export async function openMissing(db: Db, own: number) {
  const rows = await db
    .selectFrom('interests as i')
    .select(['i.fromProfileId', 'i.toProfileId'])
    .where('i.status', '=', 'accepted')
    .where((eb) => eb.or([eb('i.fromProfileId', '=', own), eb('i.toProfileId', '=', own)]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('conversations as c').select('c.id').whereRef('c.pairKey', '=', 'i.pairKey'))),
    )
    .limit(200)
    .execute()
  for (const r of rows) await conversationOf(db, r.fromProfileId, r.toProfileId)
}

export const sideOf = (db: Db, conversationId: number, profileId: number) =>
  db
    .selectFrom('conversationSides')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .where('profileId', '=', profileId)
    .executeTakeFirst()

/** Whether `profileId` has shared its contact details in its conversation with `viewerProfileId`. */
export async function sharedWith(db: Db, profileId: number, viewerProfileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('conversationSides as s')
    .innerJoin('conversations as c', 'c.id', 's.conversationId')
    .select('s.sharedContactAt')
    .where('c.pairKey', '=', pairKeyOf(profileId, viewerProfileId))
    .where('s.profileId', '=', profileId)
    .executeTakeFirst()
  return Boolean(row?.sharedContactAt)
}

/** Why nobody may write in the conversation now, or null while both may. */
export function readOnlyReason(
  own: Pick<ProfileRow, 'status'>,
  other: Pick<ProfileRow, 'status'> | undefined,
  blocked: boolean,
): ReadOnlyReason {
  if (!other) return 'left'
  if (blocked) return 'ended'
  if (own.status !== 'published') return 'ownInactive'
  if (other.status !== 'published') return 'inactive'
  return null
}

export interface MessageRow {
  id: number
  conversationId: number
  senderProfileId: number
  byStaff: number
  body: string
  createdAt: string
}

/** A message as `own` sees it; `otherRead` is how far the other side has read. */
export const messageItem = (m: MessageRow, own: number, otherRead: number): MessageItem => ({
  id: m.id,
  conversationId: m.conversationId,
  body: m.body,
  at: m.createdAt,
  mine: m.senderProfileId === own,
  byStaff: Boolean(m.byStaff),
  read: m.senderProfileId === own && otherRead >= m.id,
})

const messageColumns = [
  'm.id',
  'm.conversationId',
  'm.senderProfileId',
  'm.byStaff',
  'm.body',
  'm.createdAt',
] as const

/** One page of a conversation, newest first from the key (`before`, a message id) down. */
export const messagePage = (db: Db, conversationId: number, before: number | null, limit: number) =>
  db
    .selectFrom('messages as m')
    .select(messageColumns)
    .where('m.conversationId', '=', conversationId)
    .$if(before !== null, (q) => q.where('m.id', '<', before!))
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute()

/**
 * The messages after `after` in every conversation of `own`, oldest first: what a live stream has not sent
 * yet. Each with the other side's read mark, for the receipt on my own messages.
 */
export const messagesSince = (db: Db, own: number, after: number, limit: number) =>
  db
    .selectFrom('messages as m')
    .innerJoin('conversationSides as mine', (j) =>
      j.onRef('mine.conversationId', '=', 'm.conversationId').on('mine.profileId', '=', own),
    )
    .select(messageColumns)
    .where('m.id', '>', after)
    .orderBy('m.id', 'asc')
    .limit(limit)
    .execute()

/** Unread messages (from the other side, after my read mark) of one profile: per conversation or in all. */
export async function unreadCounts(db: Db, own: number, conversationIds?: number[]) {
  if (conversationIds && conversationIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('conversationSides as s')
    .innerJoin('messages as m', 'm.conversationId', 's.conversationId')
    .select(['s.conversationId', sql<number>`count(*)`.as('n')])
    .where('s.profileId', '=', own)
    .whereRef('m.id', '>', 's.lastReadMessageId')
    .where('m.senderProfileId', '!=', own)
    .$if(Boolean(conversationIds), (q) => q.where('s.conversationId', 'in', conversationIds!))
    .groupBy('s.conversationId')
    .execute()
  return new Map(rows.map((r) => [r.conversationId, Number(r.n)]))
}

/** The newest message id in any conversation of `own` (0 when there is none). */
export async function latestMessageId(db: Db, own: number): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversationSides as s', (j) =>
      j.onRef('s.conversationId', '=', 'm.conversationId').on('s.profileId', '=', own),
    )
    .select(sql<number | null>`max(m.id)`.as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}

/** One side shares its phone and e-mail with the other (once; the first time is kept). */
export async function shareContact(db: Db, conversationId: number, profileId: number, by: number) {
  await db
    .updateTable('conversationSides')
    .set({ sharedContactAt: clockIso(), sharedBy: by })
    .where('conversationId', '=', conversationId)
    .where('profileId', '=', profileId)
    .where('sharedContactAt', 'is', null)
    .execute()
}

/**
 * Erasure: a reported message's context (kept with its report for the moderators) loses the erased profiles'
 * own messages. A report of an erased profile's message goes with that profile (reports cascade).
 */
export async function eraseReportedWords(db: Db, profileIds: number[]) {
  if (!profileIds.length) return
  const numbers = new Set(profileIds.map(userIdOf))
  const reports = await db
    .selectFrom('reports')
    .select(['id', 'messageContext'])
    .where('reporterProfileId', 'in', profileIds)
    .where('messageContext', 'is not', null)
    .execute()
  for (const r of reports) {
    const kept = (JSON.parse(r.messageContext!) as { from: string }[]).filter((m) => !numbers.has(m.from))
    await db
      .updateTable('reports')
      .set({ messageContext: JSON.stringify(kept) })
      .where('id', '=', r.id)
      .execute()
  }
}
