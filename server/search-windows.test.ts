import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { COUNT_CAP, PAGE_SIZE } from '../shared/limits'
import { bornOnOrBefore } from '../shared/dates'
import { parseHeight } from '../shared/options'
import { buildApp } from './app'
import { configFromEnv } from './config'
import { openDatabase } from './db/database'
import type { Db } from './db/database'
import type { ProfileRow } from './db/schema'
import { seedWithSampleProfiles } from './seed'
import { freshTestDatabase } from './test-database'

// Search reads an age window from its own index or walks a newest-first one, whichever the data's shape makes
// cheaper (issue 25). Either way the answer is the same: checked here against every stored profile, for a
// seeded mix of searches as people type them, narrow and broad, empty and full, on the sample data's skew
// (women 22 to 33, men 24 to 37). The counts the plan is made from are loaded after the profiles are stored.

let db: Db
let app: Awaited<ReturnType<typeof buildApp>>
let url: string
let dataDir: string
let drop: (() => Promise<void>) | undefined
let stored: ProfileRow[]

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'matrimony-windows-'))
  const postgres = await freshTestDatabase()
  drop = postgres?.drop
  const config = {
    ...configFromEnv({}),
    dataDir,
    webRoot: null,
    jwtSecret: 'unit-test-secret',
    searchPerMinute: 100_000,
    // Many searches from one address, back to back: the share of reading time would slow them.
    searchSharePercent: 0,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
  }
  db = await openDatabase(config)
  await seedWithSampleProfiles(db, 2_500, 365)
  stored = await db.selectFrom('profiles').selectAll().where('status', '=', 'published').execute()
  app = await buildApp(config, db, { level: 'warn' })
  await app.listen({ host: '127.0.0.1', port: 0 })
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await app?.close()
  await db?.destroy()
  await drop?.()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A small seeded generator, so that a failure can be run again. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** What a search must find, by reading every stored profile. */
function expected(q: Record<string, string>) {
  const from = q.ageFrom ? bornOnOrBefore(Number(q.ageFrom)) : null
  const to = q.ageTo ? bornOnOrBefore(Number(q.ageTo) + 1) : null
  const height = q.height ? parseHeight(q.height)! : null
  return stored
    .filter(
      (p) =>
        (!from || (p.dob !== null && p.dob <= from)) &&
        (!to || (p.dob !== null && p.dob > to)) &&
        (height === null || (p.height ?? 0) >= height) &&
        (
          [
            'gender',
            'religion',
            'motherTongue',
            'country',
            'maritalStatus',
            'city',
            'educationLevel',
          ] as const
        ).every((key) => !q[key] || p[key] === q[key]),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
}

it('finds exactly what reading every profile finds, for narrow, broad and empty searches', async () => {
  const next = random(25)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
  const searches: Record<string, string>[] = [
    { gender: 'female', ageFrom: '35', ageTo: '41' },
    { gender: 'male', ageFrom: '22', ageTo: '23' },
    { gender: 'female', ageFrom: '30', ageTo: '33', height: `6'0"` },
    { gender: 'female', ageFrom: '25', ageTo: '30' },
    { ageFrom: '36', ageTo: '40' },
    // Values common alone that meet in no profile, or in few: the search index's probe (religion first).
    { gender: 'female', ageFrom: '27', ageTo: '29', religion: 'sikhism', motherTongue: 'hindi' },
    { religion: 'sikhism', motherTongue: 'punjabi', country: 'uk' },
    {
      gender: 'male',
      religion: 'christianity',
      motherTongue: 'malayalam',
      country: 'india',
      maritalStatus: 'single',
    },
    { religion: 'islam', motherTongue: 'urdu', maritalStatus: 'widowed' },
    // Two criteria with indexes of their own, intersected (search-probes.ts).
    { gender: 'male', ageFrom: '26', ageTo: '35', city: 'Chennai', educationLevel: 'doctorate' },
    { city: 'Mumbai', educationLevel: 'masters' },
    { gender: 'female', city: 'Kochi', educationLevel: 'bachelors', religion: 'christianity' },
    { city: 'Chennai', educationLevel: 'bachelors', maritalStatus: 'single' },
  ]
  for (let i = 0; i < 40; i++) {
    const from = 22 + Math.floor(next() * 18)
    const q: Record<string, string> = {
      gender: pick(['female', 'male']),
      ageFrom: String(from),
      ageTo: String(from + Math.floor(next() * 10)),
    }
    if (next() < 0.3) q.height = pick([`5'0"`, `5'4"`, `5'8"`, `6'0"`])
    if (next() < 0.3) q.religion = pick(['hinduism', 'islam', 'christianity', 'sikhism', 'jainism'])
    if (next() < 0.3) q.motherTongue = pick(['tamil', 'hindi', 'malayalam', 'urdu', 'telugu'])
    if (next() < 0.2) q.country = pick(['india', 'usa', 'uk'])
    if (next() < 0.2) q.maritalStatus = pick(['single', 'divorced', 'widowed'])
    searches.push(q)
  }
  let empty = 0
  let full = 0
  for (const q of searches) {
    const res = await fetch(`${url}/api/profiles/search?${new URLSearchParams(q)}`)
    expect(res.status, JSON.stringify(q)).toBe(200)
    const body = (await res.json()) as { results: { id: number }[]; total: number; totalCapped: boolean }
    const want = expected(q)
    expect(
      body.results.map((r) => r.id),
      JSON.stringify(q),
    ).toEqual(want.slice(0, PAGE_SIZE).map((p) => p.id))
    expect(body.total, JSON.stringify(q)).toBe(Math.min(want.length, COUNT_CAP))
    expect(body.totalCapped).toBe(want.length > COUNT_CAP)
    if (!want.length) empty++
    if (want.length > PAGE_SIZE) full++
  }
  // The mix holds both kinds, so every way of reading was asked.
  expect(empty).toBeGreaterThan(5)
  expect(full).toBeGreaterThan(5)
}, 120_000)
