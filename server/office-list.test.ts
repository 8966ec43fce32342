import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Issue 21, the dashboard of an office with thousands of families: search by name or profile id, a status
// (photo waiting and reported included), newest registered or last changed first, pages by key, audited.
describe('the office list: search, status, order, pages by key', () => {
  let s: TestServer
  let staff: string
  let other: string
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    s = await startTestServer()
    const office = await s.addOffice('Salem office')
    await s.addAccount('desk@example.com', 'desk-password', 'staff', office)
    await s.addAccount('far@example.com', 'far-password', 'staff', await s.addOffice('Pune office'))
    staff = await s.login('desk@example.com', 'desk-password')
    other = await s.login('far@example.com', 'far-password')
    for (const [first, last] of [
      ['Meenakshi', 'Sundaram'],
      ['Meera', 'Iyer'],
      ['Kavya', 'Meenan'],
      ['Divya', 'Raman'],
    ]) {
      const res = await s.post('user/create-form', profileBody({ firstName: first, lastName: last }), auth())
      ids[first] = res.body.data.id
    }
    // Far's office has a Meenakshi too: never in this office's list.
    await s.post('user/create-form', profileBody({ firstName: 'Meenakshi' }), auth(other))
    await s.db.insertInto('reports').values(reportRow(ids.Kavya)).execute()
  })
  afterAll(() => s.close())
  const auth = (t = staff) => ({ authorization: `Bearer ${t}` })
  const reportRow = (profileId: number) =>
    ({
      profileId,
      reporterProfileId: null,
      reporterAccountId: 1,
      reason: 'fake',
      details: null,
      status: 'open',
      createdAt: new Date().toISOString(),
    }) as never
  const names = async (query: string) => {
    const res = await s.get(`profiles/mine?${query}`, auth())
    expect(res.status).toBe(200)
    return res.body.results.map((p: { firstName: string }) => p.firstName)
  }

  it('finds by the start of a first or last name, any case, and by profile id', async () => {
    expect(await names('q=meen')).toEqual(['Kavya', 'Meenakshi'])
    expect(await names('q=MEENAKSHI%20sun')).toEqual(['Meenakshi'])
    expect(await names(`q=MT${String(ids.Divya).padStart(6, '0')}`)).toEqual(['Divya'])
    expect(await names(`q=${ids.Meera}`)).toEqual(['Meera'])
    expect(await names('q=%25')).toEqual([])
    expect(await names('q=nobody')).toEqual([])
  })

  it('filters by status, a reported profile and a photo waiting', async () => {
    expect(await names('status=pending_consent')).toHaveLength(4)
    expect(await names('status=published')).toEqual([])
    expect(await names('status=reported')).toEqual(['Kavya'])
    expect(await names('status=photo_waiting')).toEqual([])
    expect((await s.get('profiles/mine?status=everything', auth())).status).toBe(400)
  })

  it('sorts by registration or last change, and pages by key without repeats', async () => {
    expect(await names('')).toEqual(['Divya', 'Kavya', 'Meera', 'Meenakshi'])
    await s.db
      .updateTable('profiles')
      .set({ updatedAt: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', ids.Meera)
      .execute()
    expect((await names('sort=changed'))[0]).toBe('Meera')
    for (let i = 0; i < 12; i++)
      await s.post('user/create-form', profileBody({ firstName: `Extra${i}` }), auth())
    const seen: number[] = []
    let after = ''
    for (let n = 0; n < 5 && after !== null; n++) {
      const res = await s.get(`profiles/mine${after ? `?after=${after}` : ''}`, auth())
      seen.push(...res.body.results.map((p: { id: number }) => p.id))
      after = res.body.next
      expect(res.body.total).toBe(16)
    }
    expect(seen).toHaveLength(16)
    expect(new Set(seen).size).toBe(16)
    expect(seen).toEqual([...seen].sort((a, b) => b - a))
  })

  it('audits each list read, and shows another office nothing of this one', async () => {
    const before = await s.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'office.listed')
      .execute()
    await names('q=meen')
    const after = await s.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'office.listed')
      .execute()
    expect(after.length).toBe(before.length + 1)
    expect(after.at(-1)?.detail).toContain(`MT${String(ids.Meenakshi).padStart(6, '0')}`)
    const theirs = await s.get('profiles/mine?q=meen', auth(other))
    expect(theirs.body.results.map((p: { id: number }) => p.id)).not.toContain(ids.Meenakshi)
    expect(theirs.body.total).toBe(1)
  })
})
