import type { FastifyInstance } from 'fastify'
import { PAGE_SIZE } from '../../shared/limits'
import { ProfileBody } from '../../shared/schemas/profile'
import type { AppContext } from '../app'
import type { ProfileRow } from '../db/schema'
import { nowIso, sessionOr401, validOr400 } from '../http'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/

export const createdByLabel = (role: 'staff' | 'member') => (role === 'staff' ? 'Matchmaking office' : 'Self')

/** What the registering account sees of a stored profile. */
export function storedProfile(
  row: Pick<
    ProfileRow,
    'id' | 'createdAt' | 'firstName' | 'lastName' | 'age' | 'religion' | 'country' | 'state'
  >,
) {
  const { id, createdAt, firstName, lastName, age, religion, country, state } = row
  return { id, createdAt, firstName, lastName, age, religion, country, state }
}

export function profileRoutes(api: FastifyInstance, { db, tokens }: AppContext) {
  api.post('/user/create-form', async (request, reply) => {
    const session = await sessionOr401(request, reply, tokens)
    if (!session) return reply
    const keyHeader = request.headers['idempotency-key']
    const idempotencyKey = typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : null
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return reply
        .code(400)
        .send({ message: 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.' })
    }
    const body = validOr400(request.body, ProfileBody, reply)
    if (!body) return reply

    const findByKey = () =>
      db
        .selectFrom('profiles')
        .selectAll()
        .where('accountId', '=', session.accountId)
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst()
    if (idempotencyKey) {
      const earlier = await findByKey()
      if (earlier) return reply.code(201).send({ data: storedProfile(earlier) })
    }
    const now = nowIso()
    const inserted = await db
      .insertInto('profiles')
      .values({
        ...body,
        accountId: session.accountId,
        createdBy: createdByLabel(session.role),
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      // Two copies of one submit racing: the unique key keeps one row and the loser reads it back.
      .onConflict((oc) => oc.columns(['accountId', 'idempotencyKey']).doNothing())
      .returningAll()
      .executeTakeFirst()
    const row = inserted ?? (await findByKey())
    if (!row) throw new Error('profile insert returned nothing')
    return reply.code(201).send({ data: storedProfile(row) })
  })

  api.get('/profiles/mine', async (request, reply) => {
    const session = await sessionOr401(request, reply, tokens)
    if (!session) return reply
    const pageParam = Number((request.query as { page?: string }).page ?? 1)
    const page = Number.isInteger(pageParam) && pageParam > 0 && pageParam < 100_000 ? pageParam : 1
    const mine = db.selectFrom('profiles').where('accountId', '=', session.accountId)
    const [{ total }] = await mine.select((eb) => eb.fn.countAll<number>().as('total')).execute()
    const rows = await mine
      .select(['id', 'createdAt', 'firstName', 'lastName', 'age', 'religion', 'country', 'state'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute()
    return reply.send({ results: rows.map(storedProfile), total: Number(total), page, pageSize: PAGE_SIZE })
  })
}
