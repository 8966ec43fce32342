import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv, rateWindowMinutesFrom } from './config'
import { openDatabase } from './db/database'
import type { Db } from './db/database'
import { FailureBackoff, RateLimiter } from './rate-limiter'

// The limits live in the database: two connections to one file stand for two server processes.
let dir: string
let db: Db
let other: Db
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'matrimony-limits-'))
  db = await openDatabase({ ...configFromEnv({}), dataDir: dir, databaseUrl: null })
  other = await openDatabase({ ...configFromEnv({}), dataDir: dir, databaseUrl: null })
})
afterAll(async () => {
  await db.destroy()
  await other.destroy()
  rmSync(dir, { recursive: true, force: true })
})

describe('RateLimiter', () => {
  it('refuses a window longer than the limit counters are kept', () => {
    expect(rateWindowMinutesFrom(undefined)).toBe(15)
    expect(rateWindowMinutesFrom('2880')).toBe(2880)
    expect(() => rateWindowMinutesFrom('2881')).toThrow(/at most 2880/)
    expect(() => configFromEnv({ RATE_LIMIT_WINDOW_MINUTES: '10080' })).toThrow(/RATE_LIMIT_WINDOW_MINUTES/)
  })

  it('allows max hits per window per key, then says how long to wait', async () => {
    let now = 0
    const limiter = new RateLimiter(db, 3, 1000, () => now)
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')]).toEqual([0, 0, 0])
    now = 400
    expect(await limiter.hit('a')).toBe(600)
    expect(await limiter.hit('b')).toBe(0)
    expect(await limiter.wait('a')).toBe(600)
    now = 1001
    expect(await limiter.wait('a')).toBe(0)
    expect(await limiter.hit('a')).toBe(0)
  })

  it('gives a reserved slot back', async () => {
    const limiter = new RateLimiter(db, 1, 1000, () => 0)
    expect(await limiter.hit('r')).toBe(0)
    expect(await limiter.wait('r')).toBe(1000)
    await limiter.release('r')
    expect(await limiter.hit('r')).toBe(0)
  })

  it('keeps one count for two processes hitting at once', async () => {
    const one = new RateLimiter(db, 10, 60_000, () => 5)
    const two = new RateLimiter(other, 10, 60_000, () => 5)
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).hit('shared')))
    expect(answers.filter((w) => w === 0)).toHaveLength(10)
  })
})

describe('FailureBackoff', () => {
  const rules = { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetMs: 24 * 3_600_000 }

  it('lets the free failures pass, then doubles the wait per further failure, up to the cap', async () => {
    let now = 0
    const backoff = new FailureBackoff(db, rules, () => now)
    for (let i = 0; i < 5; i++) expect(await backoff.reserve('k')).toBe(0)
    const waits: number[] = []
    for (let i = 0; i < 8; i++) {
      const wait = await backoff.wait('k')
      waits.push(wait)
      now += wait
      expect(await backoff.reserve('k')).toBe(0)
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000])
  })

  it('counts a failure before its outcome: of 60 at once, in two processes, only the free ones pass', async () => {
    const one = new FailureBackoff(db, rules, () => 0)
    const two = new FailureBackoff(other, rules, () => 0)
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).reserve('burst')),
    )
    expect(answers.filter((w) => w === 0)).toHaveLength(5)
  })

  it('forgets on success and a day after the last failure; keys are separate', async () => {
    let now = 0
    const backoff = new FailureBackoff(db, rules, () => now)
    for (let i = 0; i < 5; i++) await backoff.reserve('fa')
    for (let i = 0; i < 5; i++) await backoff.reserve('fb')
    expect(await backoff.wait('fa')).toBe(30_000)
    expect(await backoff.wait('fc')).toBe(0)
    await backoff.clear('fa')
    expect(await backoff.wait('fa')).toBe(0)
    now = rules.forgetMs
    expect(await backoff.wait('fb')).toBe(0)
    expect(await backoff.reserve('fb')).toBe(0)
    expect(await backoff.wait('fb')).toBe(0)
  })
})
