import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

const linkIn = (logs: string[]) => {
  const found = logs.map((l) => /link would be mailed: (\S+)"/.exec(l)?.[1]).filter(Boolean)
  return found[found.length - 1] ?? null
}

describe('accounts and sessions over HTTP', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer({ rateLimit: { max: 5, windowMinutes: 15 } })
    await s.addAccount('Staff@Example.com', 'correct horse battery')
  })
  afterAll(() => s.close())

  it('logs in with the right password, e-mail case-insensitively', async () => {
    const res = await s.post('user/login', { email: 'staff@example.COM', password: 'correct horse battery' })
    expect(res.status).toBe(200)
    expect(res.body.user).toEqual({ email: 'Staff@Example.com', role: 'staff', name: null })
    expect(res.body.token.split('.')).toHaveLength(3)
  })

  it('answers 400 with the form’s messages, and rejects unknown fields', async () => {
    const res = await s.post('user/login', { email: 'nope', extra: true })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      email: msg.invalidEmailFormat,
      password: msg.required,
      extra: msg.unknownField,
    })
  })

  it('gives one message for an unknown e-mail and for a wrong password', async () => {
    const unknown = await s.post('user/login', { email: 'ghost@example.com', password: 'whatever' })
    const wrong = await s.post('user/login', { email: 'staff@example.com', password: 'wrong' })
    expect([unknown.status, wrong.status]).toEqual([401, 401])
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.body.message).toBe(msg.badCredentials)
  })

  it('never logs the password', () => {
    expect(s.logs.join('\n')).not.toContain('correct horse battery')
  })

  it('does not count successful logins (an office shares one address)', async () => {
    for (let i = 0; i < 8; i++) {
      expect(
        (await s.post('user/login', { email: 'staff@example.com', password: 'correct horse battery' }))
          .status,
      ).toBe(200)
    }
  })

  it('rate-limits failed logins for one e-mail with 429 and says when to retry', async () => {
    let last = { status: 0, body: {} as any }
    for (let i = 0; i < 6; i++)
      last = await s.post('user/login', { email: 'target@example.com', password: `guess-${i}` })
    expect(last.status).toBe(429)
    expect(last.body.message).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./)
  })

  it('forgot then reset then login with the new password; the link works once', async () => {
    const other = await startTestServer()
    try {
      await other.addAccount('member@example.com', 'old-password-1', 'member')
      const unknown = await other.post('user/forgot-password', { email: 'nobody@example.com' })
      expect(unknown.status).toBe(202)
      expect(linkIn(other.logs)).toBeNull()
      const known = await other.post('user/forgot-password', { email: 'member@example.com' })
      expect(known).toEqual(unknown)
      const link = linkIn(other.logs)
      expect(link).toMatch(/\/reset-password\?token=/)
      const token = new URL(link!).searchParams.get('token')!

      expect((await other.post('user/reset-password', { token, password: 'short' })).body.errors).toEqual({
        password: msg.passwordMin,
      })
      expect(
        (await other.post('user/reset-password', { token, password: 'brand-new-password' })).status,
      ).toBe(200)
      expect(
        (await other.post('user/reset-password', { token, password: 'another-password' })).body.message,
      ).toBe(msg.resetLinkInvalid)
      expect(
        (await other.post('user/login', { email: 'member@example.com', password: 'old-password-1' })).status,
      ).toBe(401)
      expect(
        (await other.post('user/login', { email: 'member@example.com', password: 'brand-new-password' }))
          .status,
      ).toBe(200)
      // The database holds only the hash of the link's token.
      const rows = await other.db.selectFrom('passwordTokens').select('tokenHash').execute()
      expect(rows.map((r) => r.tokenHash)).not.toContain(token)
    } finally {
      await other.close()
    }
  })

  it('refuses an expired link', async () => {
    const other = await startTestServer()
    try {
      await other.addAccount('late@example.com', 'old-password-1')
      await other.post('user/forgot-password', { email: 'late@example.com' })
      await other.db
        .updateTable('passwordTokens')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .execute()
      const token = new URL(linkIn(other.logs)!).searchParams.get('token')!
      const res = await other.post('user/reset-password', { token, password: 'new-password-2' })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(msg.resetLinkInvalid)
    } finally {
      await other.close()
    }
  })

  it('answers health with the database state', async () => {
    expect(await s.get('health')).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })
  })

  it('sends security headers and allows CORS only for known origins', async () => {
    const allowed = await fetch(`${s.url}/api/health`, { headers: { origin: 'app://bundle' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('app://bundle')
    const refused = await fetch(`${s.url}/api/health`, { headers: { origin: 'https://evil.example' } })
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(allowed.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
