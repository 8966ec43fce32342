import { SignJWT } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

let s: TestServer
afterEach(() => s?.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const links = (logs: string[]) =>
  logs
    .map((l) => /link would be mailed: (\S+)"/.exec(l)?.[1])
    .filter((l): l is string => Boolean(l))
    .map((l) => new URL(l).searchParams.get('token')!)

describe('a password reset ends old sessions and old links', () => {
  it('refuses the token from before the reset and an older unused link', async () => {
    s = await startTestServer()
    await s.addAccount('member@example.com', 'old-password-1', 'member')
    const oldToken = await s.login('member@example.com', 'old-password-1')
    expect((await s.get('me', bearer(oldToken))).status).toBe(200)

    await s.post('user/forgot-password', { email: 'member@example.com' })
    await s.post('user/forgot-password', { email: 'member@example.com' })
    const [older, newer] = links(s.logs)
    expect((await s.post('user/reset-password', { token: newer, password: 'new-password-2' })).status).toBe(
      200,
    )

    const me = await s.get('me', bearer(oldToken))
    expect(me.status).toBe(401)
    expect(me.body.message).toBe(msg.sessionExpired)
    const again = await s.post('user/reset-password', { token: older, password: 'attacker-password' })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(msg.resetLinkInvalid)

    const fresh = await s.login('member@example.com', 'new-password-2')
    expect((await s.get('me', bearer(fresh))).status).toBe(200)
  })
})

describe('POST user/logout', () => {
  it('revokes the token on the server; other sessions of the account go on', async () => {
    s = await startTestServer()
    await s.addAccount('staff@example.com', 'staff-password')
    const kiosk = await s.login('staff@example.com', 'staff-password')
    const laptop = await s.login('staff@example.com', 'staff-password')
    const out = await fetch(`${s.url}/api/user/logout`, { method: 'POST', headers: bearer(kiosk) })
    expect(out.status).toBe(204)
    expect((await s.get('me', bearer(kiosk))).status).toBe(401)
    expect((await s.get('profiles/mine', bearer(kiosk))).status).toBe(401)
    expect((await s.get('me', bearer(laptop))).status).toBe(200)
    const rows = await s.db.selectFrom('revokedTokens').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(Date.parse(rows[0].expiresAt)).toBeGreaterThan(Date.now())
  })

  it('answers 401 without a valid token', async () => {
    s = await startTestServer()
    const res = await fetch(`${s.url}/api/user/logout`, { method: 'POST' })
    expect(res.status).toBe(401)
  })
})

describe('tokens', () => {
  const secret = new TextEncoder().encode('unit-test-secret')
  const sign = (claims: Record<string, unknown>, expires: boolean) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuedAt()
    return (expires ? jwt.setExpirationTime('1h') : jwt).sign(secret)
  }

  it('refuses a token without an expiry, and one issued before token versions (no ver or jti)', async () => {
    s = await startTestServer()
    await s.addAccount('staff@example.com', 'staff-password')
    const claims = { email: 'staff@example.com', role: 'staff' }
    const noExpiry = await sign({ ...claims, ver: 0, jti: 'a' }, false)
    const oldStyle = await sign(claims, true)
    const wellFormed = await sign({ ...claims, ver: 0, jti: 'b' }, true)
    expect((await s.get('me', bearer(noExpiry))).status).toBe(401)
    expect((await s.get('me', bearer(oldStyle))).status).toBe(401)
    // The same signing with every claim is accepted: the refusals above are about the claims.
    expect((await s.get('me', bearer(wellFormed))).status).toBe(200)
  })
})
