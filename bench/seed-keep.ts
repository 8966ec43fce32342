import { mkdirSync } from 'node:fs'
import { sql } from 'kysely'
import { configFromEnv } from '../server/config'
import { openDatabase } from '../server/db/database'
import { seedIfEmpty, seedWithSampleProfiles } from '../server/seed'

// `npm run bench -- --seed <folder> [--profiles 1000000]`: seeds a SQLite database of sample profiles into a
// folder and keeps it, for `npm run bench -- --only scale --existing <folder>` to measure as often as needed
// (seeding a million takes a quarter of an hour or more on 2 cores; the measuring takes minutes).
const argv = process.argv
const arg = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)
// `--seed postgres://…/name`: an empty PostgreSQL database instead of a folder.
const place = arg('--seed')
if (!place) throw new Error('--seed <folder | postgres URL>')
const databaseUrl = place.startsWith('postgres') ? place : null
const dataDir = databaseUrl ? 'data' : place
const profiles = Number(arg('--profiles') ?? 1_000_000)
if (!databaseUrl) mkdirSync(dataDir, { recursive: true })
const started = Date.now()
const db = await openDatabase({ ...configFromEnv({}), dataDir, databaseUrl })
await seedIfEmpty(db)
const office = await db.selectFrom('offices').select('id').orderBy('id').executeTakeFirstOrThrow()
await seedWithSampleProfiles(db, profiles - 200, 365, office.id)
// As the scale run does: one profile in 200 verified in person, and the planner's statistics.
await db
  .updateTable('profiles')
  .set((eb) => ({ verifiedAt: eb.ref('createdAt'), verifiedOffice: 'Head office' }))
  .where(sql<number>`"id" % 200`, '=', 0)
  .execute()
// On PostgreSQL also the visibility map, as autovacuum sets it after a bulk insert (index-only scans need it).
await sql.raw(databaseUrl ? 'vacuum analyze' : 'analyze').execute(db)
await db.destroy()
console.log(`Seeded ${profiles} profiles into ${place} in ${Math.round((Date.now() - started) / 1000)} s.`)
