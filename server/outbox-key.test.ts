import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

describe('GET /api/me/outbox-key', () => {
  let s: TestServer
  let a: string
  let b: string
  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('a@example.com', 'a-password-long')
    await s.addAccount('b@example.com', 'b-password-long')
    a = await s.login('a@example.com', 'a-password-long')
    b = await s.login('b@example.com', 'b-password-long')
  })
  afterAll(() => s.close())
  const auth = (t: string) => ({ authorization: `Bearer ${t}` })

  it('needs a session', async () => {
    expect((await s.get('me/outbox-key')).status).toBe(401)
  })

  it('gives each account its own 32-byte key, the same one every time, and no cache may keep it', async () => {
    const [first, concurrent] = await Promise.all([
      s.get('me/outbox-key', auth(a)),
      s.get('me/outbox-key', auth(a)),
    ])
    expect(first.status).toBe(200)
    expect(Buffer.from(first.body.key, 'base64url')).toHaveLength(32)
    expect(concurrent.body.key).toBe(first.body.key)
    const again = await s.get('me/outbox-key', auth(await s.login('a@example.com', 'a-password-long')))
    expect(again.body.key).toBe(first.body.key)
    const other = await s.get('me/outbox-key', auth(b))
    expect(other.body.key).not.toBe(first.body.key)
    const res = await fetch(`${s.url}/api/me/outbox-key`, { headers: auth(a) })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
