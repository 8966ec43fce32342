import { sql } from 'kysely'
import type { Db } from './database'

// Moves an office's data from one database to another (SQLite to PostgreSQL): every table, rows with their
// ids, in an order that keeps the foreign keys satisfied; then the id sequences move past the copied rows,
// and the counts and a sample of rows are compared.

/** Parents before children; tables not named here (added later) are copied after these, in name order. */
const ORDER = [
  'offices',
  'accounts',
  'profiles',
  'passwordTokens',
  'tickets',
  'consentLinks',
  'consents',
  'profileEvents',
  'preferences',
]
const SKIP = new Set(['kysely_migration', 'kysely_migration_lock'])
const BATCH = 500

export interface CopyReport {
  tables: { table: string; source: number; target: number; sampleChecked: number; equal: boolean }[]
  ok: boolean
}

async function tablesOf(db: Db): Promise<string[]> {
  const names = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !SKIP.has(n))
  const known = ORDER.filter((t) => names.includes(t))
  return [...known, ...names.filter((n) => !known.includes(n)).sort()]
}

const count = async (db: Db, table: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n)

/** Values as the other database wants them (SQLite booleans are 0/1; bigints come back as strings). */
const normal = (row: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : String(v)])))

export async function copyDatabase(
  source: Db,
  target: Db,
  log: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const tables = await tablesOf(source)
  const targetTables = new Set(await tablesOf(target))
  const missing = tables.filter((t) => !targetTables.has(t))
  if (missing.length)
    throw new Error(`The target lacks tables ${missing.join(', ')}: is it on the same version?`)
  const accounts = await count(target, 'accounts')
  if (accounts > 0)
    throw new Error('The target database already holds accounts: copy into an empty database only.')

  await target.transaction().execute(async (trx) => {
    // The first migration's default office is replaced by the source's offices.
    for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx)
    for (const table of tables) {
      const total = await count(source, table)
      const columns = (await source.introspection.getTables())
        .find((t) => t.name === table)!
        .columns.map((c) => c.name)
      const hasId = columns.includes('id')
      for (let offset = 0; offset < total; offset += BATCH) {
        const rows = await sql<
          Record<string, unknown>
        >`select * from ${sql.table(table)} order by ${sql.ref(hasId ? 'id' : columns[0])} limit ${BATCH} offset ${offset}`.execute(
          source,
        )
        if (rows.rows.length)
          await trx
            .insertInto(table as never)
            .values(rows.rows as never)
            .execute()
      }
      log(`${table}: ${total} rows`)
    }
  })

  // PostgreSQL's serial columns: the next id comes after the copied ones.
  const isPg = (
    await sql<{ v: string }>`select version() as v`.execute(target).catch(() => null)
  )?.rows[0]?.v?.includes('PostgreSQL')
  if (isPg) {
    for (const table of tables) {
      const columns = (await target.introspection.getTables()).find((t) => t.name === table)!.columns
      if (columns.some((c) => c.name === 'id' && c.isAutoIncrementing))
        await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
          target,
        )
    }
    // The planner's statistics for the copied rows (matches rely on the extended ones, migration 011) at once,
    // rather than at autovacuum's next pass.
    await sql`analyze`.execute(target)
  }

  const report: CopyReport = { tables: [], ok: true }
  for (const table of tables) {
    const [s, t] = [await count(source, table), await count(target, table)]
    const columns = (await source.introspection.getTables())
      .find((x) => x.name === table)!
      .columns.map((c) => c.name)
    const key = columns.includes('id') ? 'id' : columns[0]
    const sample = async (db: Db) =>
      (
        await sql<
          Record<string, unknown>
        >`select * from ${sql.table(table)} order by ${sql.ref(key)} limit 50`.execute(db)
      ).rows.map(normal)
    const [a, b] = [await sample(source), await sample(target)]
    const equal = s === t && a.every((row, i) => row === b[i])
    report.tables.push({ table, source: s, target: t, sampleChecked: a.length, equal })
    if (!equal) report.ok = false
  }
  return report
}
