import type { FastifyInstance } from 'fastify'
import { bornOnOrBefore } from '../../shared/dates'
import { PAGE_SIZE } from '../../shared/limits'
import { parseHeight } from '../../shared/options'
import { SearchQuery } from '../../shared/schemas/search'
import type { AppContext } from '../context'
import { validOr400 } from '../http'
import { searchCard } from '../visibility'

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const
const since = (period: keyof typeof PERIOD_DAYS) =>
  new Date(Date.now() - PERIOD_DAYS[period] * 86_400_000).toISOString()

/** Query strings carry one value or many; photoSettings is the only list. */
function normaliseQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(query as Record<string, unknown>) }
  if (typeof out.photoSettings === 'string') out.photoSettings = [out.photoSettings]
  for (const [key, value] of Object.entries(out))
    if (key !== 'photoSettings' && Array.isArray(value)) out[key] = value[0]
  return out
}

export function searchRoutes(api: FastifyInstance, { db }: AppContext) {
  api.get('/profiles/search', async (request, reply) => {
    const q = validOr400(normaliseQuery(request.query), SearchQuery, reply)
    if (!q) return reply
    const page = q.page ?? 1
    // Age range as a date-of-birth range, so the index answers it. Height means "at least this tall".
    let query = db
      .selectFrom('profiles')
      .where('status', '=', 'published')
      .where('religion', '=', q.religion)
      .where('motherTongue', '=', q.motherTongue)
      .where('country', '=', q.country)
      .where('maritalStatus', '=', q.maritalStatus)
      .where('dob', '<=', bornOnOrBefore(q.ageFrom))
      .where('dob', '>', bornOnOrBefore(q.ageTo + 1))
      .where('height', '>=', parseHeight(q.height) ?? 0)
    if (q.gender) query = query.where('gender', '=', q.gender)
    if (q.haveChildren) query = query.where('haveChildren', '=', q.haveChildren)
    if (q.recentlyJoined) query = query.where('createdAt', '>=', since(q.recentlyJoined))
    if (q.activeMembers) query = query.where('updatedAt', '>=', since(q.activeMembers))

    const [{ total }] = await query.select((eb) => eb.fn.countAll<number>().as('total')).execute()
    const rows = await query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute()
    const results = rows.map(searchCard)
    return reply.send({ results, total: Number(total), page, pageSize: PAGE_SIZE })
  })
}
