import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { callerOf } from './guards'

/**
 * The account's outbox key: the kiosk encrypts what it must keep on the machine with it and holds it in
 * memory only, so after logout or the idle reset nothing readable is left. Made on first use; a race
 * between two tabs keeps the first one written.
 */
export function outboxKeyRoutes(api: FastifyInstance, { db, auth }: AppContext) {
  api.get('/me/outbox-key', { preHandler: auth.session }, async (request, reply) => {
    const { accountId } = callerOf(request)
    const read = async () =>
      (
        await db
          .selectFrom('accounts')
          .select('outboxKey')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).outboxKey
    if (!(await read()))
      await db
        .updateTable('accounts')
        .set({ outboxKey: randomBytes(32).toString('base64url') })
        .where('id', '=', accountId)
        .where('outboxKey', 'is', null)
        .execute()
    return reply.header('Cache-Control', 'no-store').send({ key: await read() })
  })
}
