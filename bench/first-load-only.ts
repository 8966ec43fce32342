import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { startServer } from '../tests/support/server'
import { budgetLines, measureBudgets } from './first-load'
import { machineLoad } from './timing'

// `npm run bench -- --first-load`: the first-load budgets alone (a few seconds, after the web build), printed
// and written into latest.json's `web.budgets` beside the last full run's other figures.
const PORT = Number(process.env.BENCH_PORT) || 3400
const LATEST = 'bench/results/latest.json'

const server = await startServer({ port: PORT, env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } })
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH!,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const budgets = await measureBudgets(browser, server.url)
  await browser.close()

  const report = (existsSync(LATEST) ? JSON.parse(readFileSync(LATEST, 'utf8')) : {}) as { web?: object }
  report.web = {
    ...report.web,
    homeFirstLoadByLanguage: budgets.find((b) => b.path === '/')!.byLanguage,
    budgets,
    budgetsMeasured: { date: new Date().toISOString(), ...machineLoad() },
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(LATEST, JSON.stringify(report, null, 2) + '\n')

  console.log(`First-load budgets (gzipped JS KiB, fresh visitor, per language)`)
  for (const line of budgetLines(budgets)) console.log(line)
  if (!budgets.every((b) => b.within)) process.exitCode = 1
} finally {
  await server.stop()
}
