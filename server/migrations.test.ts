import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { configFromEnv } from './config'
import { openDatabase } from './db/database'
import { migrations } from './db/migrations'
import { profileBody } from './test-support'
import { freshTestDatabase } from './test-database'

// Forward-only migrations, run at start: from an empty database, and from the previous release's schema
// (migrations 001 and 002) holding data, on SQLite and (under npm run test:postgres) on PostgreSQL.

const dirs: string[] = []
const drops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const drop of drops) await drop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function place() {
  const dataDir = mkdtempSync(join(tmpdir(), 'matrimony-migrate-'))
  dirs.push(dataDir)
  const postgres = await freshTestDatabase()
  if (postgres) drops.push(postgres.drop)
  return { dataDir, databaseUrl: postgres?.url ?? null }
}

describe('migrations', () => {
  it('build the whole schema on an empty database', async () => {
    const db = await openDatabase({ ...configFromEnv({}), ...(await place()) })
    const tables = (await db.introspection.getTables()).map((t) => t.name)
    for (const table of [
      'accounts',
      'profiles',
      'offices',
      'consents',
      'preferences',
      'interests',
      'limitCounters',
    ])
      expect(tables).toContain(table)
    await db.destroy()
  })

  it('bring the previous release’s database forward, keeping its accounts, profiles and tickets', async () => {
    const where = await place()
    const isPg = where.databaseUrl !== null
    const old = new Kysely<any>({
      dialect: isPg
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: where.databaseUrl! }) })
        : new SqliteDialect({ database: new SQLite(join(where.dataDir, 'matrimony.sqlite')) }),
    })
    const all = await migrations(isPg).getMigrations()
    const previous = {
      '001_accounts_profiles_tokens': all['001_accounts_profiles_tokens'],
      '002_support_tickets': all['002_support_tickets'],
    }
    const { error } = await new Migrator({
      db: old,
      provider: { getMigrations: async () => previous },
    }).migrateToLatest()
    expect(error).toBeUndefined()
    const now = new Date().toISOString()
    const account = (role: string, email: string) => ({
      email,
      emailKey: email,
      passwordHash: null,
      role,
      registration: null,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
    })
    const [staff] = await old
      .insertInto('accounts')
      .values(account('staff', 'office@example.com'))
      .returning('id')
      .execute()
    await old.insertInto('accounts').values(account('member', 'member@example.com')).execute()
    const { motherTongue, haveChildren, ...spec } = profileBody()
    await old
      .insertInto('profiles')
      .values({
        ...spec,
        motherTongue,
        haveChildren,
        accountId: staff.id,
        createdBy: 'Matchmaking office',
        idempotencyKey: 'old-key-1234',
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    await old
      .insertInto('tickets')
      .values({
        issueType: 'Other',
        subject: 'Hello',
        description: 'A question',
        attachments: '[]',
        requester: 'Asha',
        createdAt: now,
      })
      .execute()
    await old.destroy()

    const db = await openDatabase({ ...configFromEnv({}), ...where })
    const profiles = await db.selectFrom('profiles').selectAll().execute()
    expect(profiles).toHaveLength(1)
    // Registered before consent existed: it waits for the candidate, in the office of its staff account.
    expect(profiles[0]).toMatchObject({
      firstName: 'Kavitha',
      lastName: 'Raman',
      managedBy: 'office',
      status: 'pending_consent',
      idempotencyKey: 'old-key-1234',
    })
    const office = await db.selectFrom('offices').select('id').executeTakeFirstOrThrow()
    expect(profiles[0].officeId).toBe(office.id)
    const staffRow = await db
      .selectFrom('accounts')
      .select(['officeId', 'role'])
      .where('emailKey', '=', 'office@example.com')
      .executeTakeFirstOrThrow()
    expect(staffRow.officeId).toBe(office.id)
    expect(await db.selectFrom('tickets').select('subject').execute()).toEqual([{ subject: 'Hello' }])
    // New rows get new ids after the copied ones (PostgreSQL's sequence was moved on).
    const [next] = await db
      .insertInto('profiles')
      .values({
        accountId: staff.id,
        createdBy: 'Self',
        managedBy: 'self',
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .execute()
    expect(next.id).toBeGreaterThan(profiles[0].id)
    await sql`select 1`.execute(db)
    await db.destroy()
  })
})
