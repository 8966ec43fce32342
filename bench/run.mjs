// npm run bench: builds what it measures, bundles the benchmark (TypeScript) and runs it.
import { build } from 'esbuild'
import { ensureBrowser } from '../scripts/ensure-browser.mjs'
import { npmRun } from '../scripts/lib.mjs'

// `npm run bench -- --two-servers`: only the two-server load run (bench/two-servers.ts), no browser needed.
const twoServers = process.argv.includes('--two-servers')
if (!twoServers) process.env.CHROME_PATH = await ensureBrowser()
for (const script of twoServers ? ['build:server'] : ['build:web', 'build:server'])
  if (npmRun(script) !== 0) process.exit(1)
await build({
  entryPoints: [twoServers ? 'bench/two-servers.ts' : 'bench/bench.ts'],
  outfile: twoServers ? 'out/bench/two-servers.js' : 'out/bench/bench.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'error',
})
await import(twoServers ? '../out/bench/two-servers.js' : '../out/bench/bench.js')
