import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { configFromEnv } from './config'
import { openDatabase } from './db/database'
import { seedIfEmpty } from './seed'
import { freshTestDatabase } from './test-database'

// The backup and restore that README gives for PostgreSQL (pg_dump, pg_restore), done for real: only under
// npm run test:postgres, where a PostgreSQL is running.

const bin = (() => {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0]
  return version ? join(base, version, 'bin') : null
})()
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

describe.skipIf(!process.env.TEST_DATABASE_URL || !bin)('PostgreSQL backup and restore', () => {
  it('restores a pg_dump of a seeded database with every row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'matrimony-backup-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const source = (await freshTestDatabase())!
    const target = (await freshTestDatabase())!
    cleanups.push(source.drop, target.drop)
    const db = await openDatabase({ ...configFromEnv({}), dataDir: dir, databaseUrl: source.url })
    await seedIfEmpty(db)
    const dump = join(dir, 'matrimony.dump')
    execFileSync(join(bin!, 'pg_dump'), ['--format=custom', `--file=${dump}`, source.url])
    execFileSync(join(bin!, 'pg_restore'), ['--no-owner', `--dbname=${target.url}`, dump])
    const restored = await openDatabase({ ...configFromEnv({}), dataDir: dir, databaseUrl: target.url })
    cleanups.push(() => restored.destroy())
    const counts = async (d: typeof db) => {
      const out: Record<string, number> = {}
      for (const t of ['accounts', 'offices', 'profiles', 'preferences'])
        out[t] = Number(
          (await sql<{ n: number }>`select count(*) as n from ${sql.table(t)}`.execute(d)).rows[0].n,
        )
      return out
    }
    const before = await counts(db)
    expect(before.profiles).toBeGreaterThan(200)
    expect(await counts(restored)).toEqual(before)
    await db.destroy()
  })
})
