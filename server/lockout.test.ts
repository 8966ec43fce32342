import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Nobody can lock another person out: a guesser's failures slow the guesser's address, and requests for
// someone else's password link never stop that person from resetting or logging in.

const PASSWORD = 'correct horse battery'
let s: TestServer
afterEach(() => s?.close())

/**
 * A login from a real client address: the loopback network has many (127.0.0.2, 127.0.0.3...), so without any
 * proxy setting the server sees each as its own visitor. `forwardedFor` adds the header a proxy would.
 */
function loginFrom(
  localAddress: string,
  email: string,
  password: string,
  forwardedFor?: string,
): Promise<{ status: number; ms: number }> {
  const body = JSON.stringify({ email, password })
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      `${s.url}/api/user/login`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function hundredFailuresThenTheOwner(guesser: [string, string?], owner: [string, string?]) {
  await s.addAccount('asha@example.com', PASSWORD, 'member')
  const failed: number[] = []
  for (let i = 0; i < 100; i++) {
    // Half on the owner's account, half sprayed over others.
    const email = i % 2 ? 'asha@example.com' : `someone${i}@example.com`
    failed.push((await loginFrom(guesser[0], email, `guess-${i}`, guesser[1])).status)
  }
  expect(failed.filter((status) => status === 429).length).toBeGreaterThan(0)
  const own = await loginFrom(owner[0], 'asha@example.com', PASSWORD, owner[1])
  expect(own.status).toBe(200)
  // Answered at once: no wait was imposed (a password check takes a few dozen milliseconds).
  expect(own.ms).toBeLessThan(2000)
  // The guesser is still slowed.
  expect((await loginFrom(guesser[0], 'asha@example.com', PASSWORD, guesser[1])).status).toBe(429)
}

describe('100 failed logins from one address', () => {
  it('without a proxy setting, leave a correct login from another address answered at once', async () => {
    s = await startTestServer()
    await hundredFailuresThenTheOwner(['127.0.0.2'], ['127.0.0.3'])
  })

  it('behind a listed proxy, leave a correct login from another client answered at once', async () => {
    s = await startTestServer({ trustProxy: ['127.0.0.1'] })
    await hundredFailuresThenTheOwner(['127.0.0.1', '203.0.113.9'], ['127.0.0.1', '198.51.100.7'])
  })

  it('behind a proxy given by its hop count, the same', async () => {
    s = await startTestServer({ trustProxy: 1 })
    // The guesser's own forged X-Forwarded-For comes first; the proxy appends the address it saw.
    await hundredFailuresThenTheOwner(
      ['127.0.0.1', '10.1.1.1, 203.0.113.9'],
      ['127.0.0.1', '10.1.1.1, 198.51.100.7'],
    )
  })
})

describe('requests for someone else’s password link', () => {
  it('never answer the owner 429, and mail the owner only a few links an hour', async () => {
    s = await startTestServer({ trustProxy: ['127.0.0.1'] })
    await s.addAccount('asha@example.com', PASSWORD, 'member')
    const mails = () => s.logs.filter((line) => line.includes('would be mailed')).length
    // From many addresses (each under its own limit), 20 requests for Asha's address.
    for (let i = 0; i < 20; i++) {
      const res = await s.post(
        'user/forgot-password',
        { email: 'asha@example.com' },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      )
      expect(res.status).toBe(202)
    }
    expect(mails()).toBe(s.config.passwordMailsPerHour)
    // Asha herself still gets the same answer, and logs in with her password as before.
    const own = await s.post(
      'user/forgot-password',
      { email: 'asha@example.com' },
      { 'x-forwarded-for': '198.51.100.7' },
    )
    expect(own.status).toBe(202)
    expect((await s.post('user/login', { email: 'asha@example.com', password: PASSWORD })).status).toBe(200)
  })

  it('limit the requester’s address', async () => {
    s = await startTestServer({ trustProxy: ['127.0.0.1'], rateLimit: { max: 3, windowMinutes: 15 } })
    const from = (address: string, email: string) =>
      s.post('user/forgot-password', { email }, { 'x-forwarded-for': address })
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.9', `x${i}@example.com`)).status).toBe(202)
    expect((await from('203.0.113.9', 'x9@example.com')).status).toBe(429)
    expect((await from('198.51.100.7', 'x9@example.com')).status).toBe(202)
  })

  it('registering someone’s address again and again neither answers them 429 nor floods their mail', async () => {
    s = await startTestServer({ trustProxy: ['127.0.0.1'] })
    await s.addAccount('asha@example.com', PASSWORD, 'member')
    const year = new Date().getFullYear() - 30
    const registration = {
      relationship: 'myself',
      gender: 'female',
      firstName: 'Asha',
      lastName: 'Rao',
      day: 3,
      month: 4,
      year,
      religion: 'hindu',
      community: 'Iyer',
      livingIn: 'India',
      email: 'asha@example.com',
      countryCode: '+91',
      phone: '9876543210',
    }
    for (let i = 0; i < 15; i++)
      expect(
        (await s.post('user/register', registration, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status,
      ).toBe(201)
    const mails = s.logs.filter((line) => line.includes('would be mailed')).length
    expect(mails).toBeLessThanOrEqual(s.config.passwordMailsPerHour)
  })
})
