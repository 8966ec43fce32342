import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { Db } from './db/database'
import { tooManyRequests } from './http'

// No visitor slows another (issue 25). Search is public, and the slowest search one can find still takes some
// milliseconds of the database's processor: one visitor repeating it back to back kept a core of two busy and
// every other visitor's searches took nearly twice as long. So each visitor (an account, or an address without
// one) may keep search reading for a share of the time only, as a virtual clock per visitor: a read of `ms`
// milliseconds moves the visitor's `dueAt` forward by ms ÷ share; the next read waits while `dueAt` is more
// than the tolerance ahead of now. A person searching, even quickly, never comes near it; a client repeating
// searches back to back is slowed to its share, and past a wait of `MAX_WAIT_MS` refused with 429. The clock
// lives in the database, so several server processes keep one account, and each read is reserved (at an
// estimate) before it starts, so simultaneous requests from one visitor cannot all pass at once.

/** The reading time reserved before a search runs; the difference is settled once its answer is sent. */
const ESTIMATE_MS = 2
/** How far ahead of now a visitor's clock may run before its reads wait: a burst of share × this of reading. */
export const TOLERANCE_MS = 3_000
/** A longer wait is refused instead (429 with Retry-After). */
export const MAX_WAIT_MS = 2_000

export class ReadShare {
  /** `percent`: of the time a visitor's searches may spend reading, 1 to 100 (0: no share is kept). */
  constructor(
    private readonly db: Db,
    private readonly percent: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.percent > 0
  }

  private cost(ms: number): number {
    return Math.round((ms * 100) / this.percent)
  }

  /**
   * Reserves the visitor's next read: the milliseconds to wait before it may start (0: at once), or null when
   * that wait would be longer than `MAX_WAIT_MS` (the reservation is then given back).
   */
  async reserve(key: string): Promise<number | null> {
    const now = this.now()
    const cost = this.cost(ESTIMATE_MS)
    const row = await this.db
      .insertInto('readShares')
      .values({ key, dueAt: now + cost })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          dueAt: sql<number>`case when "readShares"."dueAt" > ${now} then "readShares"."dueAt" else ${now} end + ${cost}`,
        }),
      )
      .returning('dueAt')
      .executeTakeFirstOrThrow()
    const wait = Number(row.dueAt) - cost - TOLERANCE_MS - now
    if (wait <= 0) return 0
    if (wait <= MAX_WAIT_MS) return wait
    await this.settle(key, 0)
    return null
  }

  /** Settles a reserved read that took `ms` (0: it did not run). */
  async settle(key: string, ms: number): Promise<void> {
    const difference = this.cost(ms) - this.cost(ESTIMATE_MS)
    if (!difference) return
    await this.db
      .updateTable('readShares')
      .set({ dueAt: sql<number>`"dueAt" + ${difference}` })
      .where('key', '=', key)
      .execute()
  }

  /**
   * Fastify hooks for a route: `preHandler` (after the session's, so that the caller is known) reserves and
   * waits, or refuses; `onResponse` settles with the time the answer took.
   */
  hooks(log: (error: unknown) => void) {
    const started = new WeakMap<FastifyRequest, { key: string; at: number }>()
    const keyOf = (request: FastifyRequest) =>
      request.caller ? `search:account:${request.caller.accountId}` : `search:${request.ip}`
    return {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!this.enabled) return
        const key = keyOf(request)
        const wait = await this.reserve(key)
        if (wait === null) return tooManyRequests(reply, MAX_WAIT_MS)
        if (wait) await new Promise((resolve) => setTimeout(resolve, wait))
        started.set(request, { key, at: performance.now() })
      },
      onResponse: async (request: FastifyRequest) => {
        const reserved = started.get(request)
        if (!reserved) return
        // Not awaited by the answer, which is already sent.
        this.settle(reserved.key, performance.now() - reserved.at).catch(log)
      },
    }
  }
}
