import type { FastifyInstance } from 'fastify'
import { COUNT_CAP, PAGE_SIZE } from '../../shared/limits'
import { SearchQuery } from '../../shared/schemas/search'
import type { AppContext } from '../context'
import { notBlockedWith } from '../connections/store'
import { tooManyRequests, validOr400 } from '../http'
import { RateLimiter } from '../rate-limiter'
import { findOwnProfile } from '../profiles/store'
import { searchCard } from '../visibility'
import { applyCriteria, applyCursor, cursorOf } from './search-filter'

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

export function searchRoutes(api: FastifyInstance, { db, reads, config, auth }: AppContext) {
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
    // Counting stops past the cap: a broad search never walks every row to say "1,000+".
    // Both reads run off the event loop (server/db/read-pool.ts): a broad search never stalls other requests.
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
    const total = Number(counted.n)
    const rows = await reads.all(
      applyCursor(filtered, q.after)
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE + 1),
    )
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
