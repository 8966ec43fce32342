import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Compilable, CompiledQuery } from 'kysely'
import type { ServerConfig } from '../config'
import type { Db } from './database'

// Reads that may touch many rows (search, matches) run off the event loop: better-sqlite3 is synchronous, so
// on SQLite they go to worker threads with their own read-only connections (WAL lets them read while the
// main connection writes). On PostgreSQL the driver is already asynchronous and the pool is not used.

export interface Reads {
  all<R>(query: Compilable<R>): Promise<R[]>
  close(): Promise<void>
}

// Plain JavaScript run as a worker (eval): it needs no build step of its own.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require('better-sqlite3')
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

/** Worker threads for heavy reads on SQLite (one per spare core); the database itself elsewhere. */
export function readPool(db: Db, config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>, size = 1): Reads {
  const file = sqliteFile(config)
  if (!file)
    return {
      all: async <R>(query: Compilable<R>) => (await db.executeQuery(query.compile())).rows,
      close: async () => undefined,
    }

  type Pending = { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }
  const pending = new Map<number, Pending>()
  let next = 0
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(WORKER, { eval: true, workerData: { file } })
    worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
      const waiting = pending.get(id)
      pending.delete(id)
      if (!pending.size) for (const w of workers) w.unref()
      if (error) waiting?.reject(new Error(error))
      else waiting?.resolve(rows ?? [])
    })
    worker.on('error', (error) => {
      for (const [id, waiting] of pending) {
        waiting.reject(error)
        pending.delete(id)
      }
    })
    // An idle worker does not keep the process alive; one with a question to answer does.
    worker.unref()
    return worker
  })
  let turn = 0
  return {
    all<R>(query: Compilable<R>): Promise<R[]> {
      const compiled: CompiledQuery<R> = query.compile()
      const id = next++
      return new Promise<R[]>((resolve, reject) => {
        if (!pending.size) for (const w of workers) w.ref()
        pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject })
        workers[turn++ % workers.length].postMessage({
          id,
          sql: compiled.sql,
          parameters: compiled.parameters,
        })
      })
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()))
    },
  }
}
