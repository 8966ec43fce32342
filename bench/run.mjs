// npm run bench: builds what it measures, bundles the benchmark (TypeScript) and runs it.
import { build } from 'esbuild'
import { ensureBrowser } from '../scripts/ensure-browser.mjs'
import { npmRun } from '../scripts/lib.mjs'

// `npm run bench -- --two-servers`: only the two-server load run (bench/two-servers.ts); `-- --only scale`
// measures search and matches alone. Neither needs a browser or a web build.
const twoServers = process.argv.includes('--two-servers')
const scaleOnly =
  process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'scale'
// `npm run bench -- --dashboard`: only the office dashboard at 10,000 profiles (bench/dashboard-bench.ts).
const dashboard = process.argv.includes('--dashboard')
// `npm run bench -- --conversations`: only conversations across two servers on PostgreSQL (issue 26).
const conversations = process.argv.includes('--conversations')
// `npm run bench -- --seed <folder> [--profiles N]`: seed a SQLite database and keep it (bench/seed-keep.ts).
const seed = process.argv.includes('--seed')
// `npm run bench -- --create-form <folder | postgres URL>`: create-form throughput alone and during searches.
const createForm = process.argv.includes('--create-form')
// `npm run bench -- --typed-list <folder | postgres URL>`: each typed search's time and plan (bench/typed-diag.ts).
const typedList = process.argv.includes('--typed-list')
// `npm run bench -- --first-load`: the first-load budgets alone (bench/first-load-only.ts), after the web build.
const firstLoad = process.argv.includes('--first-load')
// `npm run bench -- --lighthouse`: Lighthouse alone, three runs a page (bench/lighthouse-only.ts), after the web build.
const lighthouseOnly = process.argv.includes('--lighthouse')
const only = twoServers
  ? 'two-servers'
  : dashboard
    ? 'dashboard-only'
    : conversations
      ? 'conversations-only'
      : seed
        ? 'seed-keep'
        : createForm
          ? 'create-form-only'
          : typedList
            ? 'typed-diag'
            : firstLoad
              ? 'first-load-only'
              : lighthouseOnly
                ? 'lighthouse-only'
                : null
if ((!only || firstLoad || lighthouseOnly) && !scaleOnly) process.env.CHROME_PATH = await ensureBrowser()
for (const script of (only && !firstLoad && !lighthouseOnly) || scaleOnly
  ? ['build:server']
  : ['build:web', 'build:server'])
  if (npmRun(script) !== 0) process.exit(1)
await build({
  entryPoints: [only ? `bench/${only}.ts` : 'bench/bench.ts'],
  outfile: only ? `out/bench/${only}.js` : 'out/bench/bench.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'error',
})
await import(only ? `../out/bench/${only}.js` : '../out/bench/bench.js')
