import type { FastifyInstance } from 'fastify'
import { COUNT_CAP, PAGE_SIZE } from '../../shared/limits'
import { SearchQuery } from '../../shared/schemas/search'
import type { SearchQuery as SearchQueryValue } from '../../shared/schemas/search'
import type { AppContext } from '../context'
import { notBlockedWith } from '../connections/store'
import { tooManyRequests, validOr400 } from '../http'
import { RateLimiter } from '../rate-limiter'
import { findOwnProfile } from '../profiles/store'
import { searchCard } from '../visibility'
import { applyCriteria, applyCursor, criteriaColumns, cursorOf } from './search-filter'
import type { ProfileQuery } from './search-filter'
import { valueCountsFor } from './value-counts'

/** Query strings carry one value or many; photoSettings is the only list. */
function normaliseQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const one = key !== 'photoSettings' && Array.isArray(value) ? value[0] : value
    // An empty parameter is a criterion left open.
    if (one !== '') out[key] = one
  }
  if (typeof out.photoSettings === 'string') out.photoSettings = [out.photoSettings]
  return out
}

/** Past this many rows in the narrowest criterion's index, a count is estimated rather than walked. */
const EXACT_COUNT_RANGE = 20_000

export function searchRoutes(api: FastifyInstance, { db, reads, config, auth }: AppContext) {
  const counts = valueCountsFor(db, reads)

  /**
   * How many profiles match, capped: exact when everything fits on the first page, or when the narrowest
   * criterion leaves few rows to walk; past that an estimate from per-value counts (criteria taken as
   * independent) decides "1,000+" when it is well past the cap, so a broad search never walks a
   * hundred thousand index entries just to say so.
   */
  async function countOf(
    q: SearchQueryValue,
    filtered: ProfileQuery,
    firstPageRows: number,
  ): Promise<number> {
    if (!q.after && firstPageRows <= PAGE_SIZE) return firstPageRows
    const columns = criteriaColumns(q)
    const all = await counts.total()
    const each = await Promise.all(columns.map(([column, values]) => counts.estimate(column, values)))
    const narrowest = Math.min(all, ...each)
    if (narrowest > EXACT_COUNT_RANGE) {
      const estimate = each.reduce((rows, n) => rows * (n / Math.max(1, all)), all)
      if (estimate > COUNT_CAP * 5) return COUNT_CAP + 1
    }
    const [counted] = await reads.all(
      db
        .selectFrom(
          filtered
            .select('id')
            .limit(COUNT_CAP + 1)
            .as('hits'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n')),
    )
    return Number(counted.n)
  }

  // Generous for a person paging through results, too tight for a scraper walking every profile.
  const perAddress = new RateLimiter(db, config.searchPerMinute, 60_000)
  api.get('/profiles/search', { preHandler: auth.optional }, async (request, reply) => {
    const wait = await perAddress.hit(`search:${request.ip}`)
    if (wait) return tooManyRequests(reply, wait)
    const q = validOr400(normaliseQuery(request.query), SearchQuery, reply)
    if (!q) return reply
    let filtered = applyCriteria(db.selectFrom('profiles'), q)
    // A member does not find the profiles blocked either way with their own (server/connections).
    const caller = request.caller
    const own = caller?.role === 'member' ? await findOwnProfile(db, caller.accountId) : undefined
    if (own) filtered = filtered.where(notBlockedWith(own.id, 'profiles.id'))
    // Both reads run off the event loop (server/db/read-pool.ts): a broad search never stalls other requests.
    const rows = await reads.all(
      applyCursor(filtered, q.after)
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE + 1),
    )
    const total = await countOf(q, filtered, rows.length)
    const page = rows.slice(0, PAGE_SIZE)
    return reply.send({
      results: page.map(searchCard),
      total: Math.min(total, COUNT_CAP),
      totalCapped: total > COUNT_CAP,
      pageSize: PAGE_SIZE,
      next: rows.length > PAGE_SIZE ? cursorOf(page[page.length - 1]) : null,
    })
  })
}
