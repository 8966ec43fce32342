import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import type { Mailer } from '../mailer'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { applyRetention } from './retention'

// The retention schedule, enforced by the job with a fake clock: logs kept a year then erased, expired links,
// ended sessions and old limits purged; the optional inactive-account erasure warns 48 hours ahead.

const DAY = 86_400_000
const NOW = new Date('2028-03-01T06:00:00.000Z')
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString()
const at = (hoursLater: number) => new Date(NOW.getTime() + hoursLater * 3_600_000)

describe('retention job', () => {
  let s: TestServer
  const rows = async (
    table: 'auditLog' | 'profileEvents' | 'passwordTokens' | 'revokedTokens' | 'limitCounters',
  ) => (await s.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[]
  const sent: { to: string; subject: string; text: string }[] = []
  const mailer = (): Mailer => ({
    sendLink: async () => undefined,
    send: async (to, subject, text) => void sent.push({ to, subject, text }),
  })
  const mails = (to: string) => sent.filter((m) => m.to === to).map((m) => `${m.subject}\n${m.text}`)

  beforeAll(async () => {
    s = await startTestServer()
  })
  afterEach(() => {
    clock.now = () => new Date()
  })
  afterAll(() => s.close())

  it('erases logs older than a year, expired links and sessions and old limits; keeps the rest', async () => {
    const account = await s.addAccount('keeper@example.com', 'still-water-21', 'member')
    const token = await s.login('keeper@example.com', 'still-water-21')
    const profile = (await s.get('me/profile', { authorization: `Bearer ${token}` })).body.profile
      .id as number
    // Only this test's rows (the login above made its own counters, today's: two years before NOW).
    await s.db.deleteFrom('profileEvents').execute()
    await s.db.deleteFrom('limitCounters').execute()
    await s.db.deleteFrom('readShares').execute()
    await s.db
      .insertInto('auditLog')
      .values([
        {
          accountId: account,
          officeId: null,
          action: 'profile.viewed',
          profileId: profile,
          detail: 'old',
          at: ago(366),
        },
        {
          accountId: account,
          officeId: null,
          action: 'profile.viewed',
          profileId: profile,
          detail: 'new',
          at: ago(364),
        },
      ])
      .execute()
    await s.db
      .insertInto('profileEvents')
      .values([
        { profileId: profile, accountId: account, action: 'Edited', detail: 'old', at: ago(400) },
        { profileId: profile, accountId: account, action: 'Edited', detail: 'new', at: ago(10) },
      ])
      .execute()
    await s.db
      .insertInto('passwordTokens')
      .values([
        { accountId: account, tokenHash: 'expired', expiresAt: ago(1), usedAt: null, createdAt: ago(2) },
        {
          accountId: account,
          tokenHash: 'open',
          expiresAt: at(1).toISOString(),
          usedAt: null,
          createdAt: ago(0),
        },
      ])
      .execute()
    await s.db
      .insertInto('revokedTokens')
      .values([
        { jti: 'ended', expiresAt: ago(1) },
        { jti: 'live', expiresAt: at(5).toISOString() },
      ])
      .execute()
    await s.db
      .insertInto('limitCounters')
      .values([
        { key: 'old', windowStart: ago(3), count: 4 },
        { key: 'today', windowStart: ago(0.01), count: 2 },
      ])
      .execute()
    await s.db
      .insertInto('readShares')
      .values([
        { key: 'old', dueAt: Date.parse(ago(3)), minute: Date.parse(ago(3)), count: 1 },
        { key: 'today', dueAt: Date.parse(ago(0.01)), minute: Date.parse(ago(0.01)), count: 1 },
      ])
      .execute()
    clock.now = () => NOW
    const result = await applyRetention(s.db, mailer(), s.config)
    expect(result.purged).toMatchObject({
      auditLog: 1,
      profileEvents: 1,
      passwordTokens: 1,
      revokedTokens: 1,
      limitCounters: 1,
      readShares: 1,
    })
    expect((await rows('auditLog')).map((r) => r.detail)).toEqual(['new'])
    expect((await rows('profileEvents')).map((r) => r.detail)).toEqual(['new'])
    expect((await rows('passwordTokens')).map((r) => r.tokenHash)).toEqual(['open'])
    expect((await rows('revokedTokens')).map((r) => r.jti)).toEqual(['live'])
    expect((await rows('limitCounters')).map((r) => r.key)).toEqual(['today'])
    expect((await s.db.selectFrom('readShares').select('key').execute()).map((r) => r.key)).toEqual(['today'])
    // A second run finds nothing more.
    const again = await applyRetention(s.db, mailer(), s.config)
    expect(Object.values(again.purged).reduce((a, b) => a + b, 0)).toBe(0)
    expect(again).toMatchObject({ warned: 0, erased: 0 })
  })

  it('inactive accounts: off by default; when on, a warning e-mail, erasure only 48 hours later, a login spares', async () => {
    const idle = await s.addAccount('idle@example.com', 'quiet-lake-31', 'member')
    const back = await s.addAccount('back@example.com', 'quiet-lake-32', 'member')
    const active = await s.addAccount('active@example.com', 'quiet-lake-33', 'member')
    await s.db
      .updateTable('accounts')
      .set({ lastLoginAt: ago(3 * 366) })
      .where('id', 'in', [idle, back])
      .execute()
    await s.db
      .updateTable('accounts')
      .set({ lastLoginAt: ago(30) })
      .where('id', '=', active)
      .execute()
    const memberToken = await s.login('idle@example.com', 'quiet-lake-31')
    await s.db
      .updateTable('accounts')
      .set({ lastLoginAt: ago(3 * 366) })
      .where('id', '=', idle)
      .execute()
    const own = await s.get('me/profile', { authorization: `Bearer ${memberToken}` })
    await s.patch(
      `profiles/${own.body.profile.id}`,
      { firstName: 'Idle' },
      { authorization: `Bearer ${memberToken}` },
    )
    const exists = async (id: number) =>
      Boolean(await s.db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst())

    clock.now = () => NOW
    expect(await applyRetention(s.db, mailer(), s.config)).toMatchObject({ warned: 0, erased: 0 })
    const on = { ...s.config, inactiveErasureYears: 2 }
    expect(await applyRetention(s.db, mailer(), on)).toMatchObject({ warned: 2, erased: 0 })
    expect(mails('idle@example.com').pop()).toContain('48 hours')
    expect(mails('active@example.com')).toEqual([])
    // Back logs in a day later; 47 hours on, nothing is erased; 49 hours on, only the idle one is.
    await s.db
      .updateTable('accounts')
      .set({ lastLoginAt: at(24).toISOString() })
      .where('id', '=', back)
      .execute()
    clock.now = () => at(47)
    expect(await applyRetention(s.db, mailer(), on)).toMatchObject({ warned: 0, erased: 0 })
    clock.now = () => at(49)
    expect(await applyRetention(s.db, mailer(), on)).toMatchObject({ warned: 0, erased: 1 })
    expect([await exists(idle), await exists(back), await exists(active)]).toEqual([false, true, true])
    expect(
      await s.db.selectFrom('profiles').select('id').where('ownerAccountId', '=', idle).execute(),
    ).toEqual([])
    const back2 = await s.db
      .selectFrom('accounts')
      .select('inactivityWarnedAt')
      .where('id', '=', back)
      .executeTakeFirstOrThrow()
    expect(back2.inactivityWarnedAt).toBeNull()
    const audits = await s.db
      .selectFrom('auditLog')
      .select(['action', 'detail'])
      .where('accountId', 'is', null)
      .execute()
    expect(audits).toContainEqual({ action: 'deletion.requested', detail: 'inactive account' })
  })
})
