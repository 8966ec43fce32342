import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus } from 'node:os'
import { startPostgres } from '../scripts/postgres.mjs'
import { conversationsLine, measureConversations } from './conversations-bench'

// `npm run bench -- --conversations`: only the conversations run (bench/conversations-bench.ts) on a throwaway
// PostgreSQL, written into latest.json beside the last full run's other figures.
const PORT = Number(process.env.BENCH_PORT) || 3400
const pg = await startPostgres()
if (!('url' in pg)) throw new Error(String(pg.skipped))
let result
try {
  result = await measureConversations(PORT + 10, pg.url)
} finally {
  pg.stop()
}
const file = 'bench/results/latest.json'
const last = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
const conversations = {
  budget: { p95Ms: 250, rssPer1000IdleMb: 50 },
  machine: { cpus: `${availableParallelism()} × ${cpus()[0]?.model ?? 'unknown'}`, node: process.version },
  ...result,
}
mkdirSync('bench/results', { recursive: true })
writeFileSync(file, JSON.stringify({ ...last, conversations }, null, 2) + '\n')
console.log(conversationsLine(result))
console.log('\nWritten to bench/results/latest.json.')
