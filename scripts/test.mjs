// npm test: type checks, lint, unit tests, end-to-end tests. Every step runs; any failure fails the whole.
import { existsSync } from 'node:fs'
import { npmRun } from './lib.mjs'

const steps = [
  ['Type checks', 'typecheck'],
  ['Lint', 'lint'],
  ['Unit tests (vitest)', 'test:unit'],
  ['API tests on PostgreSQL', 'test:postgres'],
  ['End-to-end tests (Playwright, Chromium)', 'test:e2e'],
]
const results = []
for (const [title, script] of steps) {
  console.log(`\n=== ${title}: npm run ${script}`)
  const started = Date.now()
  const status = npmRun(script)
  results.push({ title, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) })
}
console.log('\n=== Summary')
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.title} (${r.seconds}s)`)
// The one test allowed to skip: no registry here provides the Electron binary (docs/kiosk.md).
if (!existsSync('node_modules/electron/dist') && !process.env.ELECTRON_OVERRIDE_DIST_PATH)
  console.log('SKIP  the Electron kiosk test (tests/e2e/electron): no Electron binary on this machine')
process.exit(results.every((r) => r.ok) ? 0 : 1)
