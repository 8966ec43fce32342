// The API test suite again, on a real PostgreSQL (scripts/postgres.mjs); any failing test fails the run.
// Where PostgreSQL cannot be had it skips with the reason, except under CI=true, where that fails the run:
// a required stage that did not start must never look like a pass.
// The photo suite then runs again with photos in a local S3-compatible store (s3rver, scripts/s3-local.mjs).
import { startPostgres } from './postgres.mjs'
import { run } from './lib.mjs'
import { startLocalS3 } from './s3-local.mjs'

const pg = await startPostgres()
if (pg.skipped) {
  const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '')
  console.log(`${ci ? 'FAILED' : 'SKIPPED'}: the API tests on PostgreSQL did not run. ${pg.skipped}`)
  process.exit(ci ? 1 : 0)
}
let status = 1
const vitest = (files, env) =>
  run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'node', ...files], {
    env: { ...process.env, TEST_DATABASE_URL: pg.url, ...env },
  })
try {
  console.log(`PostgreSQL is up (${pg.url}); running the API tests on it.`)
  // Named test files run alone (npm run test:postgres -- server/db-copy.test.ts); else every server test.
  const files = process.argv.slice(2)
  status = vitest(files.length ? files : ['server'])
  // The photo suite (or the named photo tests) with photos in S3 rather than on the disk.
  const photoFiles = files.length ? files.filter((f) => f.startsWith('server/photos')) : ['server/photos']
  if (photoFiles.length) {
    const s3 = await startLocalS3()
    if (s3.skipped) {
      console.log(`SKIPPED: the photo tests against an S3-compatible store did not run. ${s3.skipped}`)
    } else {
      try {
        console.log(`s3rver is up (${s3.endpoint}); running the photo tests with photos in its bucket.`)
        const s3Status = vitest(photoFiles, {
          TEST_PHOTO_S3_ENDPOINT: s3.endpoint,
          TEST_PHOTO_S3_BUCKET: s3.bucket,
        })
        if (s3Status !== 0) status = s3Status
      } finally {
        s3.stop()
      }
    }
  }
} finally {
  pg.stop()
}
process.exit(status)
