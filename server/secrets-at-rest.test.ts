import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hash } from '@node-rs/argon2'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { ARGON2_OPTIONS, hashPassword } from './auth/passwords'
import { loadSecret } from './auth/tokens'
import { configFromEnv } from './config'
import { insertAccount } from './db/accounts'
import { openDatabase } from './db/database'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

const modeOf = (file: string) => statSync(file).mode & 0o777
const made: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'matrimony-files-'))
  made.push(dir)
  return dir
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('files in the data folder', () => {
  it('the SQLite database and its WAL are readable by the server’s user only', async () => {
    const dataDir = freshDir()
    const db = await openDatabase({ dataDir, databaseUrl: null })
    await insertAccount(db, { email: 'a@example.com', passwordHash: null, role: 'member' })
    expect(modeOf(join(dataDir, 'matrimony.sqlite'))).toBe(0o600)
    expect(modeOf(join(dataDir, 'matrimony.sqlite-wal'))).toBe(0o600)
    await db.destroy()
  })

  it('the generated JWT secret is 0600, and an older looser file is tightened', () => {
    const fresh = freshDir()
    loadSecret(null, fresh)
    expect(modeOf(join(fresh, 'jwt-secret'))).toBe(0o600)
    const older = freshDir()
    writeFileSync(join(older, 'jwt-secret'), 'x'.repeat(64), { mode: 0o644 })
    loadSecret(null, older)
    expect(modeOf(join(older, 'jwt-secret'))).toBe(0o600)
  })
})

describe('JWT_SECRET', () => {
  it('refuses to start with one shorter than 32 bytes, and says why', () => {
    expect(() => configFromEnv({ JWT_SECRET: 'too-short-secret' })).toThrow(/at least 32 bytes/)
    expect(configFromEnv({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32))
    expect(configFromEnv({}).jwtSecret).toBeNull()
  })
})

describe('argon2id', () => {
  let s: TestServer
  afterEach(() => s?.close())

  const params = (stored: string) => {
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored)
    if (!m) throw new Error(`not an argon2id hash: ${stored}`)
    return { m: Number(m[1]), t: Number(m[2]), p: Number(m[3]) }
  }

  it('hashes with at least OWASP’s parameters (19 MiB, 2 passes, 1 lane), set explicitly', async () => {
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })
    const { m, t, p } = params(await hashPassword('a password'))
    expect(m).toBeGreaterThanOrEqual(19_456)
    expect(t).toBeGreaterThanOrEqual(2)
    expect(p).toBeGreaterThanOrEqual(1)
  })

  it('upgrades a hash made with weaker settings at the next successful login', async () => {
    s = await startTestServer()
    const weak = await hash('old-password-1', { memoryCost: 4096, timeCost: 3, parallelism: 1 })
    await insertAccount(s.db, { email: 'old@example.com', passwordHash: weak, role: 'member' })
    expect(
      (await s.post('user/login', { email: 'old@example.com', password: 'old-password-1' })).status,
    ).toBe(200)
    const row = await s.db
      .selectFrom('accounts')
      .select('passwordHash')
      .where('emailKey', '=', 'old@example.com')
      .executeTakeFirstOrThrow()
    expect(params(row.passwordHash!).m).toBeGreaterThanOrEqual(19_456)
    expect(
      (await s.post('user/login', { email: 'old@example.com', password: 'old-password-1' })).status,
    ).toBe(200)
  })
})
