import { describe, expect, it } from 'vitest'
import { FailureBackoff, RateLimiter } from './rate-limiter'

describe('RateLimiter', () => {
  it('allows max hits per window per key, then says how long to wait', () => {
    let now = 0
    const limiter = new RateLimiter(3, 1000, () => now)
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0])
    now = 400
    expect(limiter.hit('a')).toBe(600)
    expect(limiter.hit('b')).toBe(0)
    expect(limiter.wait('a')).toBe(600)
    now = 1001
    expect(limiter.wait('a')).toBe(0)
    expect(limiter.hit('a')).toBe(0)
  })

  it('gives a reserved slot back', () => {
    const limiter = new RateLimiter(1, 1000, () => 0)
    expect(limiter.hit('a')).toBe(0)
    expect(limiter.wait('a')).toBe(1000)
    limiter.release('a')
    expect(limiter.hit('a')).toBe(0)
  })
})

describe('FailureBackoff', () => {
  const rules = { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetMs: 24 * 3_600_000 }

  it('lets the free failures pass, then doubles the wait per further failure, up to the cap', () => {
    let now = 0
    const backoff = new FailureBackoff(rules, () => now)
    for (let i = 0; i < 5; i++) {
      expect(backoff.wait('k')).toBe(0)
      backoff.fail('k')
    }
    const waits: number[] = []
    for (let i = 0; i < 8; i++) {
      const wait = backoff.wait('k')
      waits.push(wait)
      now += wait
      expect(backoff.wait('k')).toBe(0)
      backoff.fail('k')
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000])
  })

  it('counts a failure before its outcome, so a burst meets the delay after the free ones', () => {
    const backoff = new FailureBackoff(rules, () => 0)
    let passed = 0
    for (let i = 0; i < 60; i++)
      if (!backoff.wait('k')) {
        backoff.fail('k')
        passed++
      }
    expect(passed).toBe(5)
  })

  it('forgets on success and a day after the last failure; keys are separate', () => {
    let now = 0
    const backoff = new FailureBackoff(rules, () => now)
    for (let i = 0; i < 5; i++) backoff.fail('a')
    for (let i = 0; i < 5; i++) backoff.fail('b')
    expect(backoff.wait('a')).toBe(30_000)
    expect(backoff.wait('c')).toBe(0)
    backoff.clear('a')
    expect(backoff.wait('a')).toBe(0)
    now = rules.forgetMs
    expect(backoff.wait('b')).toBe(0)
    backoff.fail('b')
    expect(backoff.wait('b')).toBe(0)
  })
})
