import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'

// Background jobs run once across servers (server/jobs/runner.ts): PostgreSQL under `npm run test:postgres`
// (advisory lock + due time), SQLite otherwise (the due time and a running mark in one shared file).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(25)
  }
}

describe('background jobs on several servers', () => {
  let first: TestServer
  let second: TestServer
  let third: TestServer | null
  beforeAll(async () => {
    first = await startTestServer({ jobPollMs: 40 })
    const join = { jobPollMs: 40, dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl }
    second = await startTestServer(join)
    third = await startTestServer(join)
  })
  afterAll(async () => {
    await third?.close()
    await second.close()
    await first.close()
  })

  it('run every job (erasure, retention, photo sweep, mail records, unread-message mail, breach notices) once, not once per server', async () => {
    const rows = () => first.db.selectFrom('jobRuns').selectAll().orderBy('name').execute()
    await waitFor(
      async () => (await rows()).filter((row) => row.lastFinishedAt !== null).length === 6,
      'the first runs',
    )
    await sleep(300) // every server has looked several times by now
    const done = await rows()
    expect(done.map((row) => [row.name, row.runs, row.runningSince, row.lastError])).toEqual([
      ['breach-notices', 1, null, null],
      ['erasure', 1, null, null],
      ['mail-records', 1, null, null],
      ['photo-sweep', 1, null, null],
      ['retention', 1, null, null],
      ['unread-messages-mail', 1, null, null],
    ])
    // Next due in an hour (a day for the records), whichever server ran it.
    const erasure = done.find((row) => row.name === 'erasure')!
    expect(Date.parse(erasure.nextRunAt) - Date.parse(erasure.lastFinishedAt!)).toBeGreaterThan(55 * 60_000)
  })

  it('do each due run on one server at a time, and on the other when one stops', async () => {
    const runs: Array<{ on: string; start: number; end: number }> = []
    let running = 0
    let overlapped = false
    const job = (on: string) => ({
      name: 'tally',
      everyMs: 150,
      async run() {
        if (running++) overlapped = true
        const start = Date.now()
        await sleep(30)
        runs.push({ on, start, end: Date.now() })
        running--
      },
    })
    second.jobs.add(job('second'))
    third!.jobs.add(job('third'))
    await sleep(1500)
    const recorded = await first.db
      .selectFrom('jobRuns')
      .select(['runs'])
      .where('name', '=', 'tally')
      .executeTakeFirstOrThrow()
    expect(overlapped).toBe(false)
    // One run per period of 150 ms (give or take the polling), not one per server per period.
    expect(runs.length).toBeGreaterThanOrEqual(5)
    expect(runs.length).toBeLessThanOrEqual(11)
    expect(Math.abs(recorded.runs - runs.length)).toBeLessThanOrEqual(1) // one may be under way
    for (let i = 1; i < runs.length; i++) expect(runs[i].start).toBeGreaterThanOrEqual(runs[i - 1].end)

    // Whichever server was doing it, stop the third: the second carries on alone.
    await third!.close()
    third = null
    const before = runs.length
    await waitFor(
      () => runs.filter((r, i) => i >= before && r.on === 'second').length >= 3,
      'the second alone',
    )
    expect(overlapped).toBe(false)
  })
})
