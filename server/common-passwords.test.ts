import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterEach, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { isCommonPassword } from './auth/common-passwords'
import { passwordProblem } from './auth/password-rules'
import { publishedProfile } from './connections/test-people'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

describe('isCommonPassword', () => {
  it.each(['password123', 'Password123', 'iloveyou', 'qwertyuiop', '1234567890', 'sunshine1'])(
    '%s is refused',
    (password) => expect(isCommonPassword(password)).toBe(true),
  )
  it.each(['correct horse battery staple', 'asha-first-password', 'Kavitha 1996 Chennai!'])(
    '%s is fine',
    (password) => expect(isCommonPassword(password)).toBe(false),
  )
})

describe('choosing a password on the reset page', () => {
  let s: TestServer
  afterEach(() => s?.close())

  it('refuses a common one with a clear message and keeps the link usable', async () => {
    s = await startTestServer()
    await s.addAccount('member@example.com', 'old-password-1', 'member')
    await s.post('user/forgot-password', { email: 'member@example.com' })
    const link = s.logs.map((l) => /link would be mailed: (\S+)"/.exec(l)?.[1]).find(Boolean)!
    const token = new URL(link).searchParams.get('token')!
    const refused = await s.post('user/reset-password', { token, password: 'Password123' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ password: msg.passwordTooCommon })
    expect((await s.post('user/reset-password', { token, password: 'three unrelated words' })).status).toBe(
      200,
    )
  })
})

describe('passwords made of the service’s name or the person’s own', () => {
  let s: TestServer
  afterEach(() => s?.close())
  const asha = { email: 'asha.rao1990@example.com', names: ['Asha', 'Raghunathan'] }
  it.each([
    'matrimony',
    'Matrimony2026!',
    'my-m@tr1mony-key',
    'asha.rao1990',
    'I am Asha from Pune',
    'raghunathan77',
  ])('%s is refused', (password) => expect(passwordProblem(password, asha)).toBe(msg.passwordPersonal))
  it.each(['correct horse battery staple', 'Kavitha 1996 Chennai!'])('%s is fine', (password) =>
    expect(passwordProblem(password, asha)).toBeNull(),
  )

  it('the reset page refuses the service’s name and the person’s own name, beside the field', async () => {
    s = await startTestServer()
    const accountId = await s.addAccount('member@example.com', 'old-password-1', 'member')
    await s.db
      .insertInto('profiles')
      .values(publishedProfile(1, accountId, { ownerAccountId: accountId, firstName: 'Vaidehi' }))
      .execute()
    await s.post('user/forgot-password', { email: 'member@example.com' })
    const link = s.logs.map((l) => /link would be mailed: (\S+)"/.exec(l)?.[1]).find(Boolean)!
    const token = new URL(link).searchParams.get('token')!
    for (const password of ['matrimony', 'vaidehi-loves-tea', 'member@example.com'])
      expect((await s.post('user/reset-password', { token, password })).body.errors).toEqual({
        password: msg.passwordPersonal,
      })
    expect((await s.post('user/reset-password', { token, password: 'three unrelated words' })).status).toBe(
      200,
    )
  })
})

describe('the accounts CLI', () => {
  const run = promisify(execFile)

  it('refuses a common password with a clear message, and takes a good one', async () => {
    // The CLI as npm run users builds it, into node_modules so that its packages resolve.
    const outfile = join(process.cwd(), 'node_modules/.cache/users-cli-test/users.mjs')
    await build({
      entryPoints: ['server/users.ts'],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'error',
    })
    const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'matrimony-cli-')), JWT_SECRET: '' }
    const add = (password: string) =>
      run(process.execPath, [outfile, 'add', '--email', 'staff@example.com', '--password', password], { env })
    await expect(add('iloveyou123')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(msg.passwordTooCommon),
    })
    const { stdout } = await add('three unrelated words')
    expect(stdout).toContain('Added staff account staff@example.com')
    rmSync(env.DATA_DIR, { recursive: true, force: true })
  })
})
