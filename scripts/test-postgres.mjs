// The API test suite again, on a real PostgreSQL (scripts/postgres.mjs); any failing test fails the run.
// Where PostgreSQL cannot be had it skips with the reason, except under CI=true, where that fails the run:
// a required stage that did not start must never look like a pass.
import { startPostgres } from './postgres.mjs'
import { run } from './lib.mjs'

const pg = await startPostgres()
if (pg.skipped) {
  const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '')
  console.log(`${ci ? 'FAILED' : 'SKIPPED'}: the API tests on PostgreSQL did not run. ${pg.skipped}`)
  process.exit(ci ? 1 : 0)
}
let status = 1
try {
  console.log(`PostgreSQL is up (${pg.url}); running the API tests on it.`)
  // Named test files run alone (npm run test:postgres -- server/db-copy.test.ts); else every server test.
  const files = process.argv.slice(2)
  status = run(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'node', ...(files.length ? files : ['server'])],
    {
      env: { ...process.env, TEST_DATABASE_URL: pg.url },
    },
  )
} finally {
  pg.stop()
}
process.exit(status)
