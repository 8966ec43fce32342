import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { databaseReachable } from '../db/database'
import { photoStorage } from '../photos/store'

/** A check that does not answer within this is taken as failed: a load balancer waits for no one. */
const CHECK_MS = 3000

const within = <T>(promise: Promise<T>, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_MS).unref())])

export function healthRoutes(api: FastifyInstance, { db, config, lifecycle }: AppContext) {
  api.get('/health', async (_request, reply) => {
    const ok = await databaseReachable(db)
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', db: ok ? 'ok' : 'unreachable' })
  })

  // For a load balancer: send this server requests only while it answers 200. It answers 503 when the
  // database or the photo store cannot be reached, and from the moment it was told to stop.
  api.get('/ready', async (_request, reply) => {
    const [dbOk, photosOk] = await Promise.all([
      within(databaseReachable(db), false),
      within(
        photoStorage(config)
          .check()
          .then(() => true)
          .catch(() => false),
        false,
      ),
    ])
    const ready = dbOk && photosOk && !lifecycle.draining
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : lifecycle.draining ? 'stopping' : 'not ready',
      db: dbOk ? 'ok' : 'unreachable',
      photos: photosOk ? 'ok' : 'unreachable',
    })
  })
}
