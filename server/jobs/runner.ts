import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Db } from '../db/database'
import type { Database } from '../db/schema'

/**
 * A background job. Add one with `ctx.jobs.add({ name, everyMs, run })` from the domain that owns it: it then
 * runs once per period across all servers on the database, and again on another server if the one running it
 * stopped half-way. `run` must be safe to repeat (a run cut off by a crash is done again).
 */
export interface Job {
  /** Stable and unique: the row in jobRuns and the PostgreSQL lock are keyed by it. */
  name: string
  everyMs: number
  run(log: FastifyBaseLogger): Promise<unknown>
}

/** A failed run is tried again after this (or its own period, when shorter). */
const RETRY_MS = 5 * 60_000
/** SQLite has no lock that dies with its process: a run marked running this long ago is taken to have died. */
const SQLITE_STALE_MS = 30 * 60_000

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Every server runs one. On PostgreSQL a job runs under a session advisory lock (released by PostgreSQL
 * itself when a server dies), and its row says when it is next due; on SQLite, where the servers share one
 * file, the row's condition alone decides. Either way one server does each due run.
 */
export function jobRunner(db: Db, options: { pollMs: number; log: FastifyBaseLogger }) {
  const { log } = options
  const jobs = new Map<string, Job>()
  const busy = new Map<string, Promise<void>>()
  const serverId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  let timer: NodeJS.Timeout | undefined
  let stopped = true

  /** Claims the job's due run for this server: true when it is ours to do now. */
  async function claim(on: Kysely<Database>, job: Job, now: number, lockHeld: boolean) {
    await on
      .insertInto('jobRuns')
      .values({ name: job.name, nextRunAt: iso(now) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    let update = on
      .updateTable('jobRuns')
      .set((eb) => ({ runningSince: iso(now), runningOn: serverId, runs: eb('runs', '+', 1) }))
      .where('name', '=', job.name)
      .where('nextRunAt', '<=', iso(now))
    if (!lockHeld)
      update = update.where((eb) =>
        eb.or([eb('runningSince', 'is', null), eb('runningSince', '<', iso(now - SQLITE_STALE_MS))]),
      )
    return Number((await update.executeTakeFirst()).numUpdatedRows) === 1
  }

  async function runClaimed(on: Kysely<Database>, job: Job) {
    const started = Date.now()
    let next = started + job.everyMs
    let lastError: string | null = null
    try {
      await job.run(log)
    } catch (err) {
      log.error({ err, job: job.name }, `background job ${job.name} failed`)
      lastError = err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500)
      next = Date.now() + Math.min(job.everyMs, RETRY_MS)
    }
    await on
      .updateTable('jobRuns')
      .set({
        nextRunAt: iso(next),
        runningSince: null,
        runningOn: null,
        lastFinishedAt: iso(Date.now()),
        lastError,
      })
      .where('name', '=', job.name)
      .execute()
  }

  async function attempt(job: Job) {
    if (!postgres) {
      if (await claim(db, job, Date.now(), false)) await runClaimed(db, job)
      return
    }
    await db.connection().execute(async (conn) => {
      const key = `matrimony-job:${job.name}`
      const { rows } = await sql<{
        locked: boolean
      }>`select pg_try_advisory_lock(hashtext(${key})) as locked`.execute(conn)
      if (!rows[0]?.locked) return
      try {
        if (await claim(conn, job, Date.now(), true)) await runClaimed(conn, job)
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(conn)
      }
    })
  }

  /** Looks at every job once; a job still running here from the last look is left to finish. */
  function tick(): Promise<void> {
    const rounds = [...jobs.values()].map((job) => {
      const current = busy.get(job.name)
      if (current) return current
      const round = attempt(job)
        .catch((err) => log.error({ err, job: job.name }, `background job ${job.name} could not be started`))
        .finally(() => busy.delete(job.name))
      busy.set(job.name, round)
      return round
    })
    return Promise.all(rounds).then(() => undefined)
  }

  return {
    serverId,
    add(job: Job) {
      if (jobs.has(job.name)) throw new Error(`a background job named ${job.name} exists already`)
      jobs.set(job.name, job)
      if (!stopped) void tick()
    },
    /** From the server's start: a job due now (or never run) runs at once, then each is looked at every pollMs. */
    start() {
      if (!stopped) return
      stopped = false
      timer = setInterval(() => void tick(), options.pollMs)
      timer.unref()
      void tick()
    },
    /** Looks at every job now and waits for what that started (tests, and the copy command). */
    runDue: tick,
    /** No new runs; waits for the runs under way here to finish and record themselves. */
    async stop() {
      stopped = true
      clearInterval(timer)
      await Promise.all(busy.values())
    },
  }
}

export type JobRunner = ReturnType<typeof jobRunner>
