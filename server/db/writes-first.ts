import type { FastifyInstance } from 'fastify'

// Reads never starve writes (issue 25). On PostgreSQL the searches' queries run in the database's own
// processes, beside the writes', and share its processors with them: 10 visitors searching back to back took
// half of them and more, and registrations at the office slowed to about half their rate. So while a write is
// in flight in this server, searches and matches read one at a time; with none, as many as the read pool has.
// On SQLite the read pool's workers follow the same rule (server/db/read-pool.ts).

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Counts this server's requests that may write (every method but GET, HEAD and OPTIONS) until each ends. */
export function trackWrites(app: FastifyInstance): () => number {
  let writes = 0
  app.addHook('onRequest', async (request, reply) => {
    if (READ_METHODS.has(request.method)) return
    writes++
    // 'close' comes once for every response, sent or abandoned by the client.
    reply.raw.once('close', () => writes--)
  })
  return () => writes
}

/**
 * At most `size` reads at once, or one while `writing()` says writes are in flight, resting between reads; the
 * rest wait in turn.
 */
export function readGate(size: number, writing: () => number) {
  let running = 0
  const waiting: (() => void)[] = []
  const limit = () => (writing() > 0 ? 1 : size)
  const wake = () => {
    while (waiting.length && running < limit()) {
      running++
      waiting.shift()!()
    }
  }
  return {
    async run<T>(read: () => Promise<T>): Promise<T> {
      if (running < limit() && !waiting.length) running++
      else await new Promise<void>((resolve) => waiting.push(resolve))
      const started = performance.now()
      try {
        return await read()
      } finally {
        // With a write in flight the slot rests twice as long as the read took (at most 20 ms) before the next
        // read: the server's event loop, which answers each search too, then gives the writes most of its time.
        const rest = writing() > 0 ? Math.min(20, 2 * (performance.now() - started)) : 0
        const release = () => {
          running--
          wake()
        }
        if (rest > 1) setTimeout(release, rest)
        else release()
      }
    },
  }
}
