import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentCaller } from './accounts/guards'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

// One check of "does this token still speak for its account", shared by sessions and photo tokens.
describe('currentCaller', () => {
  let s: TestServer
  let id: number
  beforeAll(async () => {
    s = await startTestServer()
    id = await s.addAccount('desk@example.com', 'desk-password-1')
  })
  afterAll(() => s.close())

  it('speaks for a current account, and for nobody once it is disabled, reset since, or logged out', async () => {
    const version = (
      await s.db.selectFrom('accounts').select('tokenVersion').where('id', '=', id).executeTakeFirstOrThrow()
    ).tokenVersion
    expect(await currentCaller(s.db, { accountId: id, version, jti: null })).toMatchObject({
      accountId: id,
      role: 'staff',
    })
    expect(await currentCaller(s.db, { accountId: id, version: version + 1, jti: null })).toBeNull()
    expect(await currentCaller(s.db, { accountId: id + 1000, version, jti: null })).toBeNull()
    const token = await s.login('desk@example.com', 'desk-password-1')
    expect((await s.get('me', { authorization: `Bearer ${token}` })).status).toBe(200)
    await s.db
      .updateTable('accounts')
      .set({ disabledAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute()
    expect(await currentCaller(s.db, { accountId: id, version, jti: null })).toBeNull()
    expect((await s.get('me', { authorization: `Bearer ${token}` })).status).toBe(401)
  })
})
