import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { startPostgres } from '../scripts/postgres.mjs'
import { startLocalS3 } from '../scripts/s3-local.mjs'
import { hashPassword } from '../server/auth/passwords'
import { insertAccount } from '../server/db/accounts'
import { openDatabase } from '../server/db/database'
import { configFromEnv } from '../server/config'
import { profileBody } from '../server/test-support'
import { startServer } from '../tests/support/server'

// npm run bench -- --two-servers: two server processes on one PostgreSQL and one S3-compatible store (both
// throwaway), 100 connections split over them for 60 s of mixed writes, reads and photo uploads. It checks
// what a load balancer's users would notice: no errors, every acknowledged write is a row, and every photo
// uploaded through either server reads the same through both.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const PORT = Number(process.env.BENCH_PORT ?? 3410)
const PASSWORD = 'bench-staff-password-1'
const RESTART = process.argv.includes('--restart')

const pg = await startPostgres()
if (pg.skipped !== undefined) throw new Error(pg.skipped)
const s3 = await startLocalS3()
if (s3.skipped !== undefined) {
  pg.stop()
  throw new Error(s3.skipped)
}

const env = {
  DATABASE_URL: pg.url,
  PHOTO_S3_BUCKET: s3.bucket,
  PHOTO_S3_ENDPOINT: s3.endpoint,
  PHOTO_S3_ACCESS_KEY_ID: 'S3RVER',
  PHOTO_S3_SECRET_ACCESS_KEY: 'S3RVER',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  SEARCH_RATE_LIMIT: '100000000',
  DATABASE_POOL_SIZE: '20',
  WEB_ROOT: '',
}
const setup = await openDatabase({ ...configFromEnv({}), databaseUrl: pg.url })
const office = await setup
  .insertInto('offices')
  .values({
    name: 'Bench office',
    city: 'Chennai',
    phone: '+91 44 4000 0000',
    createdAt: new Date().toISOString(),
  })
  .returning('id')
  .executeTakeFirstOrThrow()
await insertAccount(setup, {
  email: 'bench.staff@example.com',
  passwordHash: await hashPassword(PASSWORD),
  role: 'staff',
  officeId: office.id,
})

const servers: Awaited<ReturnType<typeof startServer>>[] = []
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#c08040' } })
  .png()
  .toBuffer()

try {
  for (const port of [PORT, PORT + 1]) {
    // A server already on the port would answer the health check in place of ours.
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`Port ${port} is taken: set BENCH_PORT to two free ports.`)
    servers.push(await startServer({ port, env }))
  }
  const login = await fetch(`${servers[0].url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench.staff@example.com', password: PASSWORD }),
  })
  const token = ((await login.json()) as { token: string }).token
  const auth = { authorization: `Bearer ${token}` }

  const stats = {
    requests: 0,
    errors: 0,
    errorSamples: [] as string[],
    writes: 0,
    reads: 0,
    uploads: 0,
    rerouted: 0,
  }
  const acknowledged = new Set<number>()
  const photos: Array<{ src: string; hash?: string }> = []
  const until = Date.now() + SECONDS * 1000

  /**
   * One request. With --restart, a request the restarting server does not take (connection refused, or 503
   * while it stops) goes to the other server, as a load balancer would send it; the same Idempotency-Key
   * makes a write that was in fact taken count once.
   */
  async function call(base: string, path: string, init: RequestInit = {}) {
    stats.requests++
    const attempt = async (to: string) => {
      try {
        const res = await fetch(`${to}/api/${path}`, { ...init, headers: { ...auth, ...init.headers } })
        const body = res.headers.get('content-type')?.includes('json')
          ? await res.json()
          : await res.arrayBuffer()
        return { status: res.status, body, failure: res.status >= 400 ? `${res.status} ${path}` : null }
      } catch (error) {
        return { status: 0, body: null, failure: `${(error as Error).message} ${path}` }
      }
    }
    let result = await attempt(base)
    if (RESTART && (result.status === 0 || result.status === 503)) {
      stats.rerouted++
      result = await attempt(servers.find((s) => s.url !== base)!.url)
    }
    if (!result.failure) return result
    stats.errors++
    if (stats.errorSamples.length < 10) stats.errorSamples.push(result.failure)
    return null
  }

  // Each connection keeps to one server (as a load balancer's sticky-free round robin spreads them) and
  // mixes: searches and own lists (reads), new profiles (writes), and now and then a photo for one of them.
  async function worker(n: number) {
    const base = servers[n % 2].url
    let own: { id: number; photos: number } | null = null
    for (let i = 0; Date.now() < until; i++) {
      const roll = Math.random()
      if (roll < 0.25) {
        const key = `bench-${n}-${i}`
        const made = await call(base, 'user/create-form', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(profileBody({ firstName: 'Bench', aboutMe: 'Likes long walks and music.' })),
        })
        if (made?.status === 201) {
          const id = (made.body as { data: { id: number } }).data.id
          acknowledged.add(id)
          if (!own || own.photos >= 6) own = { id, photos: 0 }
        }
        stats.writes++
      } else if (roll < 0.28 && own && own.photos < 6) {
        const sent = await call(base, `profiles/${own.id}/photos`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: new Uint8Array(photo),
        })
        if (sent) {
          own.photos++
          photos.push({ src: (sent.body as { photo: { src: string } }).photo.src })
        }
        stats.uploads++
      } else if (roll < 0.7) {
        await call(base, 'profiles/search?religion=hinduism&ageFrom=25&ageTo=35')
        stats.reads++
      } else {
        await call(base, 'profiles/mine')
        stats.reads++
      }
    }
  }

  console.error(`Two servers, ${CONNECTIONS} connections, ${SECONDS} s…`)
  const started = Date.now()
  // --restart: half-way, the second server is stopped with SIGTERM (as a deploy does) and started again.
  const restart = async () => {
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2))
    await servers[1].stop()
    servers[1] = await startServer({ port: PORT + 1, env })
  }
  await Promise.all([
    ...Array.from({ length: CONNECTIONS }, (_, n) => worker(n)),
    ...(RESTART ? [restart()] : []),
  ])
  const elapsed = (Date.now() - started) / 1000

  // Acknowledged writes against rows, and every photo through both servers.
  const rows = await setup
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('idempotencyKey', 'like', 'bench-%')
    .executeTakeFirstOrThrow()
  const photoRows = await setup
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  let photosReadable = 0
  for (const p of photos) {
    const hashes = []
    for (const server of servers) {
      const res = await fetch(`${server.url}/api/${p.src}/card.webp`, { headers: auth })
      if (res.ok) hashes.push(sha(Buffer.from(await res.arrayBuffer())))
    }
    if (hashes.length === 2 && hashes[0] === hashes[1]) photosReadable++
  }

  const report = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    seconds: Math.round(elapsed),
    restartedHalfWay: RESTART,
    reroutedDuringRestart: stats.rerouted,
    requests: stats.requests,
    requestsPerSecond: Math.round(stats.requests / elapsed),
    errors: stats.errors,
    errorSamples: stats.errorSamples,
    reads: stats.reads,
    writesAcknowledged: acknowledged.size,
    rows: Number(rows.n),
    photosUploaded: photos.length,
    photoRows: Number(photoRows.n),
    photosReadableThroughBoth: photosReadable,
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    `bench/results/two-servers${RESTART ? '-restart' : ''}.json`,
    `${JSON.stringify(report, null, 2)}\n`,
  )
  console.log(JSON.stringify(report, null, 2))
  const ok =
    report.errors === 0 &&
    report.rows === report.writesAcknowledged &&
    report.photoRows === report.photosUploaded &&
    report.photosReadableThroughBoth === report.photosUploaded
  console.log(
    ok
      ? 'PASS: 0 errors, acknowledged writes = rows, every photo readable through both servers.'
      : 'FAIL: see above.',
  )
  process.exitCode = ok ? 0 : 1
} finally {
  for (const server of servers) await server.stop()
  await setup.destroy()
  s3.stop()
  pg.stop()
}
