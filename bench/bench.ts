import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { routeHeadings } from '../shared/routes'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/seed'
import { profileBody } from '../server/test-support'
import { startServer } from '../tests/support/server'
import { argon2VerifyMs, buildWeight, load, routeWeight } from './measure'
import { budgetLines, measureBudgets } from './first-load'
import { startPostgres } from '../scripts/postgres.mjs'
import { conversationsLine, measureConversations } from './conversations-bench'
import type { ConversationsResult } from './conversations-bench'
import { aVisitor, machineLoad } from './timing'
import { measureDatabases, printScale, saveScale, scaleOptions } from './scale-run'
import { measureDashboard } from './dashboard-bench'
import { aProfilePage, lighthouseMedians, profilePageWeight, sampleDataDir } from './lighthouse-pages'

// The benchmark of issue 7: web weight, Lighthouse (mobile), API load and a storage check, on this machine.
// BENCH_PORT: another base port when several benches share a machine (the scale runs use the next one).
const PORT = Number(process.env.BENCH_PORT) || 3400
const CONNECTIONS = 10
const SECONDS = 10
const SEARCH_PROFILES = 10_000
const STORAGE_CHECK_REQUESTS = 2_000
const chromePath = process.env.CHROME_PATH!
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
const started = Date.now()

// `npm run bench -- --only scale [--db both] [--profiles 100000,1000000]`: search and matches at scale alone,
// written into latest.json beside the last full run's other figures.
const scale = scaleOptions(process.argv)
if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'scale') {
  const reports = await measureDatabases(scale, PORT + 1)
  saveScale(reports)
  printScale(reports)
  process.exit(0)
}

// A fresh SQLite database: the demo account, the sample profiles, and 10,000 more for search.
const dataDir = await sampleDataDir(SEARCH_PROFILES)
const server = await startServer({
  port: PORT,
  dataDir,
  // Each search names its visitor (bench/timing.ts aVisitor), as a proxy in front of the server would.
  env: { RATE_LIMIT_MAX: '100000000', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
})
const base = server.url

try {
  // 1. Web weight per route.
  console.error('Measuring web weight…')
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags })
  const paths = [...new Set(routeHeadings.filter((r) => !r.guarded).map((r) => r.path))]
  const routes = []
  for (const path of paths) routes.push(await routeWeight(browser, base, path))
  const budgets = await measureBudgets(browser, base)
  const profilePath = await aProfilePage(`${base}/api`)
  const profilePage = await profilePageWeight(browser, base, profilePath)
  await browser.close()
  const total = buildWeight('out/web/assets')

  // 2. Lighthouse, mobile preset (simulated slow 4G and a 4x slower CPU), against our server.
  console.error('Running Lighthouse…')
  const lighthouseRuns = await lighthouseMedians(chromePath, chromeFlags, base)

  // 3. API load, fixed concurrency and duration.
  console.error('Loading the API…')
  const api = `${base}/api`
  const health = await load('GET health', { url: `${api}/health` }, CONNECTIONS, SECONDS)
  const login = await load(
    'POST user/login',
    { url: `${api}/user/login`, method: 'POST', body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } },
    CONNECTIONS,
    SECONDS,
  )
  const token = (
    (await (
      await fetch(`${api}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      })
    ).json()) as { token: string }
  ).token
  const countRows = () =>
    Number(
      execFileSync('node', [
        '-e',
        `const D=require('better-sqlite3');const d=new D(${JSON.stringify(join(dataDir, 'matrimony.sqlite'))},{readonly:true});console.log(d.prepare('select count(*) n from profiles').get().n)`,
      ]).toString(),
    )
  const searchQuery =
    'ageFrom=25&ageTo=35&height=' +
    encodeURIComponent(`5'0"`) +
    '&maritalStatus=single&religion=hinduism&motherTongue=hindi&country=uk'
  const searchTotal = (
    (await (await fetch(`${api}/profiles/search?${searchQuery}`)).json()) as { total: number }
  ).total
  const searchStored = countRows()
  const search = await load(
    'GET profiles/search',
    { url: `${api}/profiles/search?${searchQuery}`, visitor: aVisitor },
    CONNECTIONS,
    SECONDS,
  )
  const createFormOptions = {
    url: `${api}/user/create-form`,
    method: 'POST' as const,
    body: profileBody(),
    headers: { authorization: `Bearer ${token}` },
    idempotent: true,
  }
  const createForm = await load('POST user/create-form', createFormOptions, CONNECTIONS, SECONDS)
  // A timed run stops with requests in flight (stored, but their answers dropped by the load tool), so
  // the storage check uses a run of a fixed number of requests: every answer is counted.
  const rowsBefore = countRows()
  const counted = await load(
    'POST user/create-form (storage check)',
    createFormOptions,
    CONNECTIONS,
    SECONDS,
    STORAGE_CHECK_REQUESTS,
  )
  const rowsAfter = countRows()

  // 4. Search and matches at scale, each on its own fresh database (issue 12).
  console.error('Seeding 100,000 and 1,000,000 profiles for search and matches…')
  const scaleReports = await measureDatabases(scale, PORT + 1)

  // The office dashboard with 10,000 profiles in one office (issue 21).
  console.error('Office dashboard: 10,000 profiles in one office…')
  const dashboard = await measureDashboard()

  // 5. Conversations across two servers on one PostgreSQL (issue 26), when PostgreSQL can be started here.
  console.error('Conversations: two servers, 2,000 live connections each…')
  const talkDb = await startPostgres()
  let conversations: ConversationsResult | { skipped: string }
  if ('url' in talkDb) {
    try {
      conversations = await measureConversations(PORT + 10, talkDb.url)
    } finally {
      talkDb.stop()
    }
  } else conversations = { skipped: String(talkDb.skipped) }

  const verifyMs = await argon2VerifyMs()
  const cores = availableParallelism()
  const loginBound = Math.round((1000 / verifyMs) * cores)
  const created = counted.statusCodes['201'] ?? 0

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: `${cores} × ${cpus()[0]?.model ?? 'unknown'}`,
      node: process.version,
      ...machineLoad(),
      chromium: execFileSync(chromePath, ['--version']).toString().trim(),
    },
    web: {
      routes,
      homeFirstLoadJsGzipKb: kb(routes.find((r) => r.path === '/')!.js),
      homeFirstLoadByLanguage: budgets.find((b) => b.path === '/')!.byLanguage,
      budgetKb: 90,
      budgets,
      profilePage,
      wholeBuild: { jsGzipKb: kb(total.js), cssGzipKb: kb(total.css) },
    },
    lighthouse: lighthouseRuns,
    api: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      runs: [health, login, search, createForm],
      argon2: {
        verifyMs: Math.round(verifyMs * 10) / 10,
        cores,
        loginBoundRps: loginBound,
        loginAchievedRps: login.rps,
        ratio: Math.round((login.rps / loginBound) * 100) / 100,
      },
      search: { storedProfiles: searchStored, matchingProfiles: searchTotal },
    },
    scale: scaleReports,
    dashboard,
    conversations: { budget: { p95Ms: 250, rssPer1000IdleMb: 50 }, ...conversations },
    storage: {
      requests: STORAGE_CHECK_REQUESTS,
      createFormCreated201: created,
      otherAnswers: STORAGE_CHECK_REQUESTS - created,
      rowsAdded: rowsAfter - rowsBefore,
      equal: rowsAfter - rowsBefore === created,
    },
    seconds: Math.round((Date.now() - started) / 1000),
  }

  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/latest.json', JSON.stringify(report, null, 2) + '\n')

  console.log(`\nWeb weight (gzipped, first load)      JS KB   CSS KB`)
  for (const r of routes)
    console.log(`  ${r.path.padEnd(36)} ${String(kb(r.js)).padStart(6)}  ${String(kb(r.css)).padStart(6)}`)
  console.log(
    `  whole build                          ${String(kb(total.js)).padStart(6)}  ${String(kb(total.css)).padStart(6)}`,
  )
  console.log(`\nFirst-load budgets (gzipped JS KB, fresh visitor, per language)`)
  for (const line of budgetLines(budgets)) console.log(line)
  console.log(
    `  ${profilePage.path.padEnd(12)} ${profilePage.byLanguage.map((w) => `${w.language} ${w.jsGzipKb}`).join('  ')}  (a profile page)`,
  )
  console.log(`\nLighthouse (mobile)   perf  a11y  best  seo   LCP ms  TBT ms  CLS    bytes`)
  for (const l of lighthouseRuns) {
    console.log(
      `  ${(l.member ? `${l.path} (member)` : l.path).padEnd(18)} ${String(l.performance).padStart(4)}  ${String(l.accessibility).padStart(4)}  ${String(l.bestPractices).padStart(4)}  ${String(l.seo).padStart(3)}  ${String(l.lcpMs).padStart(7)}  ${String(l.tbtMs).padStart(6)}  ${String(l.cls).padEnd(5)}  ${l.totalBytes}  (runs ${l.performanceRuns.join('/')})`,
    )
  }
  console.log(
    `\nAPI (${CONNECTIONS} connections, ${SECONDS} s each)   req/s   p50 ms  p99 ms  errors  non-2xx`,
  )
  for (const r of report.api.runs)
    console.log(
      `  ${r.name.padEnd(28)} ${String(r.rps).padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${String(r.errors).padStart(6)}  ${String(r.non2xx).padStart(7)}`,
    )
  const a = report.api.argon2
  console.log(
    `\nargon2id verify: ${a.verifyMs} ms; bound on ${a.cores} cores: ${a.loginBoundRps} logins/s; achieved ${a.loginAchievedRps} (${Math.round(a.ratio * 100)}%)`,
  )
  console.log(
    `search: ${report.api.search.matchingProfiles} matches among ${report.api.search.storedProfiles} stored profiles`,
  )
  printScale(scaleReports)
  console.log(
    `storage: ${STORAGE_CHECK_REQUESTS} create-form requests, ${created} answers 201, ${report.storage.rowsAdded} rows added: ${report.storage.equal ? 'equal' : 'NOT EQUAL'}`,
  )
  console.log(
    `\nOffice dashboard, ${dashboard.profiles} profiles in one office: p50 ${dashboard.p50Ms} ms, p95 ${dashboard.p95Ms} ms (budget ${dashboard.budgetP95Ms})`,
  )
  console.log(
    'skipped' in conversations
      ? `\nConversations: skipped (${conversations.skipped})`
      : conversationsLine(conversations),
  )
  console.log(`\nWritten to bench/results/latest.json (${report.seconds} s).`)
  if (!report.storage.equal) process.exitCode = 1
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
