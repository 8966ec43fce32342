import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Compilable, CompiledQuery } from 'kysely'
import pg from 'pg'
import type { ServerConfig } from '../config'
import type { Db } from './database'
import { readGate } from './writes-first'

// Reads that may touch many rows (search, matches) run off the event loop: better-sqlite3 is synchronous, so
// on SQLite they go to worker threads with their own read-only connections (WAL lets them read while the
// main connection writes). On PostgreSQL the driver is already asynchronous: reads get a few connections of their
// own instead (postgresReads).

export interface Reads {
  /** `budgetMs`: how long the read may take on SQLite (null: no limit, for background work); the pool's own by default. */
  all<R>(query: Compilable<R>, options?: { budgetMs?: number | null }): Promise<R[]>
  close(): Promise<void>
}

/** A read that ran past its time budget: its worker was stopped, so it held no other read behind it. */
export class ReadTimeout extends Error {
  constructor(ms: number) {
    super(`A read ran past its budget of ${ms} ms and was stopped.`)
    this.name = 'ReadTimeout'
  }
}

// Plain JavaScript run as a worker (eval): it needs no build step of its own.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require('better-sqlite3')
// READ_NICE: below the main thread's priority (Linux gives each thread its own nice value), so that the writes,
// on the main thread, take the processor first; with a core free the workers run at full speed all the same.
if (workerData.nice) try { require('node:os').setPriority(0, workerData.nice) } catch {}
const db = new Database(workerData.file, { readonly: true, fileMustExist: true })
db.pragma('busy_timeout = 5000')
const statements = new Map()
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql)
    if (!statement) {
      if (statements.size > 500) statements.clear()
      statement = db.prepare(sql)
      statements.set(sql, statement)
    }
    parentPort.postMessage({ id, rows: statement.all(...parameters) })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})
`

export function sqliteFile(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): string | null {
  if (config.databaseUrl?.startsWith('postgres')) return null
  const file = config.databaseUrl?.startsWith('file:')
    ? config.databaseUrl.slice('file:'.length)
    : join(config.dataDir, 'matrimony.sqlite')
  return file === ':memory:' ? null : file
}

/**
 * PostgreSQL: search and matches get connections of their own, few and each with the time budget as its
 * statement timeout, so that however many visitors search, registrations keep the main pool's connections
 * (issue 25: create-form fell to 0.6 of its rate while 10 connections searched). Background reads, without a
 * budget, go through the main pool.
 */
function postgresReads(
  db: Db,
  connectionString: string,
  size: number,
  budgetMs: number,
  writing: () => number,
): Reads {
  // No JIT: a search reads a few thousand index entries at most, and when the planner guesses far more, compiling
  // its expressions alone took 60 ms (PostgreSQL 15 turns JIT on for plans it thinks dear).
  const pool = new pg.Pool({
    connectionString,
    max: size,
    statement_timeout: budgetMs,
    options: '-c jit=off',
  })
  // Writes first: while one is in flight, budgeted reads go one at a time (server/db/writes-first.ts).
  const gate = readGate(size, writing)
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle read connection: ${error.message}`))
  return {
    async all<R>(query: Compilable<R>, { budgetMs: budget = budgetMs }: { budgetMs?: number | null } = {}) {
      const compiled = query.compile()
      if (budget === null) return (await db.executeQuery(compiled)).rows
      try {
        return await gate.run(
          async () => (await pool.query(compiled.sql, compiled.parameters as unknown[])).rows as R[],
        )
      } catch (error) {
        // 57014: canceled, here by the statement timeout.
        if ((error as { code?: string }).code === '57014') throw new ReadTimeout(budgetMs)
        throw error
      }
    },
    close: () => pool.end(),
  }
}

export interface ReadPoolOptions {
  /** Worker threads, each with its own connection (default 3). */
  workers?: number
  /** How long one read may take before its worker is stopped and replaced (default 5,000 ms). */
  budgetMs?: number
  /** SQLite: the workers' nice value, 0 to 19, above the main thread's (default 10; 0: equal). */
  nice?: number
  /** This server's writes in flight; while any is, reads go one at a time (default: none). */
  writing?: () => number
}

/**
 * Worker threads for heavy reads on SQLite; the database itself elsewhere. Each worker answers one read at a
 * time and takes the next from one shared queue, so a slow read holds only its own worker, never the reads
 * behind it (issue 25); past its budget that worker is stopped and replaced. One more worker than cores: a slow
 * read then shares the processor with the others rather than making them wait their turn.
 */
export function readPool(
  db: Db,
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  options: ReadPoolOptions = {},
): Reads {
  const file = sqliteFile(config)
  const size = Math.max(1, options.workers ?? 3)
  const defaultBudget = options.budgetMs ?? 5_000
  if (config.databaseUrl?.startsWith('postgres'))
    return postgresReads(db, config.databaseUrl, size, defaultBudget, options.writing ?? (() => 0))
  if (!file)
    return {
      all: async <R>(query: Compilable<R>) => (await db.executeQuery(query.compile())).rows,
      close: async () => undefined,
    }

  type Read = {
    id: number
    sql: string
    parameters: readonly unknown[]
    budgetMs: number | null
    resolve: (rows: unknown[]) => void
    reject: (e: Error) => void
  }
  type Slot = { worker: Worker; read: Read | null; timer?: NodeJS.Timeout }
  const queue: Read[] = []
  const slots: Slot[] = []
  let next = 0
  let closed = false

  // An idle worker does not keep the process alive; one with a question to answer does.
  const keepAlive = () => {
    const busy = queue.length > 0 || slots.some((s) => s.read)
    for (const s of slots) {
      if (busy) s.worker.ref()
      else s.worker.unref()
    }
  }

  const writing = options.writing ?? (() => 0)
  function dispatch() {
    // Writes first (server/db/writes-first.ts): while one is in flight, one read at a time.
    let room = (writing() > 0 ? 1 : slots.length) - slots.filter((s) => s.read).length
    for (const slot of slots) {
      if (slot.read || !queue.length || room <= 0) continue
      room--
      const read = queue.shift()!
      slot.read = read
      slot.worker.postMessage({ id: read.id, sql: read.sql, parameters: read.parameters })
      if (read.budgetMs !== null) {
        const ms = read.budgetMs
        slot.timer = setTimeout(() => slot.read === read && replace(slot, new ReadTimeout(ms)), ms)
      }
    }
    keepAlive()
  }

  function finish(slot: Slot): Read | null {
    const read = slot.read
    slot.read = null
    clearTimeout(slot.timer)
    return read
  }

  /** Stops a worker (its read past the budget, or a crash), fails that read, and starts a fresh worker. */
  function replace(slot: Slot, error: Error) {
    const read = finish(slot)
    void slot.worker.terminate()
    read?.reject(error)
    if (closed) return
    slot.worker = start(slot)
    dispatch()
  }

  function start(slot: Slot): Worker {
    const worker = new Worker(WORKER, { eval: true, workerData: { file, nice: options.nice ?? 10 } })
    worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
      if (slot.worker !== worker || slot.read?.id !== id) return
      const read = finish(slot)!
      if (error) read.reject(new Error(error))
      else read.resolve(rows ?? [])
      dispatch()
    })
    worker.on('error', (error) => {
      if (slot.worker === worker) replace(slot, error)
    })
    worker.unref()
    return worker
  }

  for (let i = 0; i < size; i++) {
    const slot = { read: null } as Slot
    slot.worker = start(slot)
    slots.push(slot)
  }

  return {
    all<R>(query: Compilable<R>, { budgetMs = defaultBudget }: { budgetMs?: number | null } = {}) {
      const compiled: CompiledQuery<R> = query.compile()
      return new Promise<R[]>((resolve, reject) => {
        if (closed) return reject(new Error('The read pool is closed.'))
        queue.push({
          id: next++,
          sql: compiled.sql,
          parameters: compiled.parameters,
          budgetMs,
          resolve: resolve as (rows: unknown[]) => void,
          reject,
        })
        dispatch()
      })
    },
    async close() {
      closed = true
      const error = new Error('The read pool is closed.')
      for (const read of queue.splice(0)) read.reject(error)
      for (const slot of slots) finish(slot)?.reject(error)
      await Promise.all(slots.map((s) => s.worker.terminate()))
    },
  }
}
