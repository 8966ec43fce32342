import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { databaseReachable } from '../db/database'

export function healthRoutes(api: FastifyInstance, { db }: AppContext) {
  api.get('/health', async (_request, reply) => {
    const ok = await databaseReachable(db)
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', db: ok ? 'ok' : 'unreachable' })
  })
}
