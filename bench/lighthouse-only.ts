import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { startServer } from '../tests/support/server'
import { aProfilePage, lighthouseMedian, lighthouseMedians, sampleDataDir } from './lighthouse-pages'
import type { LighthousePage } from './lighthouse-pages'
import { machineLoad } from './timing'

// `npm run bench -- --lighthouse`: Lighthouse (mobile) alone on every page the budget names, three runs each,
// the median by performance kept; written into latest.json's `lighthouse` beside the last full run's figures.
const PORT = Number(process.env.BENCH_PORT) || 3400
const LATEST = 'bench/results/latest.json'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run']
// `-- --page <path>` (repeatable) measures only those pages: a visitor's path, `profile` for the profile page
// the full run measures, `/matches` as the demo member. Such a run prints its medians and leaves latest.json alone.
const chosen = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : []))

/** The chosen pages, three runs each, the median by performance kept (as lighthouseMedians does). */
async function chosenMedians(base: string) {
  const pages: LighthousePage[] = []
  for (const path of chosen)
    pages.push(
      path === 'profile'
        ? { path: await aProfilePage(`${base}/api`) }
        : { path, member: path === '/matches' },
    )
  const medians = []
  for (const page of pages)
    medians.push(await lighthouseMedian(process.env.CHROME_PATH!, chromeFlags, base, page))
  return medians
}

const dataDir = await sampleDataDir(2_000)
const server = await startServer({
  port: PORT,
  dataDir,
  env: { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
})
try {
  const runs = chosen.length
    ? await chosenMedians(server.url)
    : await lighthouseMedians(process.env.CHROME_PATH!, chromeFlags, server.url)
  const report = (existsSync(LATEST) ? JSON.parse(readFileSync(LATEST, 'utf8')) : {}) as object
  mkdirSync('bench/results', { recursive: true })
  if (!chosen.length)
    writeFileSync(
      LATEST,
      JSON.stringify(
        {
          ...report,
          lighthouse: runs,
          lighthouseMeasured: { date: new Date().toISOString(), ...machineLoad() },
        },
        null,
        2,
      ) + '\n',
    )
  console.log(`Lighthouse (mobile, median of 3)   perf  LCP ms  FCP ms  TBT ms  CLS    runs`)
  for (const l of runs)
    console.log(
      `  ${(l.member ? `${l.path} (member)` : l.path).padEnd(30)} ${String(l.performance).padStart(4)}  ${String(l.lcpMs).padStart(6)}  ${String(l.fcpMs).padStart(6)}  ${String(l.tbtMs).padStart(6)}  ${String(l.cls).padEnd(5)}  ${l.performanceRuns.join('/')}`,
    )
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
