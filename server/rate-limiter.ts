import { sql } from 'kysely'
import type { Db } from './db/database'

// Limits that hold across several server processes on one database: every count lives in the database and
// every check-and-record is one atomic statement (or a compare-and-set), so neither a burst of simultaneous
// requests nor a second server gets more than the limit.

/** A fixed window per key (an address, an e-mail): at most `max` hits per window. */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private window() {
    const now = this.now()
    const start = now - (now % this.windowMs)
    return { now, start: new Date(start).toISOString(), end: start + this.windowMs }
  }

  /** The milliseconds to wait when the key is over its limit, else 0; records nothing. */
  async wait(key: string): Promise<number> {
    const w = this.window()
    const row = await this.db
      .selectFrom('limitCounters')
      .select(['windowStart', 'count'])
      .where('key', '=', key)
      .executeTakeFirst()
    return row && row.windowStart === w.start && row.count >= this.max ? w.end - w.now : 0
  }

  /** Records an attempt (atomically); the milliseconds to wait when it is over the limit, else 0. */
  async hit(key: string): Promise<number> {
    const w = this.window()
    const row = await this.db
      .insertInto('limitCounters')
      .values({ key, windowStart: w.start, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when "limitCounters"."windowStart" = ${w.start} then "limitCounters"."count" + 1 else 1 end`,
          windowStart: w.start,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow()
    return Number(row.count) > this.max ? w.end - w.now : 0
  }

  /** Gives back a recorded attempt that turned out not to count (a successful login). */
  async release(key: string): Promise<void> {
    await this.db
      .updateTable('limitCounters')
      .set({ count: sql<number>`"count" - 1` })
      .where('key', '=', key)
      .where('windowStart', '=', this.window().start)
      .where('count', '>', 0)
      .execute()
  }

  /** Old windows go (called from time to time; a stale row is harmless, only its space is not). */
  async prune(): Promise<void> {
    const cutoff = new Date(this.now() - 2 * this.windowMs).toISOString()
    await this.db.deleteFrom('limitCounters').where('windowStart', '<', cutoff).execute()
  }
}

export interface BackoffRules {
  /** Failures that cost nothing: a person mistyping. */
  free: number
  /** The wait after the last free failure; it doubles with each further one. */
  firstDelayMs: number
  maxDelayMs: number
  /** Failures are forgotten this long after the last one (a success forgets them at once). */
  forgetMs: number
}

/**
 * Growing delays after repeated failures, per key (an account at one address): the first `free` failures
 * pass, then each further attempt must wait firstDelay · 2^(failures − free) after the last failure, at most
 * maxDelay. Nothing is ever locked for good, so a guesser cannot lock a person out for long.
 */
export class FailureBackoff {
  constructor(
    private readonly db: Db,
    private readonly rules: BackoffRules,
    private readonly now: () => number = Date.now,
  ) {}

  /** The delay the given number of failures imposes before the next attempt. */
  delayAfter(failures: number): number {
    const { free, firstDelayMs, maxDelayMs } = this.rules
    if (failures < free) return 0
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - free, 30))
  }

  /** The milliseconds to wait before the next attempt for the key, else 0; records nothing. */
  async wait(key: string): Promise<number> {
    const now = this.now()
    const entry = await this.current(key, now)
    return entry ? Math.max(0, Date.parse(entry.lastAt) + this.delayAfter(entry.failures) - now) : 0
  }

  /**
   * Counts an attempt as a failure before its outcome is known, when no delay is due: 0 when it may go on,
   * else the milliseconds to wait. A compare-and-set on the row, so of simultaneous attempts (in any
   * process) only as many pass as the free failures allow. A success `clear`s.
   */
  async reserve(key: string): Promise<number> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const now = this.now()
      const entry = await this.current(key, now)
      const wait = entry ? Math.max(0, Date.parse(entry.lastAt) + this.delayAfter(entry.failures) - now) : 0
      if (wait) return wait
      const lastAt = new Date(now).toISOString()
      if (!entry) {
        const inserted = await this.db
          .insertInto('backoffs')
          .values({ key, failures: 1, lastAt })
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 0
        continue
      }
      const updated = await this.db
        .updateTable('backoffs')
        .set({ failures: entry.failures + 1, lastAt })
        .where('key', '=', key)
        .where('failures', '=', entry.failures)
        .where('lastAt', '=', entry.lastAt)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 1) return 0
    }
    // Lost the race every time: under a burst, waiting a moment is the safe answer.
    return this.rules.firstDelayMs
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('backoffs').where('key', '=', key).execute()
  }

  /** The key's failures, or none when they are older than the forgetting time (the row then goes). */
  private async current(key: string, now: number) {
    const entry = await this.db
      .selectFrom('backoffs')
      .select(['failures', 'lastAt'])
      .where('key', '=', key)
      .executeTakeFirst()
    if (entry && now - Date.parse(entry.lastAt) >= this.rules.forgetMs) {
      await this.db.deleteFrom('backoffs').where('key', '=', key).where('lastAt', '=', entry.lastAt).execute()
      return undefined
    }
    return entry ? { failures: Number(entry.failures), lastAt: entry.lastAt } : undefined
  }
}
