import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { configFromEnv } from './config'
import type { ServerConfig } from './config'
import { insertAccount } from './db/accounts'
import { openDatabase } from './db/database'
import type { Db } from './db/database'
import { hashPassword } from './auth/passwords'
import { freshTestDatabase } from './test-database'
import type { JobRunner } from './jobs/runner'
import type { Lifecycle } from './lifecycle'
import { regionsOf } from '../shared/places'

export interface TestServer {
  url: string
  db: Db
  config: ServerConfig
  logs: string[]
  /** The server's background jobs (add a job, or run the due ones now). */
  jobs: JobRunner
  /** Shutdown hooks and whether the server is stopping. */
  lifecycle: Lifecycle
  close(): Promise<void>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  patch(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  put(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  addAccount(
    email: string,
    password: string,
    role?: 'staff' | 'member',
    officeId?: number | null,
  ): Promise<number>
  addOffice(name: string, city?: string): Promise<number>
  login(email: string, password: string): Promise<string>
  /** The office registers a profile and the candidate confirms it with the printed code: it is published. */
  createPublished(body: Record<string, unknown>, token: string): Promise<number>
}

/**
 * With TEST_PHOTO_S3_ENDPOINT and TEST_PHOTO_S3_BUCKET (scripts/test-postgres.mjs sets them around a local
 * s3rver), each test server keeps its photos in that bucket under a prefix of its own; else in its DATA_DIR.
 */
function testPhotoStore(): ServerConfig['photoStore'] {
  const endpoint = process.env.TEST_PHOTO_S3_ENDPOINT
  const bucket = process.env.TEST_PHOTO_S3_BUCKET
  if (!endpoint || !bucket) return null
  return {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: `test-${randomBytes(6).toString('hex')}/`,
    serverSideEncryption: null,
  }
}

/** The real app on a temporary SQLite file, listening on a free loopback port: tests speak real HTTP. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matrimony-api-'))
  const postgres = overrides.databaseUrl === undefined ? await freshTestDatabase() : null
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataDir,
    webRoot: null,
    jwtSecret: 'unit-test-secret',
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    photoStore: testPhotoStore(),
    ...overrides,
  }
  const db = await openDatabase(config)
  const logs: string[] = []
  const stream = { write: (line: string) => void logs.push(line) }
  const app = await buildApp(config, db, { level: 'info', stream, redact: ['req.headers.authorization'] })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}/api/${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as any }
  }

  const server: TestServer = {
    url,
    db,
    config,
    logs,
    jobs: app.jobs,
    lifecycle: app.lifecycle,
    post: (path, body, headers) => call('POST', path, body, headers),
    get: (path, headers) => call('GET', path, undefined, headers),
    patch: (path, body, headers) => call('PATCH', path, body, headers),
    put: (path, body, headers) => call('PUT', path, body, headers),
    async close() {
      await app.close()
      await db.destroy()
      await postgres?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    async addAccount(email, password, role = 'staff', officeId = null) {
      const id = await insertAccount(db, {
        email,
        passwordHash: await hashPassword(password),
        role,
        officeId,
      })
      if (id === null) throw new Error(`account ${email} exists`)
      return id
    },
    async addOffice(name, city = 'Pune') {
      const row = await db
        .insertInto('offices')
        .values({ name, city, phone: '+91 20 4000 0000', createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async createPublished(body, token) {
      const created = await server.post('user/create-form', body, { authorization: `Bearer ${token}` })
      if (created.status !== 201)
        throw new Error(`create-form: ${created.status} ${JSON.stringify(created.body)}`)
      const code = created.body.data.consentCode as string
      const consent = await server.post('consent', { code, agree: true })
      if (consent.status !== 200)
        throw new Error(`consent: ${consent.status} ${JSON.stringify(consent.body)}`)
      return created.body.data.id as number
    },
    async login(email, password) {
      const res = await server.post('user/login', { email, password })
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body.token as string
    },
  }
  return server
}

/**
 * A valid create-form body; overrides replace single fields. Another country without a state gets that
 * country's first region (the state must be one of the country's where our list is whole).
 */
export function profileBody(overrides: Record<string, unknown> = {}) {
  const country = typeof overrides.country === 'string' ? overrides.country : 'canada'
  const state = country === 'canada' ? 'Ontario' : (regionsOf(country)[0]?.label ?? '')
  const year = new Date().getFullYear() - 30
  return {
    firstName: 'Kavitha',
    lastName: 'Raman',
    dob: `${year}-01-01`,
    age: 30,
    email: 'kavitha@example.com',
    education: 'M.Sc',
    mobile: '9876543210',
    gender: 'female',
    occupation: 'Scientist',
    rashi: 'kanya',
    dosham: 'no',
    eating: 'vegetarian',
    smoking: 'no',
    drinking: 'no',
    family: 'nuclear',
    value: 'moderate',
    familyStatus: 'uppermiddle',
    height: 64,
    weight: 58,
    country: 'canada',
    state,
    aboutMe: 'Enjoys music and long walks.',
    religion: 'hinduism',
    caste: 'Iyer',
    gotra: 'Kashyap',
    expectation: 'A kind partner.',
    annualIncome: '10to20',
    maritalStatus: 'single',
    citizen: 'Canada',
    motherTongue: 'english',
    haveChildren: 'no',
    ...overrides,
  }
}
