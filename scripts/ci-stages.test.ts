import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// A required stage that cannot start must fail CI, never pass as "skipped".
describe('the PostgreSQL stage without PostgreSQL', () => {
  const run = (ci: string) =>
    spawnSync(process.execPath, ['scripts/test-postgres.mjs'], {
      env: { ...process.env, CI: ci, POSTGRES_BIN: '/nonexistent-postgres-bin' },
      encoding: 'utf8',
    })

  it('fails the run under CI=true, with the reason', () => {
    const result = run('true')
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('FAILED: the API tests on PostgreSQL did not run.')
    expect(result.stdout).toContain('holds no initdb')
  })

  it('skips with the reason on a developer machine', () => {
    const result = run('')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('SKIPPED: the API tests on PostgreSQL did not run.')
  })
})
