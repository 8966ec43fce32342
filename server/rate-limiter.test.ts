import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limiter'

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
})
