import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { configFromEnv } from './config'
import { copyDatabase } from './db/copy'
import { openDatabase } from './db/database'
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD, seedIfEmpty } from './seed'
import { profileBody, startTestServer } from './test-support'
import { freshTestDatabase } from './test-database'

// Moving an office from SQLite to PostgreSQL (to another SQLite file when no PostgreSQL is running):
// a database with rows of every kind is copied, then counts and samples are compared.

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

describe('npm run db:copy', () => {
  it('copies every table of a lived-in database and verifies counts and rows', async () => {
    const s = await startTestServer({ databaseUrl: null })
    cleanups.push(() => s.close())
    await seedIfEmpty(s.db)
    // Rows of every kind, made the way people make them.
    const staff = await s.addAccount('office@example.com', 'office-password-1')
    const staffToken = await s.login('office@example.com', 'office-password-1')
    await s.createPublished(profileBody(), staffToken)
    await s.post('user/login', { email: 'office@example.com', password: 'not-the-password' })
    const member = await s.login(DEMO_MEMBER_EMAIL, DEMO_PASSWORD)
    const auth = { authorization: `Bearer ${member}` }
    const [a, b, c] = await s.db
      .selectFrom('profiles')
      .select(['id', 'gender'])
      .where('status', '=', 'published')
      .where('gender', '=', 'male')
      .limit(3)
      .execute()
    expect((await s.post(`profiles/${a.id}/interest`, { message: 'Namaste' }, auth)).status).toBe(201)
    await s.post('connections/reactions', { profileId: b.id, kind: 'maybe' }, auth)
    await s.post(`profiles/${c.id}/block`, {}, auth)
    await s.post(`profiles/${b.id}/report`, { reason: 'fake' }, auth)
    await s.post(`profiles/${b.id}/view`, {}, auth)
    await s.post('user/register', {
      relationship: 'myself',
      gender: 'female',
      firstName: 'Revathi',
      lastName: 'Menon',
      day: 1,
      month: 2,
      year: 1996,
      religion: 'hindu',
      community: 'Nair',
      livingIn: 'India',
      email: 'revathi@example.com',
      countryCode: '+91',
      phone: '9447000001',
    })
    await s.db
      .insertInto('tickets')
      .values({
        issueType: 'Other',
        subject: 'Timings',
        description: 'When are you open?',
        attachments: '[]',
        requester: 'Asha',
        createdAt: new Date().toISOString(),
      })
      .execute()
    await s.post('user/logout', {}, { authorization: `Bearer ${staffToken}` })
    expect(staff).toBeGreaterThan(0)

    const target = await freshTestDatabase()
    const targetDir = mkdtempSync(join(tmpdir(), 'matrimony-copy-'))
    cleanups.push(() => rmSync(targetDir, { recursive: true, force: true }))
    const to = await openDatabase({
      ...configFromEnv({}),
      dataDir: targetDir,
      databaseUrl: target?.url ?? null,
    })
    cleanups.push(async () => {
      await to.destroy()
      await target?.drop()
    })
    const report = await copyDatabase(s.db, to)
    expect(report.tables.filter((t) => !t.equal)).toEqual([])
    expect(report.ok).toBe(true)
    const filled = report.tables.filter((t) => t.source > 0).map((t) => t.table)
    for (const table of [
      'offices',
      'accounts',
      'profiles',
      'preferences',
      'passwordTokens',
      'consentLinks',
      'consents',
      'profileEvents',
      'tickets',
      'interests',
      'shortlist',
      'blocks',
      'reports',
      'profileViews',
      'backoffs',
      'limitCounters',
      'revokedTokens',
    ])
      expect(filled, table).toContain(table)
    // The copy works as a database: new rows get new ids after the copied ones.
    const [next] = await to
      .insertInto('offices')
      .values({
        name: 'Pune office',
        city: 'Pune',
        phone: '+91 20 4000 0000',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .execute()
    const max = Math.max(...(await to.selectFrom('offices').select('id').execute()).map((o) => o.id))
    expect(next.id).toBe(max)
    // A second copy into a database that holds accounts is refused.
    await expect(copyDatabase(s.db, to)).rejects.toThrow(/empty database only/)
  })
})
