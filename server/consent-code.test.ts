import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Issue 21, families without e-mail: the office form takes an e-mail only when there is one; the printed
// consent code can be shown again (only to the office's staff) or replaced (the old one stops working).
describe('families without e-mail and their consent code', () => {
  let s: TestServer
  let staff: string
  let colleague: string
  let otherOffice: string
  let member: string
  beforeAll(async () => {
    s = await startTestServer()
    const office = await s.addOffice('Madurai office')
    await s.addAccount('desk@example.com', 'desk-password', 'staff', office)
    await s.addAccount('colleague@example.com', 'colleague-password', 'staff', office)
    await s.addAccount('far@example.com', 'far-password', 'staff', await s.addOffice('Pune office'))
    await s.addAccount('member@example.com', 'member-password', 'member')
    staff = await s.login('desk@example.com', 'desk-password')
    colleague = await s.login('colleague@example.com', 'colleague-password')
    otherOffice = await s.login('far@example.com', 'far-password')
    member = await s.login('member@example.com', 'member-password')
  })
  afterAll(() => s.close())
  const auth = (t: string) => ({ authorization: `Bearer ${t}` })
  const register = async (overrides: Record<string, unknown> = {}) => {
    const res = await s.post('user/create-form', profileBody({ email: '', ...overrides }), auth(staff))
    expect(res.status).toBe(201)
    return res.body.data as { id: number; consentCode: string }
  }
  const auditRows = (profileId: number) =>
    s.db
      .selectFrom('auditLog')
      .select(['action', 'accountId'])
      .where('profileId', '=', profileId)
      .where('action', 'like', 'consent.%')
      .orderBy('id')
      .execute()

  it('takes a profile without e-mail (blank or absent) and gives a consent code; a bad e-mail keeps its message', async () => {
    const blank = await register()
    expect(blank.consentCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    const row = await s.db
      .selectFrom('profiles')
      .select('email')
      .where('id', '=', blank.id)
      .executeTakeFirst()
    expect(row?.email).toBeNull()
    const { email: _omitted, ...withoutEmail } = profileBody()
    expect((await s.post('user/create-form', withoutEmail, auth(staff))).status).toBe(201)
    const bad = await s.post('user/create-form', profileBody({ email: 'not-an-address' }), auth(staff))
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ email: msg.emailShape })
    // No code is ever kept in the clear: only its hash and a sealed copy.
    const link = await s.db
      .selectFrom('consentLinks')
      .selectAll()
      .where('profileId', '=', blank.id)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(link)).not.toContain(blank.consentCode)
    expect(link.codeSealed).toEqual(expect.any(String))
  })

  it('shows the code again to the office’s staff only, and audits each showing', async () => {
    const { id, consentCode } = await register({ firstName: 'Meena' })
    const again = await s.get(`profiles/${id}/consent-code`, auth(colleague))
    expect(again.status).toBe(200)
    expect(again.body.code).toBe(consentCode)
    expect(again.body.expiresAt).toEqual(expect.any(String))
    for (const [who, status, message] of [
      [otherOffice, 403, msg.otherOffice],
      [member, 403, msg.staffOnly],
    ] as const) {
      const res = await s.get(`profiles/${id}/consent-code`, auth(who))
      expect(res.status).toBe(status)
      expect(res.body.message).toBe(message)
      expect(JSON.stringify(res.body)).not.toContain(consentCode)
      expect((await s.post(`profiles/${id}/consent-code`, {}, auth(who))).status).toBe(status)
    }
    expect((await s.get(`profiles/${id}/consent-code`)).status).toBe(401)
    expect(await auditRows(id)).toEqual([{ action: 'consent.codeShown', accountId: expect.any(Number) }])
    // The old code still works after nothing but showings.
    expect((await s.get(`consent?code=${consentCode}`)).status).toBe(200)
  })

  it('replaces the code: the old one stops working, the new one publishes the profile', async () => {
    const { id, consentCode: old } = await register({ firstName: 'Lakshmi' })
    const replaced = await s.post(`profiles/${id}/consent-code`, {}, auth(staff))
    expect(replaced.status).toBe(200)
    expect(replaced.body.code).not.toBe(old)
    expect((await s.get(`profiles/${id}/consent-code`, auth(staff))).body.code).toBe(replaced.body.code)
    const withOld = await s.post('consent', { code: old, agree: true })
    expect(withOld.status).toBe(400)
    expect(withOld.body.message).toBe(msg.consentLinkInvalid)
    expect((await s.post('consent', { code: replaced.body.code, agree: true })).status).toBe(200)
    const row = await s.db.selectFrom('profiles').select('status').where('id', '=', id).executeTakeFirst()
    expect(row?.status).toBe('published')
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['consent.codeReplaced', 'consent.codeShown'])
    // Published: nothing is waiting, so there is no code to show or replace.
    const after = await s.get(`profiles/${id}/consent-code`, auth(staff))
    expect(after.status).toBe(409)
    expect(after.body.message).toBe(msg.noConsentCodeWaiting)
    expect((await s.post(`profiles/${id}/consent-code`, {}, auth(staff))).status).toBe(409)
  })
})
