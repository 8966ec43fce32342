import { afterEach, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { passwordWork } from './auth/passwords'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

let s: TestServer
afterEach(() => s?.close())

it('checks the link before hashing the new password: a wrong link costs no hash', async () => {
  s = await startTestServer()
  const before = passwordWork.hashes
  const res = await s.post('user/reset-password', { token: 'not-a-real-link', password: 'a-new-password' })
  expect(res.status).toBe(400)
  expect(res.body.message).toBe(msg.resetLinkInvalid)
  expect(passwordWork.hashes).toBe(before)
})

it('is limited per address, with its own counter', async () => {
  s = await startTestServer({ rateLimit: { max: 3, windowMinutes: 15 } })
  for (let i = 0; i < 3; i++)
    expect(
      (await s.post('user/reset-password', { token: `guess-${i}`, password: 'a-new-password' })).status,
    ).toBe(400)
  const refused = await s.post('user/reset-password', { token: 'guess-4', password: 'a-new-password' })
  expect(refused.status).toBe(429)
  expect(refused.body.message).toMatch(/Too many attempts/)
  // Forgot-password has its own counter: the person can still ask for a new link.
  expect((await s.post('user/forgot-password', { email: 'someone@example.com' })).status).toBe(202)
})
