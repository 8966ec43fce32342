import type { Browser } from 'playwright-core'
import { LOCALES } from '../shared/i18n'
import { routeWeight } from './measure'

// First-load budgets (gzipped JavaScript, a fresh visitor, every language): the home page under 90 KiB, the
// registration wizard and Partner Search (the pages families spend their time on) at most 120 KiB.
export const FIRST_LOAD_BUDGETS = [
  { path: '/', budgetKb: 90, below: true },
  { path: '/register', budgetKb: 120, below: false },
  { path: '/search', budgetKb: 120, below: false },
] as const

export interface BudgetResult {
  path: string
  budgetKb: number
  byLanguage: { language: string; jsGzipKb: number }[]
  within: boolean
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** Each budgeted page's first load in every language, and whether all of them keep the budget. */
export async function measureBudgets(browser: Browser, base: string): Promise<BudgetResult[]> {
  const results: BudgetResult[] = []
  for (const { path, budgetKb, below } of FIRST_LOAD_BUDGETS) {
    const byLanguage = []
    for (const language of LOCALES) {
      const weight = await routeWeight(browser, base, path, language)
      byLanguage.push({ language, jsGzipKb: kb(weight.js) })
    }
    const within = byLanguage.every((w) => (below ? w.jsGzipKb < budgetKb : w.jsGzipKb <= budgetKb))
    results.push({ path, budgetKb, byLanguage, within })
  }
  return results
}

/** One line per budget: `/register  en 140.4  hi 172.1  ta 172.3  (at most 120 KiB) OVER`. */
export function budgetLines(results: BudgetResult[]): string[] {
  return results.map(
    (r) =>
      `  ${r.path.padEnd(12)} ${r.byLanguage.map((w) => `${w.language} ${w.jsGzipKb}`).join('  ')}  ` +
      `(${r.path === '/' ? 'under' : 'at most'} ${r.budgetKb} KiB) ${r.within ? 'ok' : 'OVER'}`,
  )
}
