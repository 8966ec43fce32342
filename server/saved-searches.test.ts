import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompiledQuery } from 'kysely'
import { msg } from '../shared/messages'
import type { SearchQuery } from '../shared/schemas/search'
import { newSinceCount } from './matching/saved-searches'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Saved searches: members keep up to ten, each counting the profiles that joined since they last opened it.

describe('saved searches over HTTP', () => {
  let s: TestServer
  let staff: string
  let anu: string
  let ravi: string
  const auth = (t: string) => ({ authorization: `Bearer ${t}` })
  const del = (path: string, token: string) =>
    fetch(`${s.url}/api/${path}`, { method: 'DELETE', headers: auth(token) }).then((r) => r.status)
  const tamilBrides = { gender: 'female', motherTongue: 'tamil' }
  let n = 0
  const publish = (overrides: Record<string, unknown>) =>
    s.createPublished(profileBody({ email: `p${++n}@example.com`, ...overrides }), staff)

  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('staff@example.com', 'staff-password-1')
    staff = await s.login('staff@example.com', 'staff-password-1')
    await s.addAccount('anu@example.com', 'member-password-1', 'member')
    await s.addAccount('ravi@example.com', 'member-password-2', 'member')
    anu = await s.login('anu@example.com', 'member-password-1')
    ravi = await s.login('ravi@example.com', 'member-password-2')
    await publish({ firstName: 'Meena', motherTongue: 'tamil' })
  })
  afterAll(() => s.close())

  it('saves a search, lists it with profiles new since the last visit, and seen starts again from now', async () => {
    const saved = await s.post('saved-searches', { name: 'Tamil brides', criteria: tamilBrides }, auth(anu))
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    expect(saved.body.search).toMatchObject({ name: 'Tamil brides', criteria: tamilBrides, newCount: 0 })
    const id = saved.body.search.id as number

    // A matching profile joins, and one that does not match (Telugu).
    await new Promise((r) => setTimeout(r, 5))
    await publish({ firstName: 'Lakshmi', motherTongue: 'tamil' })
    await publish({ firstName: 'Sravani', motherTongue: 'telugu' })
    const listed = await s.get('saved-searches', auth(anu))
    expect(listed.status).toBe(200)
    expect(listed.body.max).toBe(10)
    expect(listed.body.searches).toHaveLength(1)
    expect(listed.body.searches[0]).toMatchObject({ id, name: 'Tamil brides', newCount: 1, newCapped: false })

    const seen = await s.post(`saved-searches/${id}/seen`, {}, auth(anu))
    expect(seen.status).toBe(200)
    expect(seen.body.search.newCount).toBe(0)
    expect((await s.get('saved-searches', auth(anu))).body.searches[0].newCount).toBe(0)
    // Download my data lists them.
    const exported = await s.get('privacy/export', auth(anu))
    expect(exported.status).toBe(200)
    expect(exported.body.savedSearches).toEqual([
      expect.objectContaining({ name: 'Tamil brides', criteria: tamilBrides }),
    ])
  })

  it("answers another member's saved search as missing, and lists only one's own", async () => {
    const mine = (await s.get('saved-searches', auth(anu))).body.searches[0].id as number
    expect((await s.get('saved-searches', auth(ravi))).body.searches).toEqual([])
    const seen = await s.post(`saved-searches/${mine}/seen`, {}, auth(ravi))
    expect(seen.status).toBe(404)
    expect(seen.body.message).toBe(msg.savedSearchNotFound)
    expect(await del(`saved-searches/${mine}`, ravi)).toBe(404)
    expect((await s.get('saved-searches', auth(anu))).body.searches).toHaveLength(1)
  })

  it('refuses criteria the search refuses, a blank name, staff and anonymous callers', async () => {
    const bad = await s.post('saved-searches', { name: 'X', criteria: { religion: 'nonsense' } }, auth(ravi))
    expect(bad.status).toBe(400)
    expect(bad.body.errors.criteria ?? bad.body.errors['criteria.religion']).toBeTruthy()
    const order = await s.post(
      'saved-searches',
      { name: 'X', criteria: { ageFrom: 40, ageTo: 30 } },
      auth(ravi),
    )
    expect(order.status).toBe(400)
    expect((await s.post('saved-searches', { name: ' ', criteria: {} }, auth(ravi))).status).toBe(400)
    expect((await s.post('saved-searches', { name: 'X', criteria: {} }, auth(staff))).status).toBe(403)
    expect((await s.post('saved-searches', { name: 'X', criteria: {} })).status).toBe(401)
    expect((await s.get('saved-searches', auth(ravi))).body.searches).toEqual([])
  })

  it('keeps at most ten per member, with a clear message; deleting one makes room', async () => {
    const ids: number[] = []
    for (let i = 1; i <= 10; i++) {
      const r = await s.post(
        'saved-searches',
        { name: `Search ${i}`, criteria: { ageFrom: 22 + i } },
        auth(ravi),
      )
      expect(r.status).toBe(201)
      ids.push(r.body.search.id)
    }
    const eleventh = await s.post('saved-searches', { name: 'One more', criteria: {} }, auth(ravi))
    expect(eleventh.status).toBe(409)
    expect(eleventh.body.message).toBe(msg.savedSearchLimit)
    expect(await del(`saved-searches/${ids[3]}`, ravi)).toBe(200)
    expect((await s.post('saved-searches', { name: 'One more', criteria: {} }, auth(ravi))).status).toBe(201)
    expect((await s.get('saved-searches', auth(ravi))).body.searches).toHaveLength(10)
  })

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'counts the new profiles on an index from the last visit, never a whole table (SQLite)',
    async () => {
      const plans = async (criteria: SearchQuery) => {
        const q = newSinceCount(s.db, criteria, new Date().toISOString(), 1, true).compile()
        const plan = await s.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
        )
        return plan.rows.map((r) => r.detail).join(' | ')
      }
      const city = await plans({ gender: 'female', city: 'Chennai' } as SearchQuery)
      expect(city).toMatch(
        /profiles USING (COVERING )?INDEX profiles_city_created \(status=\? AND city=\? AND createdAt>\?\)/,
      )
      const open = await plans({} as SearchQuery)
      expect(open).toMatch(/profiles USING (COVERING )?INDEX profiles_created \(status=\? AND createdAt>\?\)/)
      expect(`${city} ${open}`).not.toMatch(/SCAN profiles(?! USING)/)
    },
  )
})
