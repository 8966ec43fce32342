import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Random bodies of every shape: the API answers 2xx or 4xx, never 5xx, and a rejected body writes nothing.
const anyJson = fc.jsonValue({ maxDepth: 3 })
const mutatedProfile = fc
  .record({
    field: fc.constantFrom(...Object.keys(profileBody())),
    value: fc.oneof(anyJson, fc.string({ maxLength: 2000 }), fc.integer(), fc.constant(undefined)),
    extra: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 2 }), { nil: undefined }),
  })
  .map(({ field, value, extra }) => ({ ...profileBody({ [field]: value }), ...(extra ?? {}) }))

describe('random bodies', () => {
  let s: TestServer
  let auth: Record<string, string>
  beforeAll(async () => {
    s = await startTestServer({
      rateLimit: { max: 100_000, windowMinutes: 15 },
      login: { freeFailures: 100_000, firstDelaySeconds: 1, maxDelayMinutes: 1, addressMaxFailures: 100_000 },
    })
    await s.addAccount('staff@example.com', 'staff-password')
    auth = { authorization: `Bearer ${await s.login('staff@example.com', 'staff-password')}` }
  })
  afterAll(() => s.close())

  it('login never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyJson, fc.record({ email: anyJson, password: anyJson }, { requiredKeys: [] })),
        async (body) => {
          const res = await s.post('user/login', JSON.stringify(body ?? null))
          expect(res.status).toBeLessThan(500)
          expect([200, 400, 401]).toContain(res.status)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('create-form never answers 5xx and writes a row exactly when it answers 201', async () => {
    let rows = 0
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 1, arbitrary: anyJson }, { weight: 4, arbitrary: mutatedProfile }),
        async (body) => {
          const res = await s.post('user/create-form', JSON.stringify(body ?? null), auth)
          expect(res.status).toBeLessThan(500)
          const now = Number(
            (
              await s.db
                .selectFrom('profiles')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          )
          expect(now).toBe(rows + (res.status === 201 ? 1 : 0))
          rows = now
        },
      ),
      // Fewer on PostgreSQL, whose round trips are slower: the property is the same.
      { numRuns: process.env.TEST_DATABASE_URL ? 800 : 2500 },
    )
  }, 120_000)

  it('refuses an invisible control character anywhere in a text field, with the form’s message', async () => {
    const controls = fc.constantFrom(
      ...'\u0000\u0001\u0008\u000B\u001B\u007F\u0085\u009F\u202A\u202D\u202E\u2066\u2069'.split(''),
    )
    const fields = fc.constantFrom(
      'firstName',
      'lastName',
      'caste',
      'gotra',
      'aboutMe',
      'expectation',
      'state',
    )
    await fc.assert(
      fc.asyncProperty(fields, controls, fc.nat(), async (field, control, at) => {
        const value = String(profileBody()[field as keyof ReturnType<typeof profileBody>])
        const cut = 1 + (at % (value.length - 1))
        const body = profileBody({ [field]: `${value.slice(0, cut)}${control}${value.slice(cut)}` })
        const res = await s.post('user/create-form', body, auth)
        expect(res.status).toBe(400)
        expect(res.body.errors[field]).toBe(msg.invisibleControls)
      }),
      { numRuns: 200 },
    )
  })
})
