// In memory: one server process is the deployment. Every check-and-record below is synchronous, so two
// requests racing each other cannot both pass a check that only one of them should (the event loop never
// runs another request between a check and its record).

/** A fixed-size sliding window per key (an address, an e-mail). */
export class RateLimiter {
  private hits = new Map<string, number[]>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The milliseconds to wait when the key is over its limit, else 0; records nothing. */
  wait(key: string): number {
    const now = this.now()
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length) this.hits.set(key, recent)
    else this.hits.delete(key)
    return recent.length >= this.max ? this.windowMs - (now - recent[0]) : 0
  }

  /** Records an attempt; returns the milliseconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const wait = this.wait(key)
    if (wait) return wait
    const now = this.now()
    const recent = this.hits.get(key) ?? []
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 50_000) this.prune(now)
    return 0
  }

  /** Gives back the latest recorded attempt (a reserved slot that turned out not to count). */
  release(key: string): void {
    const recent = this.hits.get(key)
    recent?.pop()
    if (recent && !recent.length) this.hits.delete(key)
  }

  private prune(now: number) {
    for (const [key, times] of this.hits)
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key)
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
  private entries = new Map<string, { failures: number; last: number }>()

  constructor(
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
  wait(key: string): number {
    const now = this.now()
    const entry = this.current(key, now)
    return entry ? Math.max(0, entry.last + this.delayAfter(entry.failures) - now) : 0
  }

  /**
   * Counts an attempt as a failure before its outcome is known (call it right after `wait` said 0): a burst
   * of simultaneous attempts then meets the delay as soon as the free ones are used up. A success `clear`s.
   */
  fail(key: string): void {
    const now = this.now()
    const failures = (this.current(key, now)?.failures ?? 0) + 1
    this.entries.set(key, { failures, last: now })
    if (this.entries.size > 50_000) this.prune(now)
  }

  clear(key: string): void {
    this.entries.delete(key)
  }

  private current(key: string, now: number) {
    const entry = this.entries.get(key)
    if (entry && now - entry.last >= this.rules.forgetMs) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries)
      if (now - entry.last >= this.rules.forgetMs) this.entries.delete(key)
  }
}
