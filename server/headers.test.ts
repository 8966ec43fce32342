import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
  await s.addAccount('staff@example.com', 'staff-password')
})
afterAll(() => s.close())

describe('headers on every answer', () => {
  it('Permissions-Policy allows the camera for this site only and denies the rest', async () => {
    for (const path of ['/api/health', '/api/no-such-call', '/some-page']) {
      const policy = (await fetch(`${s.url}${path}`)).headers.get('permissions-policy')
      expect(policy, path).toContain('camera=(self)')
      for (const denied of ['geolocation=()', 'microphone=()', 'payment=()', 'usb=()'])
        expect(policy, path).toContain(denied)
    }
  })

  it('no-store on answers that carry a token or personal data', async () => {
    const login = await fetch(`${s.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@example.com', password: 'staff-password' }),
    })
    expect(login.headers.get('cache-control')).toBe('no-store')
    const { token } = (await login.json()) as { token: string }
    const auth = { authorization: `Bearer ${token}` }
    for (const path of ['me', 'profiles/mine']) {
      const res = await fetch(`${s.url}/api/${path}`, { headers: auth })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
    const refused = await fetch(`${s.url}/api/me`)
    expect(refused.headers.get('cache-control')).toBe('no-store')
  })
})

describe('a request whose headers are too large', () => {
  it('gets 431 and the connection is closed', async () => {
    const { answer, closed } = await new Promise<{ answer: string; closed: boolean }>((resolve) => {
      const socket = connect(Number(new URL(s.url).port), '127.0.0.1')
      let answer = ''
      const timer = setTimeout(() => {
        socket.destroy()
        resolve({ answer, closed: false })
      }, 3000)
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
      socket.on('close', () => {
        clearTimeout(timer)
        resolve({ answer, closed: true })
      })
      // A reset after the answer is fine: the test reads what arrived and whether the socket closed.
      socket.on('error', () => undefined)
      socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toMatch(/\r\nConnection: close\r\n/i)
    expect(answer).toContain('The request headers are too large.')
    expect(closed).toBe(true)
  })
})
