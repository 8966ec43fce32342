import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { configFromEnv } from './config'
import { openDatabase } from './db/database'
import type { Db } from './db/database'
import { MAX_WAIT_MS, ReadShare, TOLERANCE_MS } from './read-share'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Search's allowances per address (issue 25): searches per minute and a share of reading time. Both live in
// the database: a second connection stands for a second server process.
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
  // At 10 %, the 5 ms reserved before each search move the address's clock by 50 ms. Near today's time: the
  // retention job (which the test server runs) erases clocks days behind it.
  let now = Date.now()
  const rules = { perMinute: 1_000, percent: 10 }
  const here = () => new ReadShare(s.db, rules, () => now)
  const there = () => new ReadShare(other, rules, () => now)
  const waitOf = async (share: ReadShare, key: string) => {
    const turn = await share.reserve(key)
    return 'wait' in turn ? turn.wait : null
  }

  it('lets an address read at once within the tolerance, then makes it wait, in every process', async () => {
    const atOnce = TOLERANCE_MS / 50
    for (let i = 0; i <= atOnce; i++) expect(await waitOf(here(), 'quick')).toBe(0)
    expect(await waitOf(there(), 'quick')).toBe(50)
    expect(await waitOf(here(), 'quick')).toBe(100)
    // Another address is not held by it.
    expect(await waitOf(there(), 'someone-else')).toBe(0)
    // Time passing pays the reads off.
    now += 1_000
    expect(await waitOf(here(), 'quick')).toBe(0)
  })

  it('charges what a search really took beyond the estimate once it is settled', async () => {
    expect(await waitOf(here(), 'slow')).toBe(0)
    // 304 ms at 10 %: 3,040 ms of the clock, 50 of them reserved already.
    await there().settle('slow', 304)
    // With the next search's 50: 3,090 ms ahead, 40 more than the tolerance allows.
    expect(await waitOf(here(), 'slow')).toBe(40)
    // A search quicker than the estimate gives nothing back (it saves a write).
    await here().settle('slow', 1)
    expect(await waitOf(here(), 'slow')).toBe(90)
  })

  it('refuses a search that would wait longer than the longest wait, and gives its reservation back', async () => {
    await here().reserve('flood')
    // 5,010 ms ahead of now: the next search would wait 2,010 ms.
    await here().settle('flood', (TOLERANCE_MS + MAX_WAIT_MS) / 10 + 1)
    expect(await here().reserve('flood')).toEqual({ refused: MAX_WAIT_MS, past: 'share' })
    const row = await s.db
      .selectFrom('readShares')
      .select('dueAt')
      .where('key', '=', 'flood')
      .executeTakeFirstOrThrow()
    expect(Number(row.dueAt)).toBe(now + TOLERANCE_MS + MAX_WAIT_MS + 10)
  })

  it('reserves simultaneous searches one by one, whichever process takes them', async () => {
    const waits = await Promise.all(
      Array.from({ length: 200 }, (_, i) => waitOf(i % 2 ? here() : there(), 'burst')),
    )
    const allowed = waits.filter((w) => w !== null)
    // 61 at once (the tolerance), then 50 ms more each up to the longest wait (40 more); the rest refused.
    expect(allowed.filter((w) => w === 0)).toHaveLength(TOLERANCE_MS / 50 + 1)
    expect(allowed).toHaveLength((TOLERANCE_MS + MAX_WAIT_MS) / 50 + 1)
    expect(new Set(allowed).size).toBe(MAX_WAIT_MS / 50 + 1)
  })

  it('counts searches per minute, across processes, and says when the minute ends', async () => {
    now = Math.ceil(now / 60_000) * 60_000 + 45_000
    const few = { perMinute: 3, percent: 0 }
    const turns = [
      await new ReadShare(s.db, few, () => now).reserve('scraper'),
      await new ReadShare(other, few, () => now).reserve('scraper'),
      await new ReadShare(s.db, few, () => now).reserve('scraper'),
      await new ReadShare(other, few, () => now).reserve('scraper'),
    ]
    expect(turns).toEqual([{ wait: 0 }, { wait: 0 }, { wait: 0 }, { refused: 15_000, past: 'minute' }])
    now += 15_000
    expect(await new ReadShare(s.db, few, () => now).reserve('scraper')).toEqual({ wait: 0 })
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

  it('answers a flood from one address with 429 past its share, and another address at once', async () => {
    // At 1 %, each search reserves 500 ms of the address's clock: at most 7 run at once and 4 more after a
    // wait, fewer as the first settle what they took.
    const flood = await Promise.all(Array.from({ length: 30 }, () => searchFrom('203.0.113.40')))
    const refused = flood.filter((r) => r.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(30 - 11)
    expect(flood.filter((r) => r.status === 200).length).toBeGreaterThan(0)
    expect(refused[0].headers.get('retry-after')).toBe(String(MAX_WAIT_MS / 1000))
    expect(((await refused[0].json()) as { message: string }).message).toBe(msg.searchesTooFast)
    const neighbour = await searchFrom('198.51.100.41')
    expect(neighbour.status).toBe(200)
  })
})
