import { parseArgs } from 'node:util'
import { configFromEnv } from './config'
import { copyDatabase } from './db/copy'
import { openDatabase } from './db/database'

// npm run db:copy -- --from file:data/matrimony.sqlite --to postgres://user@host/matrimony
const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } })
if (!values.from || !values.to) {
  console.error(
    'Usage: npm run db:copy -- --from file:/path/matrimony.sqlite --to postgres://user:pass@host/db',
  )
  process.exit(1)
}
const base = configFromEnv()
// Both databases are brought to the current schema first (migrations run at open).
const source = await openDatabase({ ...base, databaseUrl: values.from })
const target = await openDatabase({ ...base, databaseUrl: values.to })
try {
  const report = await copyDatabase(source, target, (line) => console.log(`copied ${line}`))
  for (const t of report.tables)
    console.log(
      `${t.equal ? 'ok  ' : 'DIFF'} ${t.table}: ${t.source} rows, ${t.target} in the target, ${t.sampleChecked} compared`,
    )
  console.log(report.ok ? 'Every table copied and verified.' : 'Some tables differ: see above.')
  process.exitCode = report.ok ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await source.destroy()
  await target.destroy()
}
