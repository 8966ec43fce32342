import { afterAll, beforeAll, expect, it } from 'vitest'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Bodies that once made superstruct's messages throw: they must be plain 400s.
let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
  await s.addAccount('staff@example.com', 'staff-password')
})
afterAll(() => s.close())

it.each([
  ['an object with a non-callable toString', () => profileBody({ firstName: { toString: 0 } })],
  ['an array of such objects', () => [{ toString: 0 }]],
  ['a nested one in the attachments list', () => ({ attachments: [{ toString: 0 }] })],
])('%s gets 400', async (_name, body) => {
  const auth = { authorization: `Bearer ${await s.login('staff@example.com', 'staff-password')}` }
  for (const path of ['user/create-form', 'user/login', 'user/register', 'support/tickets']) {
    const res = await s.post(path, body(), auth)
    expect(res.status, path).toBe(400)
  }
})

it('names the field when only one field is hostile', async () => {
  const auth = { authorization: `Bearer ${await s.login('staff@example.com', 'staff-password')}` }
  const res = await s.post('user/create-form', profileBody({ firstName: { toString: 0 } }), auth)
  expect(res.body.errors).toEqual({ firstName: 'First name is required.' })
})
