import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captcha } from './routes/captcha'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

describe('the captcha', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer()
  })
  afterAll(() => s.close())

  /** What the widget sends: a challenge from our server, solved. */
  const solved = async () => {
    const challenge = (await s.get('captcha/challenge')).body
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
  const ticket = (altcha: string) =>
    s.post('support/tickets', {
      issueType: 'other',
      subject: 'Help with my profile',
      description: '<p>Please call me back.</p>',
      requester: 'visitor@example.com',
      altcha,
    })

  it('accepts a solution once', async () => {
    const payload = await solved()
    expect((await ticket(payload)).status).toBe(201)
    expect((await ticket(payload)).status).toBe(400)
  })

  it('stays used across a restart (a new captcha over the same database)', async () => {
    const payload = await solved()
    expect((await ticket(payload)).status).toBe(201)
    // The test server signs with the secret derived from its JWT_SECRET, as app.ts does.
    const restarted = captcha(Buffer.from('unit-test-secret').toString('base64url'), s.db)
    expect(await restarted.verify(payload)).toBe(false)
    expect(await restarted.verify(await solved())).toBe(true)
  })

  it('accepts only one of two copies sent at once', async () => {
    const payload = await solved()
    const answers = await Promise.all([ticket(payload), ticket(payload), ticket(payload)])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400])
  })
})
