// npm run bench: builds what it measures, bundles the benchmark (TypeScript) and runs it.
import { build } from 'esbuild'
import { ensureBrowser } from '../scripts/ensure-browser.mjs'
import { npmRun } from '../scripts/lib.mjs'

// `npm run bench -- --two-servers`: only the two-server load run (bench/two-servers.ts); `-- --only scale`
// measures search and matches alone. Neither needs a browser or a web build.
const twoServers = process.argv.includes('--two-servers')
const scaleOnly =
  process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'scale'
if (!twoServers && !scaleOnly) process.env.CHROME_PATH = await ensureBrowser()
for (const script of twoServers || scaleOnly ? ['build:server'] : ['build:web', 'build:server'])
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
