import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from '../scripts/postgres.mjs'
import { measureScale } from './search-bench'
import type { ScaleResult } from './search-bench'

// Search and matches at scale, per database, side by side in one run (issues 12 and 25).
//   --db sqlite | postgres | both      (default sqlite)
//   --profiles 100000,1000000          (sizes; create-form throughput is measured at the first)
//   --existing <data folder | postgres://…>   measure a database seeded before, as it is (not removed); with
//   --throughput, create-form throughput alone and during searches too (it adds rows to that database)

type Database = 'sqlite' | 'postgres'
export interface ScaleReport {
  database: Database
  measuredAt: string
  cores: number
  runs: ScaleResult[]
}

const arg = (argv: string[], name: string) =>
  argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? null) : null

export function scaleOptions(argv: string[]) {
  const db = arg(argv, '--db') ?? 'sqlite'
  const databases: Database[] =
    db === 'both' ? ['sqlite', 'postgres'] : [db === 'postgres' ? 'postgres' : 'sqlite']
  const sizes = (arg(argv, '--profiles') ?? '100000,1000000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0)
  const existing = argv
    .map((a, i) => (argv[i - 1] === '--existing' ? a : null))
    .filter((a): a is string => a !== null)
  const throughput = argv.includes('--throughput')
  return { databases, sizes: sizes.map((n, i): [number, boolean] => [n, i === 0]), existing, throughput }
}

export async function measureDatabases(
  options: ReturnType<typeof scaleOptions>,
  port: number,
): Promise<ScaleReport[]> {
  const reports: ScaleReport[] = []
  for (const place of options.existing) {
    const databaseUrl = place.startsWith('postgres') ? place : null
    const dataDir = databaseUrl ? mkdtempSync(join(tmpdir(), 'matrimony-scale-')) : place
    const run = await measureScale(0, port, options.throughput, null, { dataDir, databaseUrl })
    const database = databaseUrl ? 'postgres' : 'sqlite'
    reports.push({
      database,
      measuredAt: new Date().toISOString(),
      cores: availableParallelism(),
      runs: [run],
    })
  }
  if (options.existing.length) return reports
  for (const database of options.databases) {
    const postgres = database === 'postgres' ? await startPostgres() : null
    if (postgres && 'skipped' in postgres && postgres.skipped) throw new Error(postgres.skipped)
    try {
      const runs: ScaleResult[] = []
      for (const [profiles, throughput] of options.sizes) {
        console.error(`Seeding ${profiles.toLocaleString('en-IN')} profiles on ${database}…`)
        runs.push(
          await measureScale(profiles, port, throughput, postgres && 'url' in postgres ? postgres.url : null),
        )
      }
      reports.push({ database, measuredAt: new Date().toISOString(), cores: availableParallelism(), runs })
    } finally {
      if (postgres && 'stop' in postgres) postgres.stop()
    }
  }
  return reports
}

const cell = (values: number[]) => values.map((v) => String(v).padStart(7)).join(' ')

export function printScale(reports: ScaleReport[]) {
  console.log(`\nSearch and matches (sequential requests)            p50 ms  p95 ms  p99 ms     max`)
  for (const report of reports)
    for (const r of report.runs) {
      const at = `${report.database}, ${r.profiles.toLocaleString('en-IN')}`
      console.log(`  ${at}: load ${r.loadBefore.join(' ')} → ${r.loadAfter.join(' ')}, ${report.cores} cores`)
      console.log(`    fixed mix`.padEnd(52) + cell([r.search.p50, r.search.p95, r.search.p99]))
      console.log(
        `    typed mix (${r.typed.requests})`.padEnd(52) +
          cell([r.typed.p50, r.typed.p95, r.typed.p99, r.typed.max]),
      )
      console.log(
        `    finding nothing (${r.empty.foundNothing} of ${r.empty.requests})`.padEnd(52) +
          cell([r.empty.p50, r.empty.p95, r.empty.p99, r.empty.max]),
      )
      console.log(`    matches`.padEnd(52) + cell([r.matches.p50, r.matches.p95, r.matches.p99]))
      if (r.deepPages)
        console.log(
          `    deep pages by key (${r.deepPages.requests})`.padEnd(52) +
            cell([r.deepPages.p50, r.deepPages.p95, r.deepPages.p99]),
        )
      for (const [name, mix] of [
        ['typed', r.typed],
        ['finding nothing', r.empty],
      ] as const)
        for (const s of mix.slowest)
          console.log(`      slowest ${name}: ${s.ms} ms, ${s.total} found: ${s.search}`)
      const failed = [...r.search.failed, ...r.typed.failed, ...r.empty.failed, ...r.matches.failed]
      if (failed.length)
        console.log(`    FAILED (${failed.length}): ${[...new Set(failed)].slice(0, 5).join('; ')}`)
      const n = r.neighbour
      console.log(
        `    search p95 alone ${n.aloneP95} ms, while one client repeats the slowest (${n.slowestMedianMs} ms alone) ${n.withNeighbourP95} ms (ratio ${n.ratio}, ${n.repeats} repeats)`,
      )
      if (r.createForm)
        console.log(
          `    create-form ${r.createForm.aloneRps} req/s alone, ${r.createForm.duringSearchesRps} while ${r.createForm.searchConnections} connections search (${r.createForm.searchRps} searches/s): ratio ${r.createForm.ratio}`,
        )
    }
}

/**
 * Writes the scale figures into bench/results/latest.json, keeping the rest of the last full run; a run replaces
 * the one of the same database and size (power of ten) there, and the others stay (each with its own date and load average).
 */
export function saveScale(reports: ScaleReport[]) {
  // A database seeded before holds a few more rows than its size (create-form runs on it): 10^5, 10^6…
  const size = (profiles: number) => Math.round(Math.log10(Math.max(1, profiles)))
  const file = 'bench/results/latest.json'
  const last = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
  const kept = ((last.scale as ScaleReport[] | undefined) ?? []).map((r) => ({ ...r, runs: [...r.runs] }))
  for (const report of reports)
    for (const run of report.runs) {
      for (const r of kept)
        if (r.database === report.database)
          r.runs = r.runs.filter((x) => size(x.profiles) !== size(run.profiles))
      kept.push({ ...report, runs: [run] })
    }
  const scale = kept
    .filter((r) => r.runs.length)
    .sort((a, b) => a.database.localeCompare(b.database) || a.runs[0].profiles - b.runs[0].profiles)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    file,
    JSON.stringify(
      {
        ...last,
        scaleMachine: {
          cpus: `${availableParallelism()} × ${cpus()[0]?.model ?? 'unknown'}`,
          node: process.version,
        },
        scale,
      },
      null,
      2,
    ) + '\n',
  )
}
