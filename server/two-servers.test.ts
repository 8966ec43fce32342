import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Two server processes behind one address share one database (SQLite here, PostgreSQL under
// `npm run test:postgres`): limits, idempotency and revoked sessions must behave as if there were one.

describe('two servers on one database', () => {
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    a = await startTestServer()
    b = await startTestServer({ dataDir: a.config.dataDir, databaseUrl: a.config.databaseUrl })
    await a.addAccount('office@example.com', 'office-password-1')
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  it('keep one login limit: wrong passwords spread over both get the free failures only, together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? a : b).post('user/login', { email: 'office@example.com', password: `wrong-${i}` }),
      ),
    )
    const checked = answers.filter((r) => r.status === 401).length
    expect(checked).toBeLessThanOrEqual(5)
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(19)
    // The right password now waits on both servers too.
    expect(
      (await a.post('user/login', { email: 'office@example.com', password: 'office-password-1' })).status,
    ).toBe(429)
    expect(
      (await b.post('user/login', { email: 'office@example.com', password: 'office-password-1' })).status,
    ).toBe(429)
    await a.db.deleteFrom('backoffs').execute()
  })

  it('keep one profile for one Idempotency-Key sent to both at once', async () => {
    const token = await a.login('office@example.com', 'office-password-1')
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'two-servers-key-1' }
    const [one, two] = await Promise.all([
      a.post('user/create-form', profileBody(), headers),
      b.post('user/create-form', profileBody(), headers),
    ])
    expect([one.status, two.status]).toEqual([201, 201])
    expect(one.body.data.id).toBe(two.body.data.id)
    const rows = await a.db
      .selectFrom('profiles')
      .select('id')
      .where('idempotencyKey', '=', 'two-servers-key-1')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('end a session everywhere: a logout on one server is a 401 on the other', async () => {
    const token = await a.login('office@example.com', 'office-password-1')
    const auth = { authorization: `Bearer ${token}` }
    expect((await b.get('me', auth)).status).toBe(200)
    expect((await b.post('user/logout', {}, auth)).status).toBeLessThan(300)
    expect((await a.get('me', auth)).status).toBe(401)
    expect((await a.get('profiles/mine', auth)).status).toBe(401)
  })
})
