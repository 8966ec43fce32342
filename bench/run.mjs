// npm run bench: builds what it measures, bundles the benchmark (TypeScript) and runs it.
import { build } from 'esbuild'
import { ensureBrowser } from '../scripts/ensure-browser.mjs'
import { npmRun } from '../scripts/lib.mjs'

// `-- --only scale` measures search and matches alone: no browser and no web build needed.
const scaleOnly =
  process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'scale'
if (!scaleOnly) process.env.CHROME_PATH = await ensureBrowser()
for (const script of scaleOnly ? ['build:server'] : ['build:web', 'build:server'])
  if (npmRun(script) !== 0) process.exit(1)
await build({
  entryPoints: ['bench/bench.ts'],
  outfile: 'out/bench/bench.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'error',
})
await import('../out/bench/bench.js')
