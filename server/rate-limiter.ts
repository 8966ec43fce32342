// A fixed-size sliding window per key (IP address, e-mail). In memory: one server process is the deployment.
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
    this.hits.set(key, recent)
    return recent.length >= this.max ? this.windowMs - (now - recent[0]) : 0
  }

  /** Records an attempt; returns the milliseconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const wait = this.wait(key)
    if (wait) return wait
    const now = this.now()
    const recent = this.hits.get(key)!
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 50_000) this.prune(now)
    return 0
  }

  private prune(now: number) {
    for (const [key, times] of this.hits)
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key)
  }
}
