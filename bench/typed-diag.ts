import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSearchServer } from './search-server'
import { emptySearches, typedSearches } from './typed-mix'
import { aVisitor } from './timing'

// `npm run bench -- --typed-list <data folder | postgres URL> [--rounds N]`: every search of the typed mix and of
// those finding nothing, slowest first, each with its best time of N rounds (2) and the server's Server-Timing
// (how long the plan, the page and the count took, and which way each read), on a database seeded before.
// Prints the 40 slowest and writes them all to bench/results/typed-list.json (not committed).
const argv = process.argv
const arg = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined)
const place = arg('--typed-list')
if (!place) throw new Error('--typed-list <data folder | postgres URL>')
const port = (Number(process.env.BENCH_PORT) || 3400) + 2
const out = 'bench/results/typed-list.json'
const roundsArg = arg('--rounds')
const databaseUrl = place.startsWith('postgres') ? place : null
const dataDir = databaseUrl ? mkdtempSync(join(tmpdir(), 'matrimony-diag-')) : place
const server = await startSearchServer(port, dataDir, databaseUrl)
const api = `${server.url}/api`
const toUrl = (q: Record<string, string>) => `${api}/profiles/search?${new URLSearchParams(q).toString()}`
const searches = [...typedSearches(), ...emptySearches()].map((q) => new URLSearchParams(q).toString())
for (let tries = 0; ; tries++)
  try {
    if ((await fetch(`${api}/profiles/search?gender=female`)).ok) break
  } catch (error) {
    if (tries > 100) throw error
    await new Promise((r) => setTimeout(r, 1000))
  }
const rounds = Number(roundsArg ?? 2)
const rows: { search: string; ms: number[]; timing: string; total: number }[] = searches.map((search) => ({
  search,
  ms: [],
  timing: '',
  total: 0,
}))
for (let round = 0; round < rounds; round++)
  for (const row of rows) {
    const t = performance.now()
    const res = await fetch(toUrl(Object.fromEntries(new URLSearchParams(row.search))), {
      headers: aVisitor(),
    })
    const body = (await res.json()) as { total: number; totalCapped: boolean }
    row.ms.push(performance.now() - t)
    row.timing = res.headers.get('server-timing') ?? ''
    row.total = body.totalCapped ? 1001 : body.total
  }
await server.stop({ keepData: true })
const best = rows.map((r) => ({ ...r, best: Math.min(...r.ms) })).sort((a, b) => b.best - a.best)
const typedBest = best
  .filter((r) => searches.indexOf(r.search) < 500)
  .map((r) => r.best)
  .sort((a, b) => a - b)
const pct = (p: number) => typedBest[Math.floor((p / 100) * typedBest.length)]
console.log(
  `typed best-of-${rounds}: p50 ${pct(50).toFixed(1)} p95 ${pct(95).toFixed(1)} p99 ${pct(99).toFixed(1)}`,
)
for (const r of best.slice(0, 40))
  console.log(
    `${r.best.toFixed(1).padStart(7)} ${String(r.total).padStart(5)}  ${r.search}\n          ${r.timing}`,
  )
writeFileSync(out, JSON.stringify(best, null, 1))
