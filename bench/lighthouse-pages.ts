import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { LOCALES } from '../shared/i18n'
import { storageKeys } from '../shared/routes'
import { configFromEnv } from '../server/config'
import { openDatabase } from '../server/db/database'
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD, seedWithSampleProfiles } from '../server/seed'
import { routeWeight } from './measure'

// The bench's Lighthouse runs, a visitor's and a logged-in member's (issue 25: a profile page and /matches,
// where families spend their time), and a profile page's first load in every language.

/** Pages Lighthouse measures for a visitor; besides them, a profile page and /matches as a logged-in member. */
export const LIGHTHOUSE_PATHS = ['/', '/register', '/search', '/story/1']

export interface LighthousePage {
  path: string
  /** Measured as the demo member, logged in through the API (the session is kept in localStorage). */
  member?: boolean
}

export interface LighthouseRun {
  path: string
  member: boolean
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
}

/** A fresh SQLite data folder: the demo accounts, the sample profiles and `profiles` more (made over 60 days). */
export async function sampleDataDir(profiles: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matrimony-bench-'))
  const db = await openDatabase({ ...configFromEnv({}), dataDir })
  await seedWithSampleProfiles(db, profiles, 60)
  await db.destroy()
  return dataDir
}

/** A published profile's page (the first bride a search finds). */
export async function aProfilePage(api: string): Promise<string> {
  const found = (await (await fetch(`${api}/profiles/search?gender=female`)).json()) as {
    results: { id: number }[]
  }
  return `/profiles/${found.results[0].id}`
}

/** The demo member's session as the page keeps it (lib/session-state.ts), from a real login. */
async function memberStorage(api: string): Promise<Record<string, string>> {
  const res = await fetch(`${api}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD }),
  })
  const { token, user } = (await res.json()) as { token: string; user: { email: string; name?: string } }
  return {
    [storageKeys.token]: token,
    [storageKeys.email]: user.email,
    [storageKeys.role]: 'member',
    ...(user.name ? { [storageKeys.name]: user.name } : {}),
  }
}

/** Lighthouse, mobile preset (simulated slow 4G and a 4x slower CPU), in a fresh browser. */
export async function lighthouseRun(
  chromePath: string,
  chromeFlags: string[],
  base: string,
  page: LighthousePage,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    if (page.member) {
      // The session goes into the browser's storage on the same origin, from a page that loads no script
      // (the cache stays empty), and Lighthouse is told to keep that storage.
      const storage = await memberStorage(`${base}/api`)
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const context = browser.contexts()[0]
      const tab = context.pages()[0] ?? (await context.newPage())
      await tab.goto(`${base}/api/health`)
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      }, storage)
      await tab.goto('about:blank')
      await browser.close()
    }
    const result = await lighthouse(base + page.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(page.member ? { disableStorageReset: true } : {}),
    })
    const lhr = result!.lhr
    if (page.member && new URL(lhr.finalDisplayedUrl).pathname !== page.path)
      throw new Error(`${page.path} as a member ended on ${lhr.finalDisplayedUrl}: not logged in`)
    const score = (id: string) => Math.round((lhr.categories[id].score ?? 0) * 100)
    const audit = (id: string) => lhr.audits[id].numericValue ?? 0
    return {
      path: page.path,
      member: Boolean(page.member),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      totalBytes: Math.round(audit('total-byte-weight')),
    }
  } finally {
    await chrome.kill()
  }
}

/** A profile page's first load (gzipped JavaScript, a fresh visitor) in every language. */
export async function profilePageWeight(browser: Browser, base: string, path: string) {
  const byLanguage = []
  for (const language of LOCALES) {
    const weight = await routeWeight(browser, base, path, language)
    byLanguage.push({ language, jsGzipKb: Math.round(weight.js / 102.4) / 10 })
  }
  return { path, byLanguage }
}

/** Three runs of each page; the median by performance, with every run's score and the load beside it. */
export async function lighthouseMedians(chromePath: string, flags: string[], base: string) {
  const pages = [
    ...LIGHTHOUSE_PATHS.map((path) => ({ path })),
    { path: await aProfilePage(`${base}/api`) },
    { path: '/matches', member: true },
  ]
  const medians = []
  for (const page of pages) medians.push(await lighthouseMedian(chromePath, flags, base, page))
  return medians
}

/** Three runs of one page; the median by performance, with every run's score and the load beside it. */
export async function lighthouseMedian(
  chromePath: string,
  flags: string[],
  base: string,
  page: LighthousePage,
) {
  const runs: LighthouseRun[] = []
  for (let i = 0; i < 3; i++) runs.push(await lighthouseRun(chromePath, flags, base, page))
  runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)
  return {
    ...runs[1],
    performanceRuns: runs.map((r) => r.performance),
    lcpRuns: runs.map((r) => r.lcpMs),
    load: loadavg().map((n) => Math.round(n * 100) / 100),
  }
}
