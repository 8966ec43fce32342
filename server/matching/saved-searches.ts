import type { FastifyInstance } from 'fastify'
import { msg } from '../../shared/messages'
import { NEW_SINCE_CAP, SAVED_SEARCHES_MAX, SaveSearchBody } from '../../shared/schemas/saved-search'
import type { SearchQuery } from '../../shared/schemas/search'
import type { AppContext } from '../context'
import { idParam } from '../connections/acting'
import { notBlockedWith } from '../connections/store'
import { sqliteFile } from '../db/read-pool'
import type { Db } from '../db/database'
import type { SavedSearchTable } from '../db/schema'
import type { Selectable } from 'kysely'
import { nowIso, validOr400 } from '../http'
import { findOwnProfile } from '../profiles/store'
import { applyCriteria, criteriaColumns, ORDERED_INDEX_COLUMNS } from './search-filter'

// A member's saved searches (issue 23), listed beside their matches with how many profiles are new since they
// last opened each. Members only; another member's saved search is answered as missing (404).

type Row = Selectable<SavedSearchTable>

/** The narrowest usually first: the index (status, column, createdAt, id) whose walk from `since` reads least. */
const WALK_PREFERENCE = [
  'city',
  'caste',
  'state',
  'professionGroup',
  'educationLevel',
  'motherTongue',
  'country',
  'religion',
  'maritalStatus',
  'eating',
  'gender',
]

/** The single-value criterion with an ordered index to walk from the last visit (null: all published ones). */
function walkColumn(criteria: SearchQuery): string | null {
  const single = new Set(
    criteriaColumns(criteria)
      .filter(([column, values]) => values.length === 1 && ORDERED_INDEX_COLUMNS.includes(column))
      .map(([column]) => column as string),
  )
  return WALK_PREFERENCE.find((column) => single.has(column)) ?? null
}

/**
 * How many published profiles matching the criteria joined after `since`, counted up to 100 and no further: the
 * search's own where-clauses (applyCriteria) plus createdAt > since. SQLite walks one criterion's
 * (status, column, createdAt) index, or that of all published profiles, from `since` on: only profiles newer
 * than the last visit are read.
 */
export function newSinceCount(
  db: Db,
  criteria: SearchQuery,
  since: string,
  own: number | null,
  sqlite: boolean,
) {
  const walk = sqlite ? walkColumn(criteria) : undefined
  let query = applyCriteria(db.selectFrom('profiles'), criteria, Date.now(), walk).where(
    'createdAt',
    '>',
    since,
  )
  if (own !== null) query = query.where('id', '!=', own).where(notBlockedWith(own, 'profiles.id'))
  const hits = query
    .select('id')
    .limit(NEW_SINCE_CAP + 1)
    .as('hits')
  return db.selectFrom(hits).select((eb) => eb.fn.countAll<number>().as('n'))
}

export function savedSearchRoutes(api: FastifyInstance, { db, reads, auth, config }: AppContext) {
  const sqlite = sqliteFile(config) !== null

  async function newSince(criteria: SearchQuery, since: string, own: number | null): Promise<number> {
    const [row] = await reads.all(newSinceCount(db, criteria, since, own, sqlite))
    return Number(row.n)
  }

  async function answer(row: Row, own: number | null) {
    const criteria = JSON.parse(row.criteria) as SearchQuery
    const n = await newSince(criteria, row.lastSeenAt, own)
    return {
      id: row.id,
      name: row.name,
      criteria,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      newCount: Math.min(n, NEW_SINCE_CAP),
      newCapped: n > NEW_SINCE_CAP,
    }
  }

  const ownId = async (accountId: number) => (await findOwnProfile(db, accountId))?.id ?? null
  const findMine = (accountId: number, id: number) =>
    db
      .selectFrom('savedSearches')
      .selectAll()
      .where('id', '=', id)
      .where('accountId', '=', accountId)
      .executeTakeFirst()

  api.get('/saved-searches', { preHandler: auth.member }, async (request, reply) => {
    const accountId = request.caller!.accountId
    const rows = await db
      .selectFrom('savedSearches')
      .selectAll()
      .where('accountId', '=', accountId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute()
    const own = await ownId(accountId)
    const searches = await Promise.all(rows.map((r) => answer(r, own)))
    return reply.header('Cache-Control', 'no-store').send({ searches, max: SAVED_SEARCHES_MAX })
  })

  api.post('/saved-searches', { preHandler: auth.member }, async (request, reply) => {
    const body = validOr400(request.body, SaveSearchBody, reply)
    if (!body) return reply
    const accountId = request.caller!.accountId
    const { after: _page, ...criteria } = body.criteria
    void _page
    // One of ten numbered slots, unique per account: two servers saving at once cannot pass the limit.
    for (let attempt = 0; attempt < 3; attempt++) {
      const used = await db
        .selectFrom('savedSearches')
        .select('slot')
        .where('accountId', '=', accountId)
        .execute()
      const taken = new Set(used.map((r) => r.slot))
      const slot = Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => i + 1).find((n) => !taken.has(n))
      if (slot === undefined) return reply.code(409).send({ message: msg.savedSearchLimit })
      const now = nowIso()
      const row = await db
        .insertInto('savedSearches')
        .values({
          accountId,
          slot,
          name: body.name,
          criteria: JSON.stringify(criteria),
          createdAt: now,
          lastSeenAt: now,
        })
        .onConflict((oc) => oc.columns(['accountId', 'slot']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (row) return reply.code(201).send({ search: await answer(row, await ownId(accountId)) })
    }
    return reply.code(409).send({ message: msg.savedSearchLimit })
  })

  // Opening a saved search runs it and marks it seen: its new profiles count from now.
  api.post('/saved-searches/:id/seen', { preHandler: auth.member }, async (request, reply) => {
    const id = idParam(request)
    const accountId = request.caller!.accountId
    const row = id ? await findMine(accountId, id) : undefined
    if (!row) return reply.code(404).send({ message: msg.savedSearchNotFound })
    const lastSeenAt = nowIso()
    await db.updateTable('savedSearches').set({ lastSeenAt }).where('id', '=', row.id).execute()
    return reply.send({ search: await answer({ ...row, lastSeenAt }, await ownId(accountId)) })
  })

  api.delete('/saved-searches/:id', { preHandler: auth.member }, async (request, reply) => {
    const id = idParam(request)
    const accountId = request.caller!.accountId
    const row = id ? await findMine(accountId, id) : undefined
    if (!row) return reply.code(404).send({ message: msg.savedSearchNotFound })
    await db.deleteFrom('savedSearches').where('id', '=', row.id).execute()
    return reply.send({})
  })
}
