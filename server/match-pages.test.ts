import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchKey, pageAfter, parseMatchKey } from './matching/match-pages'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Matches past the first 20: paged by key (the last match shown), the same order on every call.

const year = new Date().getFullYear()
const dob = (age: number) => `${year - age - 1}-12-31`

describe('match pages by key', () => {
  it('takes each match once, in rank order, whatever the ties', () => {
    const ranked = Array.from({ length: 45 }, (_, i) => ({
      score: i % 3,
      row: { id: i + 1, createdAt: `2026-01-0${(i % 5) + 1}T00:00:00.000Z` },
    }))
    const seen: number[] = []
    let after: ReturnType<typeof parseMatchKey> = null
    for (let pages = 0; pages < 5; pages++) {
      const { page, next } = pageAfter(ranked, after, 20)
      seen.push(...page.map((m) => m.row.id))
      if (!next) break
      after = parseMatchKey(next)
      expect(after).not.toBeNull()
    }
    expect(seen).toHaveLength(45)
    expect(new Set(seen).size).toBe(45)
    expect(parseMatchKey(matchKey(ranked[7]))).toEqual({
      score: ranked[7].score,
      createdAt: ranked[7].row.createdAt,
      id: 8,
    })
    for (const bad of ['', '1~x~2', "1~2026-01-01T00:00:00Z~1'; drop", '1~2026-01-01T00:00:00Z'])
      expect(parseMatchKey(bad)).toBeNull()
  })
})

describe('matches past the first 20 over HTTP', () => {
  let s: TestServer
  let staff: string
  let bride: number
  const auth = (t: string) => ({ authorization: `Bearer ${t}` })

  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('pages@example.com', 'office-password')
    staff = await s.login('pages@example.com', 'office-password')
    const base = {
      country: 'india',
      religion: 'hinduism',
      maritalStatus: 'single',
      motherTongue: 'tamil',
      caste: 'Iyer',
      state: 'Tamil Nadu',
      city: 'Chennai',
    }
    bride = await s.createPublished(
      profileBody({ ...base, firstName: 'Vaidehi', gender: 'female', dob: dob(27), age: 27, height: 62 }),
      staff,
    )
    for (let i = 0; i < 26; i++)
      await s.createPublished(
        profileBody({
          ...base,
          firstName: `Groom${String.fromCharCode(65 + i)}`,
          gender: 'male',
          dob: dob(28 + (i % 4)),
          age: 28 + (i % 4),
          height: 68,
        }),
        staff,
      )
  }, 120_000)
  afterAll(() => s.close())

  it('pages by key: twenty, then the rest, none twice; a bad key is refused', async () => {
    const first = await s.get(`matches?for=${bride}&mutual=0`, auth(staff))
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.results).toHaveLength(20)
    expect(first.body.next).toEqual(expect.any(String))
    const second = await s.get(
      `matches?for=${bride}&mutual=0&after=${encodeURIComponent(first.body.next)}`,
      auth(staff),
    )
    expect(second.status).toBe(200)
    expect(second.body.next).toBeNull()
    const names = [...first.body.results, ...second.body.results].map(
      (r: { firstName: string }) => r.firstName,
    )
    expect(names).toHaveLength(26)
    expect(new Set(names).size).toBe(26)
    expect((await s.get(`matches?for=${bride}&after=oops`, auth(staff))).status).toBe(400)
  })
})
