import { afterEach, describe, expect, it } from 'vitest'
import { passwordWork } from './auth/passwords'
import { trustProxyFrom } from './config'
import { trustProxyOption } from './proxy-trust'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

const PASSWORD = 'correct horse battery'
let s: TestServer
afterEach(() => s?.close())

/** A login as if from the given client address (the test server trusts X-Forwarded-For only when told to). */
const loginFrom = (address: string, email: string, password: string) =>
  s.post('user/login', { email, password }, { 'x-forwarded-for': address })

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {})

describe('failed logins under concurrency', () => {
  it('60 simultaneous wrong passwords for one account make at most the free number of checks', async () => {
    s = await startTestServer()
    await s.addAccount('staff@example.com', PASSWORD)
    const before = passwordWork.verifications
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        s.post('user/login', { email: 'staff@example.com', password: `guess-${i}` }),
      ),
    )
    const checks = passwordWork.verifications - before
    expect(checks).toBeLessThanOrEqual(s.config.login.freeFailures)
    expect(statuses(answers)).toEqual({ 401: checks, 429: 60 - checks })
  })

  it('a burst on many accounts from one address stops at the address ceiling', async () => {
    // Windows are fixed (aligned to the clock); a window of a day keeps a slow burst from straddling two
    // windows, which would rightly allow the ceiling twice (it ran over a quarter-hour boundary once). Not
    // longer: the retention job purges counters whose window began more than two days ago.
    s = await startTestServer({
      login: { ...loginDefaults(), addressMaxFailures: 20 },
      rateLimit: { max: 10, windowMinutes: 24 * 60 },
    })
    const before = passwordWork.verifications
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        s.post('user/login', { email: `user${i}@example.com`, password: 'password1' }),
      ),
    )
    expect(passwordWork.verifications - before).toBeLessThanOrEqual(20)
    expect(statuses(answers)[429]).toBeGreaterThanOrEqual(180)
  })
})

const loginDefaults = () => ({
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelayMinutes: 15,
  addressMaxFailures: 100,
})

describe('one office behind one address', () => {
  it('after the free failures, the next attempt waits (Retry-After) instead of a hard block', async () => {
    s = await startTestServer()
    await s.addAccount('staff@example.com', PASSWORD)
    for (let i = 0; i < 5; i++)
      expect((await s.post('user/login', { email: 'staff@example.com', password: `bad-${i}` })).status).toBe(
        401,
      )
    const res = await fetch(`${s.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@example.com', password: PASSWORD }),
    })
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(25)
    expect(retryAfter).toBeLessThanOrEqual(30)
  })

  it('failures on one account do not block other accounts at the same address', async () => {
    s = await startTestServer()
    await s.addAccount('kiosk1@example.com', PASSWORD)
    await s.addAccount('kiosk2@example.com', PASSWORD)
    for (let i = 0; i < 8; i++) await s.post('user/login', { email: 'kiosk1@example.com', password: `x${i}` })
    expect((await s.post('user/login', { email: 'kiosk1@example.com', password: PASSWORD })).status).toBe(429)
    expect((await s.post('user/login', { email: 'kiosk2@example.com', password: 'typo' })).status).toBe(401)
    expect((await s.post('user/login', { email: 'kiosk2@example.com', password: PASSWORD })).status).toBe(200)
  })

  it('failures from one address do not block the same account’s right password from another', async () => {
    s = await startTestServer({ trustProxy: ['127.0.0.1'] })
    await s.addAccount('member@example.com', PASSWORD, 'member')
    for (let i = 0; i < 8; i++) await loginFrom('203.0.113.9', 'member@example.com', `guess-${i}`)
    expect((await loginFrom('203.0.113.9', 'member@example.com', PASSWORD)).status).toBe(429)
    expect((await loginFrom('198.51.100.7', 'member@example.com', PASSWORD)).status).toBe(200)
  })

  it('successful logins never count: many kiosks log in all day', async () => {
    s = await startTestServer({ login: { ...loginDefaults(), addressMaxFailures: 3 } })
    await s.addAccount('staff@example.com', PASSWORD)
    for (let i = 0; i < 12; i++)
      expect((await s.post('user/login', { email: 'staff@example.com', password: PASSWORD })).status).toBe(
        200,
      )
  })

  it('the per-address ceiling stops spraying one password over many accounts, at that address only', async () => {
    s = await startTestServer({
      trustProxy: ['127.0.0.1'],
      login: { ...loginDefaults(), addressMaxFailures: 10 },
    })
    await s.addAccount('staff@example.com', PASSWORD)
    for (let i = 0; i < 10; i++)
      expect((await loginFrom('203.0.113.9', `user${i}@example.com`, 'password1')).status).toBe(401)
    expect((await loginFrom('203.0.113.9', 'user99@example.com', 'password1')).status).toBe(429)
    expect((await loginFrom('198.51.100.7', 'staff@example.com', PASSWORD)).status).toBe(200)
  })

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a guesser cannot pose as many addresses', async () => {
    s = await startTestServer()
    await s.addAccount('staff@example.com', PASSWORD)
    for (let i = 0; i < 5; i++) await loginFrom(`203.0.113.${i}`, 'staff@example.com', `guess-${i}`)
    expect((await loginFrom('198.51.100.7', 'staff@example.com', PASSWORD)).status).toBe(429)
  })

  it('keeps forgot-password, register and login counters apart', async () => {
    s = await startTestServer({ rateLimit: { max: 2, windowMinutes: 15 } })
    await s.addAccount('staff@example.com', PASSWORD)
    for (const email of ['a@example.com', 'b@example.com'])
      expect((await s.post('user/forgot-password', { email })).status).toBe(202)
    expect((await s.post('user/forgot-password', { email: 'c@example.com' })).status).toBe(429)
    expect((await s.post('user/login', { email: 'staff@example.com', password: PASSWORD })).status).toBe(200)
    expect((await s.post('user/register', { email: 'new@example.com' })).status).toBe(400)
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
    expect((await s.post('user/register', registration)).status).toBe(201)
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
    ['::1, fd00::/8, loopback', ['::1', 'fd00::/8', 'loopback']],
  ])('%j means %j', (value, expected) => {
    expect(trustProxyFrom(value)).toEqual(expected)
  })

  it.each(['true', 'TRUE', '*'])('refuses %j, which would trust any client’s X-Forwarded-For', (value) => {
    expect(() => trustProxyFrom(value)).toThrow(/TRUST_PROXY=true would trust X-Forwarded-For from anyone/)
  })

  it.each(['proxy.example.com', '10.0.0.300', '10.0.0.0/33', 'yes'])(
    'refuses %j: not an address',
    (value) => {
      expect(() => trustProxyFrom(value)).toThrow(/not an address/)
    },
  )

  it('a hop count believes the header only from a proxy on this machine or a private network', () => {
    const trust = trustProxyOption(1) as (address: string, hop: number) => boolean
    expect(trust('127.0.0.1', 0)).toBe(true)
    expect(trust('::ffff:10.0.0.2', 0)).toBe(true)
    expect(trust('192.168.1.20', 0)).toBe(true)
    // A client that reaches the server directly is taken at its own address, whatever it claims.
    expect(trust('203.0.113.5', 0)).toBe(false)
    expect(trust('2001:db8::1', 0)).toBe(false)
    // One hop: the address the proxy saw is the client's.
    expect(trust('198.51.100.7', 1)).toBe(false)
  })

  it('an X-Forwarded-For from a client that is not a listed proxy changes nothing', async () => {
    s = await startTestServer({ trustProxy: ['10.9.9.9'] })
    await s.addAccount('staff@example.com', PASSWORD)
    const answers = []
    for (let i = 0; i < 40; i++)
      answers.push(await loginFrom(`198.51.100.${i + 1}`, 'staff@example.com', `guess-${i}`))
    expect(statuses(answers)).toEqual({ 401: 5, 429: 35 })
  })
})
