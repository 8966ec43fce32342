import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { configFromEnv } from '../server/config'
import { openDatabase } from '../server/db/database'
import { DEMO_EMAIL, DEMO_PASSWORD, insertSampleProfiles, SAMPLES_EMAIL, seedIfEmpty } from '../server/seed'
import { profileBody } from '../server/test-support'
import { startServer } from '../tests/support/server'
import { load } from './measure'
import pg from 'pg'
import { sql } from 'kysely'

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

// Search and matches at scale (issue 12): latency percentiles over a fixed mix of narrow and broad searches,
// matches for you, and whether broad searches slow down people registering profiles.

/** The fixed mix: narrow searches as people type them, browse links, and the broadest ones. */
export const SEARCH_MIX: Record<string, string>[] = [
  {
    ageFrom: '25',
    ageTo: '32',
    height: `5'2"`,
    maritalStatus: 'single',
    religion: 'hinduism',
    motherTongue: 'tamil',
    country: 'india',
  },
  {
    ageFrom: '26',
    ageTo: '34',
    height: 'any',
    maritalStatus: 'single',
    religion: 'hinduism',
    motherTongue: 'telugu',
    country: 'india',
    gender: 'male',
  },
  {
    ageFrom: '24',
    ageTo: '30',
    height: 'any',
    maritalStatus: 'single',
    religion: 'islam',
    motherTongue: 'urdu',
    country: 'any',
  },
  {
    ageFrom: '22',
    ageTo: '71',
    height: 'any',
    maritalStatus: 'any',
    religion: 'christianity',
    motherTongue: 'malayalam',
    country: 'any',
  },
  {
    ageFrom: '28',
    ageTo: '40',
    height: `5'8"`,
    maritalStatus: 'divorced',
    religion: 'any',
    motherTongue: 'any',
    country: 'any',
  },
  { motherTongue: 'tamil' },
  { city: 'Mumbai' },
  { community: 'iyer' },
  { community: 'jat-sikh', gender: 'female' },
  { country: 'usa', religion: 'hinduism' },
  { educationLevel: 'doctorate', gender: 'female' },
  { incomeMin: '50plus' },
  { diet: 'vegetarian', manglik: 'no' },
  // "Verified in person only": the partial index of verified profiles (one in 200 here).
  { verified: '1' },
  { verified: '1', gender: 'female', motherTongue: 'tamil' },
  { gender: 'male' },
  {
    ageFrom: '22',
    ageTo: '71',
    height: 'any',
    maritalStatus: 'any',
    religion: 'any',
    motherTongue: 'any',
    country: 'any',
  },
  {},
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (n: number) => Math.round(n * 10) / 10

async function timed(urls: string[], rounds: number, headers: Record<string, string> = {}) {
  const times: number[] = []
  for (let r = 0; r < rounds; r++)
    for (const url of urls) {
      const start = performance.now()
      const res = await fetch(url, { headers })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      times.push(performance.now() - start)
    }
  times.sort((a, b) => a - b)
  return {
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  }
}

export interface ScaleResult {
  profiles: number
  seedSeconds: number
  search: { requests: number; p50: number; p95: number; p99: number }
  matches: { requests: number; p50: number; p95: number; p99: number }
  createForm?: { aloneRps: number; duringBroadSearchRps: number; ratio: number; broadSearchRps: number }
}

/** One database of `profiles` sample profiles, measured through real HTTP on loopback. */
export async function measureScale(
  profiles: number,
  port: number,
  withThroughput: boolean,
  /** A PostgreSQL server to measure on instead of SQLite (an admin URL: a database is made for the run). */
  postgresAdminUrl: string | null = null,
): Promise<ScaleResult> {
  const dataDir = mkdtempSync(join(tmpdir(), `matrimony-scale-${profiles}-`))
  const databaseUrl = postgresAdminUrl
    ? await createDatabase(postgresAdminUrl, `matrimony_bench_${profiles}`)
    : null
  const seeded = Date.now()
  const db = await openDatabase({ ...configFromEnv({}), dataDir, databaseUrl })
  await seedIfEmpty(db)
  const samples = await db
    .selectFrom('accounts')
    .select('id')
    .where('emailKey', '=', SAMPLES_EMAIL)
    .executeTakeFirstOrThrow()
  const office = await db.selectFrom('offices').select('id').orderBy('id').executeTakeFirstOrThrow()
  await insertSampleProfiles(db, samples.id, profiles - 200, 365, office.id)
  // One profile in 200 verified in person at the office, for the "Verified in person only" searches.
  await db
    .updateTable('profiles')
    .set((eb) => ({ verifiedAt: eb.ref('createdAt'), verifiedOffice: 'Head office' }))
    .where(sql<number>`"id" % 200`, '=', 0)
    .execute()
  // The planner's statistics, as a deployment's daily maintenance would keep them.
  await db.executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } } as never)
  const officeProfiles = await db
    .selectFrom('profiles')
    .select('id')
    .where('officeId', '=', office.id)
    .where('status', '=', 'published')
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
  await db.destroy()
  const seedSeconds = Math.round((Date.now() - seeded) / 1000)

  const server = await startServer({
    port,
    dataDir,
    env: {
      RATE_LIMIT_MAX: '100000000',
      SEARCH_RATE_LIMIT: '100000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  })
  try {
    const api = `${server.url}/api`
    const searchUrls = SEARCH_MIX.map((q) => `${api}/profiles/search?${new URLSearchParams(q).toString()}`)
    await timed(searchUrls, 1) // warm the caches once
    const search = await timed(searchUrls, 30)
    const login = await fetch(`${api}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    })
    if (!login.ok) throw new Error(`login for the matches run: ${login.status} ${await login.text()}`)
    const { token } = (await login.json()) as { token: string }
    const auth = { authorization: `Bearer ${token}` }
    const matchUrls = officeProfiles.map((p) => `${api}/matches?for=${p.id}`)
    await timed(matchUrls.slice(0, 5), 1, auth)
    const matches = await timed(matchUrls, 6, auth)

    let createForm: ScaleResult['createForm']
    if (withThroughput) {
      const options = {
        url: `${api}/user/create-form`,
        method: 'POST' as const,
        body: profileBody(),
        headers: auth,
        idempotent: true,
      }
      const alone = await load('create-form alone', options, 10, 10)
      const broad = `${api}/profiles/search?${new URLSearchParams(SEARCH_MIX[SEARCH_MIX.length - 2]).toString()}`
      const [during, searching] = await Promise.all([
        load('create-form during broad searches', options, 10, 10),
        load('broad search', { url: broad }, 10, 10),
      ])
      createForm = {
        aloneRps: alone.rps,
        duringBroadSearchRps: during.rps,
        ratio: Math.round((during.rps / alone.rps) * 100) / 100,
        broadSearchRps: searching.rps,
      }
    }
    return { profiles, seedSeconds, search, matches, createForm }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
