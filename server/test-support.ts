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

export interface TestServer {
  url: string
  db: Db
  config: ServerConfig
  logs: string[]
  close(): Promise<void>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  addAccount(email: string, password: string, role?: 'staff' | 'member'): Promise<number>
  login(email: string, password: string): Promise<string>
}

/** The real app on a temporary SQLite file, listening on a free loopback port: tests speak real HTTP. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matrimony-api-'))
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataDir,
    webRoot: null,
    jwtSecret: 'unit-test-secret',
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
    post: (path, body, headers) => call('POST', path, body, headers),
    get: (path, headers) => call('GET', path, undefined, headers),
    async close() {
      await app.close()
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
    async addAccount(email, password, role = 'staff') {
      const id = await insertAccount(db, { email, passwordHash: await hashPassword(password), role })
      if (id === null) throw new Error(`account ${email} exists`)
      return id
    },
    async login(email, password) {
      const res = await server.post('user/login', { email, password })
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body.token as string
    },
  }
  return server
}

/** A valid create-form body; overrides replace single fields. */
export function profileBody(overrides: Record<string, unknown> = {}) {
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
    state: 'Ontario',
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
