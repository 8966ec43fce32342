import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { ServerConfig } from '../config'
import { migrations } from './migrations'
import type { Database } from './schema'

export type Db = Kysely<Database>

/**
 * A pool whose idle connections may be ended by the server (a restart, a failover, an administrator): the
 * pool then opens new ones when asked; without this listener such an error would end the whole process.
 */
function postgresPool(connectionString: string, max: number, options?: string) {
  const pool = new pg.Pool({ connectionString, max, ...(options ? { options } : {}) })
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`))
  return pool
}

/**
 * Where per-request counters are kept (search's per-address limit and share of reading time): on PostgreSQL a
 * small pool of its own whose commits do not wait for the disk (synchronous_commit off), so that a search does
 * not wait for a flush to count itself; a crash may lose the last moment's counts, which only lets a visitor
 * search a little sooner. On SQLite the database itself (its commits do not flush either: synchronous NORMAL).
 */
export function countersDatabase(db: Db, config: Pick<ServerConfig, 'databaseUrl'>): Db {
  if (!config.databaseUrl?.startsWith('postgres')) return db
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: postgresPool(config.databaseUrl, 4, '-c synchronous_commit=off'),
    }),
  })
}

/** Opens SQLite in the data folder (or PostgreSQL when DATABASE_URL says so) and brings the schema up to date. */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'> & { databasePoolSize?: number },
): Promise<Db> {
  const isPg = Boolean(config.databaseUrl?.startsWith('postgres'))
  let db: Db
  if (isPg) {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: postgresPool(config.databaseUrl!, config.databasePoolSize ?? 10),
      }),
    })
  } else {
    const file = config.databaseUrl?.startsWith('file:')
      ? config.databaseUrl.slice('file:'.length)
      : join(config.dataDir, 'matrimony.sqlite')
    if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 })
    const sqlite = new SQLite(file)
    // Only the server's user may read the database (SQLite gives its -wal and -shm files the same rights);
    // files made by an earlier version with looser rights are tightened too.
    if (file !== ':memory:')
      for (const part of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(part)) chmodSync(part, 0o600)
    sqlite.pragma('journal_mode = WAL')
    // Deleted rows are overwritten with zeros, not left in free pages: an erased profile must be gone from
    // the file, not only from the tables (the WAL is checkpointed and truncated after each erasure).
    sqlite.pragma('secure_delete = ON')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('busy_timeout = 5000')
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  }
  // 004 arrived after 005 and 006 on some development databases: run a missing earlier one too.
  const { error } = await new Migrator({
    db,
    provider: migrations(isPg),
    allowUnorderedMigrations: true,
  }).migrateToLatest()
  if (error) {
    await db.destroy()
    throw error
  }
  return db
}

/**
 * After erasing people's data: the copies the database keeps beside its tables go too. SQLite writes the WAL
 * back into the main file (where secure_delete has zeroed the deleted rows) and truncates it; PostgreSQL
 * vacuums the tables that held the rows, so their space and index entries are reclaimed (docs/security.md).
 */
export async function purgeDeletedData(db: Db, tables: readonly string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of tables) await sql`vacuum ${sql.table(table)}`.execute(db)
    return
  }
  // Readers on other connections can hold the WAL for a moment: try again rather than leave it behind.
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db)
    if (!result.rows[0]?.busy) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('The write-ahead log could not be truncated after an erasure: other readers held it.')
}

export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}
