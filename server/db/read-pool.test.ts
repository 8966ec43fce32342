import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import type { RawBuilder } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './database'
import type { Db } from './database'
import { readPool, ReadTimeout } from './read-pool'
import { freshTestDatabase } from '../test-database'

// One visitor's slow search must not hold the others (issue 25): several read workers, the least busy first,
// and a time budget after which a read's worker is stopped and replaced.

/** Counts to a number high enough to take seconds: a read as slow as a search that walks a million rows. */
const slowSql = sql<{
  n: number
}>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 20000000)
  select count(*) as n from c`
const quickSql = sql<{ n: number }>`select count(*) as n from profiles`

describe('the read pool (SQLite)', () => {
  let dir: string
  let db: Db
  const compilable = (query: RawBuilder<{ n: number }>) => ({ compile: () => query.compile(db) })
  const slow = compilable(slowSql)
  const quick = compilable(quickSql)
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'matrimony-reads-'))
    db = await openDatabase({ dataDir: dir, databaseUrl: null })
  })
  afterAll(async () => {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers other reads while one slow read runs', async () => {
    const reads = readPool(db, { dataDir: dir, databaseUrl: null }, { workers: 2, budgetMs: 60_000 })
    let slowDone = false
    const slowRead = reads.all(slow)
    slowRead.then(
      () => (slowDone = true),
      () => (slowDone = true),
    )
    const answers = await Promise.all(Array.from({ length: 6 }, () => reads.all(quick)))
    expect(answers.map((rows) => Number(rows[0].n))).toEqual([0, 0, 0, 0, 0, 0])
    expect(slowDone).toBe(false)
    await reads.close()
    await expect(slowRead).rejects.toThrow()
  })

  it('stops a read past its budget and still answers the reads queued behind it on the same worker', async () => {
    const reads = readPool(db, { dataDir: dir, databaseUrl: null }, { workers: 1, budgetMs: 60_000 })
    const stopped = reads.all(slow, { budgetMs: 200 })
    const behind = reads.all(quick)
    await expect(stopped).rejects.toBeInstanceOf(ReadTimeout)
    expect(Number((await behind)[0].n)).toBe(0)
    expect(Number((await reads.all(quick))[0].n)).toBe(0)
    await reads.close()
  })

  it('lets background work run without a budget', async () => {
    const reads = readPool(db, { dataDir: dir, databaseUrl: null }, { workers: 1, budgetMs: 1 })
    const counting = sql<{ n: number }>`with recursive c(x) as (select 1 union all
      select x + 1 from c where x < 300000) select count(*) as n from c`
    const rows = await reads.all(compilable(counting), { budgetMs: null })
    expect(Number(rows[0].n)).toBe(300_000)
    await expect(reads.all(slow)).rejects.toBeInstanceOf(ReadTimeout)
    await reads.close()
  })

  it('reads one at a time while the server has a write in flight', async () => {
    let writes = 1
    const reads = readPool(
      db,
      { dataDir: dir, databaseUrl: null },
      { workers: 2, budgetMs: 60_000, writing: () => writes },
    )
    const slowRead = reads.all(slow)
    slowRead.catch(() => undefined)
    let answered = false
    const quickRead = reads.all(quick).then(() => (answered = true))
    quickRead.catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBe(false)
    // With the writes over, the next read asked starts at once on the free worker, and the one waiting too.
    writes = 0
    await reads.all(quick)
    await quickRead
    expect(answered).toBe(true)
    await reads.close()
  })

  // Linux gives each thread its own nice value: the workers' is above the main thread's, so writes go first.
  it.skipIf(process.platform !== 'linux')('runs its workers below the main thread’s priority', async () => {
    const niceOf = () =>
      readdirSync('/proc/self/task').map((t) =>
        Number(readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1].split(' ')[16]),
      )
    const before = niceOf().filter((n) => n === 12).length
    const reads = readPool(db, { dataDir: dir, databaseUrl: null }, { workers: 2, nice: 12 })
    await Promise.all([reads.all(quick), reads.all(quick)])
    expect(niceOf().filter((n) => n === 12).length - before).toBe(2)
    expect(getPriority(0)).toBe(0)
    await reads.close()
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('the read pool (PostgreSQL)', () => {
  let db: Db
  let drop: () => Promise<void>
  let url: string
  const compilable = (query: RawBuilder<{ n: number }>) => ({ compile: () => query.compile(db) })
  beforeAll(async () => {
    const fresh = (await freshTestDatabase())!
    drop = fresh.drop
    url = fresh.url
    db = await openDatabase({ dataDir: tmpdir(), databaseUrl: url })
  })
  afterAll(async () => {
    await db.destroy()
    await drop()
  })

  it('answers other reads while one slow read runs, and stops a read past its budget', async () => {
    const reads = readPool(db, { dataDir: tmpdir(), databaseUrl: url }, { workers: 2, budgetMs: 1_500 })
    let slowDone = false
    const slowRead = reads.all(compilable(sql<{ n: number }>`select 1 as n from pg_sleep(5)`))
    slowRead.then(
      () => (slowDone = true),
      () => (slowDone = true),
    )
    const answers = await Promise.all(Array.from({ length: 6 }, () => reads.all(compilable(quickSql))))
    expect(answers.map((rows) => Number(rows[0].n))).toEqual([0, 0, 0, 0, 0, 0])
    expect(slowDone).toBe(false)
    await expect(slowRead).rejects.toBeInstanceOf(ReadTimeout)
    await reads.close()
  })
})
