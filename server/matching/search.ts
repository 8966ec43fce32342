import type { FastifyInstance } from 'fastify'
import { COUNT_CAP, PAGE_SIZE } from '../../shared/limits'
import { SearchQuery } from '../../shared/schemas/search'
import type { SearchQuery as SearchQueryValue } from '../../shared/schemas/search'
import type { AppContext } from '../context'
import { notBlockedWith } from '../connections/store'
import { tooManyRequests, validOr400 } from '../http'
import { sqliteFile } from '../db/read-pool'
import { RateLimiter } from '../rate-limiter'
import { findOwnProfile } from '../profiles/store'
import { searchCard } from '../visibility'
import { applyCriteria, applyCursor, criteriaColumns, cursorOf, ORDERED_INDEX_COLUMNS } from './search-filter'
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
/** Past this many expected matches, the page walks the newest-first index (SQLite). */
const WALK_NEWEST_FROM = 2_000

export function searchRoutes(api: FastifyInstance, { db, reads, config, auth }: AppContext) {
  const counts = valueCountsFor(db, reads)
  // Load the per-value counts once at start, off the event loop, so the first search does not wait for them.
  api.addHook('onReady', () => void counts.total().catch(() => undefined))

  const sqlite = sqliteFile(config) !== null

  /**
   * How many rows the narrowest criterion leaves, the matches expected (criteria taken as independent), and
   * the single-value criterion with an ordered index that leaves the fewest rows (null: none).
   */
  async function estimateOf(q: SearchQueryValue) {
    const all = await counts.total()
    const columns = criteriaColumns(q)
    const each = await Promise.all(columns.map(([column, values]) => counts.estimate(column, values)))
    let driver: string | null = null
    let driverRows = all
    columns.forEach(([column, values], i) => {
      if (values.length === 1 && ORDERED_INDEX_COLUMNS.includes(column) && each[i] < driverRows)
        [driver, driverRows] = [column, each[i]]
    })
    return {
      narrowest: Math.min(all, ...each),
      expected: each.reduce((rows, n) => rows * (n / Math.max(1, all)), all),
      driver,
    }
  }

  /**
   * How many profiles match, capped: exact when everything fits on the first page, or when the narrowest
   * criterion leaves few rows to walk; past that the estimate decides "1,000+" when it is well past the cap,
   * so a broad search never walks a hundred thousand index entries just to say so.
   */
  async function countOf(
    q: SearchQueryValue,
    filtered: ProfileQuery,
    firstPageRows: number,
    estimate: { narrowest: number; expected: number },
  ): Promise<number> {
    if (!q.after && firstPageRows <= PAGE_SIZE) return firstPageRows
    // The verified profiles are few (one office visit each): counting them walks their own index, capped.
    if (q.verified !== '1' && estimate.narrowest > EXACT_COUNT_RANGE && estimate.expected > COUNT_CAP * 5)
      return COUNT_CAP + 1
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
    const estimate = await estimateOf(q)
    // Many matches expected: the page walks one newest-first index, the narrowest criterion's own or that of
    // all profiles (SQLite's planner, knowing only averages, would gather thousands of rows and sort them).
    // "Verified in person only" always walks the small partial index of verified profiles (migration 031).
    const verifiedOnly = q.verified === '1'
    const walk = sqlite && (verifiedOnly || estimate.expected > WALK_NEWEST_FROM)
    const walkIndex = verifiedOnly ? 'verifiedAt' : estimate.driver
    let filtered = applyCriteria(
      db.selectFrom('profiles'),
      q,
      undefined,
      sqlite && verifiedOnly ? walkIndex : undefined,
    )
    let paged = walk ? applyCriteria(db.selectFrom('profiles'), q, undefined, walkIndex) : filtered
    // A member does not find the profiles blocked either way with their own (server/connections).
    const caller = request.caller
    const own = caller?.role === 'member' ? await findOwnProfile(db, caller.accountId) : undefined
    if (own) {
      filtered = filtered.where(notBlockedWith(own.id, 'profiles.id'))
      paged = paged.where(notBlockedWith(own.id, 'profiles.id'))
    }
    // Both reads run off the event loop (server/db/read-pool.ts): a broad search never stalls other requests.
    const rows = await reads.all(
      applyCursor(paged, q.after)
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE + 1),
    )
    const total = await countOf(q, filtered, rows.length, estimate)
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
