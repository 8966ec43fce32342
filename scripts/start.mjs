// npm start: builds what is missing or out of date (one line each, the tools' output only on failure), then
// serves the product; the server ends its start with the address to open and the demo accounts.
import { spawnSync } from 'node:child_process'
import { run, serverSources, stale, webSources } from './lib.mjs'

function build(label, script) {
  process.stdout.write(`${label}… `)
  const started = Date.now()
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['run', '--silent', script], { encoding: 'utf8' })
  if (result.status !== 0) {
    console.log('failed:\n')
    console.log(result.stdout, result.stderr)
    process.exit(1)
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`)
}

if (stale('out/web/index.html', webSources)) build('Building the web app (out/web)', 'build:web')
else console.log('The web app is up to date (out/web).')
if (stale('out/server/main.js', serverSources)) build('Building the server (out/server)', 'build:server')
else console.log('The server is up to date (out/server).')
process.exit(run(process.execPath, ['out/server/main.js'], { env: { ...process.env, START_SUMMARY: '1' } }))
