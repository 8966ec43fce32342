import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from './config'
import { openDatabase } from './db/database'
import type { Db } from './db/database'
import { MAX_WAIT_MS, ReadShare, TOLERANCE_MS } from './read-share'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

// No visitor slows another (issue 25): each visitor's searches may keep the database reading for a share of the
// time. The clock per visitor lives in the database: a second connection stands for a second server process.
let s: TestServer
let other: Db
beforeAll(async () => {
  s = await startTestServer({ searchSharePercent: 1, trustProxy: ['127.0.0.1'] })
  other = await openDatabase(s.config)
})
afterAll(async () => {
  await other.destroy()
  await s.close()
})

describe('ReadShare', () => {
  // At 10 %, a read of 2 ms (the estimate reserved before each read) moves the visitor's clock by 20 ms.
  // Near today's time: the retention job (which the test server runs) erases clocks days behind it.
  let now = Date.now()
  const here = () => new ReadShare(s.db, 10, () => now)
  const there = () => new ReadShare(other, 10, () => now)

  it('lets a visitor read at once within the tolerance, then makes it wait, in every process', async () => {
    const share = here()
    const atOnce = TOLERANCE_MS / 20
    for (let i = 0; i <= atOnce; i++) expect(await share.reserve('quick')).toBe(0)
    expect(await there().reserve('quick')).toBe(20)
    expect(await share.reserve('quick')).toBe(40)
    // Another visitor is not held by it.
    expect(await there().reserve('someone-else')).toBe(0)
    // Time passing pays the reads off.
    now += 1_000
    expect(await share.reserve('quick')).toBe(0)
  })

  it('charges what a read really took once it is settled', async () => {
    const share = here()
    expect(await share.reserve('slow')).toBe(0)
    // A read of 302 ms at 10 %: 3,020 ms of the clock, 20 of them reserved already.
    await there().settle('slow', 302)
    // The next read's 20 ms on top: 3,040 ms ahead, 20 more than the tolerance allows.
    expect(await share.reserve('slow')).toBe(20)
  })

  it('refuses a read that would wait longer than the longest wait, and gives its reservation back', async () => {
    const share = here()
    await share.reserve('flood')
    // 5,010 ms ahead of now: the next read would wait 2,010 ms.
    await share.settle('flood', (TOLERANCE_MS + MAX_WAIT_MS) / 10 + 1)
    expect(await share.reserve('flood')).toBeNull()
    const { dueAt } = await s.db
      .selectFrom('readShares')
      .select('dueAt')
      .where('key', '=', 'flood')
      .executeTakeFirstOrThrow()
    expect(Number(dueAt)).toBe(now + TOLERANCE_MS + MAX_WAIT_MS + 10)
  })

  it('reserves simultaneous reads one by one, whichever process takes them', async () => {
    const waits = await Promise.all(
      Array.from({ length: 300 }, (_, i) => (i % 2 ? here() : there()).reserve('burst')),
    )
    const sorted = [...waits].filter((w) => w !== null).sort((a, b) => a! - b!)
    // 151 at once (the tolerance), then 20 ms more each, up to the longest wait; the rest refused.
    expect(sorted.filter((w) => w === 0)).toHaveLength(TOLERANCE_MS / 20 + 1)
    expect(waits.filter((w) => w === null)).toHaveLength(300 - (TOLERANCE_MS + MAX_WAIT_MS) / 20 - 1)
    expect(new Set(sorted).size).toBe(sorted.length - TOLERANCE_MS / 20)
  })

  it('is 5 % by default, and SEARCH_SHARE_PERCENT=0 keeps none', () => {
    expect(configFromEnv({}).searchSharePercent).toBe(5)
    expect(configFromEnv({ SEARCH_SHARE_PERCENT: '20' }).searchSharePercent).toBe(20)
    expect(configFromEnv({ SEARCH_SHARE_PERCENT: '0' }).searchSharePercent).toBe(0)
  })
})

describe('search', () => {
  const searchFrom = (address: string) =>
    fetch(`${s.url}/api/profiles/search?gender=female`, { headers: { 'x-forwarded-for': address } })

  it('answers a flood of one visitor’s searches with 429 past its share, and another visitor at once', async () => {
    // At 1 %, each search reserves 200 ms of the visitor's clock: at most 16 run at once, 10 more after a wait,
    // fewer as the first searches settle what they took (up to 100 ms each here: 10 s of the clock).
    const flood = await Promise.all(Array.from({ length: 40 }, () => searchFrom('203.0.113.40')))
    const refused = flood.filter((r) => r.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(40 - 26)
    expect(flood.filter((r) => r.status === 200).length).toBeGreaterThan(0)
    expect(refused[0].headers.get('retry-after')).toBe(String(MAX_WAIT_MS / 1000))
    expect(((await refused[0].json()) as { message: string }).message).toMatch(/Please wait/)
    const neighbour = await searchFrom('198.51.100.41')
    expect(neighbour.status).toBe(200)
  })
})
