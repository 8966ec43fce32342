import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { Db } from './db/database'
import { msg } from '../shared/messages'
import { tooManyRequests } from './http'

// Search is public, so each address gets two allowances, kept in one row and checked in one statement:
// - searches per minute (SEARCH_RATE_LIMIT): generous for a person paging through results, too tight for a
//   scraper walking every profile;
// - a share of the time spent reading (SEARCH_SHARE_PERCENT, issue 25: no visitor slows another). The slowest
//   search one can find still takes some milliseconds of the database's processor: one client repeating it
//   back to back kept a core of two busy, and every other visitor's searches took nearly twice as long. So
//   each address has a virtual clock: a read of `ms` milliseconds moves its `dueAt` forward by ms ÷ share, and
//   the next search waits while `dueAt` is more than the tolerance ahead of now. A person searching, even
//   quickly, never comes near it; a client asking back to back is slowed to its share, and past a wait of
//   `MAX_WAIT_MS` refused with 429.
// Both live in the database, so several server processes keep one account, and each search reserves its turn
// (at an estimate) before it starts, so simultaneous requests from one address cannot all pass at once.

/** The reading time reserved before a search runs; a search that takes longer settles the rest. */
const ESTIMATE_MS = 5
/** How far ahead of now an address's clock may run before its searches wait. */
export const TOLERANCE_MS = 3_000
/** A longer wait is refused instead (429 with Retry-After). */
export const MAX_WAIT_MS = 2_000
const MINUTE = 60_000

export interface ShareRules {
  /** Searches per address and minute. */
  perMinute: number
  /** The share of the time, 1 to 100, an address's searches may spend reading (0: no share is kept). */
  percent: number
}

export class ReadShare {
  constructor(
    private readonly db: Db,
    private readonly rules: ShareRules,
    private readonly now: () => number = Date.now,
  ) {}

  private cost(ms: number): number {
    return this.rules.percent > 0 ? Math.round((ms * 100) / this.rules.percent) : 0
  }

  /**
   * Counts a search and reserves its reading: `{ wait }`, the milliseconds to wait before it may read (0: at
   * once), or `{ refused }`, the milliseconds after which to ask again, past its searches a minute or its share
   * (its reservation is then given back).
   */
  async reserve(key: string): Promise<{ wait: number } | { refused: number; past: 'minute' | 'share' }> {
    const now = this.now()
    const minute = now - (now % MINUTE)
    const cost = this.cost(ESTIMATE_MS)
    const row = await this.db
      .insertInto('readShares')
      .values({ key, dueAt: now + cost, minute, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          dueAt: sql<number>`case when "readShares"."dueAt" > ${now} then "readShares"."dueAt" else ${now} end + ${cost}`,
          count: sql<number>`case when "readShares"."minute" = ${minute} then "readShares"."count" + 1 else 1 end`,
          minute,
        }),
      )
      .returning(['dueAt', 'count'])
      .executeTakeFirstOrThrow()
    const wait = Number(row.dueAt) - cost - TOLERANCE_MS - now
    if (Number(row.count) > this.rules.perMinute) {
      await this.shift(key, -cost)
      return { refused: minute + MINUTE - now, past: 'minute' }
    }
    if (wait > MAX_WAIT_MS) {
      await this.shift(key, -cost)
      return { refused: MAX_WAIT_MS, past: 'share' }
    }
    return { wait: Math.max(0, wait) }
  }

  /** Settles a search that read for `ms`: what it took beyond the estimate reserved (nothing when less). */
  async settle(key: string, ms: number): Promise<void> {
    if (ms > ESTIMATE_MS) await this.shift(key, this.cost(ms) - this.cost(ESTIMATE_MS))
  }

  /** Moves the address's clock by `ms` (back, for a search that did not read). */
  private async shift(key: string, ms: number) {
    if (!ms) return
    await this.db
      .updateTable('readShares')
      .set({ dueAt: sql<number>`"dueAt" + ${ms}` })
      .where('key', '=', key)
      .execute()
  }

  /**
   * Fastify hooks for search: `preHandler` counts and reserves, then waits or refuses; `onResponse` settles
   * with the time the answer took.
   */
  hooks(log: (error: unknown) => void) {
    const started = new WeakMap<FastifyRequest, number>()
    const keyOf = (request: FastifyRequest) => `search:${request.ip}`
    return {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const turn = await this.reserve(keyOf(request))
        // Past its share: a wait of seconds, not minutes.
        if ('refused' in turn)
          return turn.past === 'minute'
            ? tooManyRequests(reply, turn.refused)
            : tooManyRequests(reply, turn.refused, msg.searchesTooFast)
        if (turn.wait) await new Promise((resolve) => setTimeout(resolve, turn.wait))
        started.set(request, performance.now())
      },
      onResponse: async (request: FastifyRequest) => {
        const at = started.get(request)
        // Not awaited by the answer, which is already sent.
        if (at !== undefined) this.settle(keyOf(request), performance.now() - at).catch(log)
      },
    }
  }
}
