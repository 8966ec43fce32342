import { availableParallelism, loadavg } from 'node:os'
import { hashPassword } from '../server/auth/passwords'
import { pairKeyOf } from '../server/connections/store'
import { insertAccount } from '../server/db/accounts'
import { openDatabase } from '../server/db/database'
import type { Db } from '../server/db/database'
import { sampleProfile } from '../server/seed'
import { startServer } from '../tests/support/server'
import type { RunningServer } from '../tests/support/server'
import { idleStreams, memoryAfterGc, stream } from './conversations-clients'
import type { Memory } from './conversations-clients'

// Conversations across two server processes on one PostgreSQL (issue 26): post-to-receive latency with
// IDLE_PER_SERVER open live connections on each process, and the memory 1,000 idle connections cost a process.
// The idle streams are held by helper processes (bench/idle-streams.mjs), so that this process, which times
// the messages, holds only the PAIRS streams it measures. The same messages are also timed with no idle stream
// open: on a shared machine the ratio of the two says what the idle streams cost when absolute times do not.

const IDLE_PER_SERVER = 2000
const PAIRS = 20
/** Timed messages per pair with idle streams; as many again without (half before, half after). */
const MESSAGES_PER_PAIR = 8
/**
 * Untimed messages per pair first, the same way as the timed ones, so that no timed part pays for code and
 * caches still cold (the first rounds are the slowest). With the timed ones, within a sender's 20 a minute.
 */
const WARM_UP = 2
const PASSWORD = 'bench-conversations-password'

export interface Latency {
  messages: number
  /** From the post to its answer (201) through the other server. */
  acknowledgedP50Ms: number
  acknowledgedP95Ms: number
  /** From the post to the reader's stream on the other server. */
  p50Ms: number
  p95Ms: number
  maxMs: number
  /** From the answer to the stream (0 when the stream had it first): what live delivery adds to a post. */
  deliveryP95Ms: number
  lost: number
}

export interface ConversationsResult extends Latency {
  idlePerServer: number
  /** How long opening IDLE_PER_SERVER streams took on each server (session, acting profile, newest id each). */
  openingIdleMs: number[]
  cores: number
  loadAverageBefore: number[]
  loadAverageAfter: number[]
  /** The same messages with no idle stream open, in the same run. */
  withoutIdle: Latency
  /** p95 with IDLE_PER_SERVER idle streams per server over p95 without. */
  p95Ratio: number
  rssPer1000IdleMb: number
  heapPer1000IdleMb: number
  memoryMethod: string
  memoryBefore: Memory
  memoryWith1000Idle: Memory
}

const load = () => loadavg().map((n) => Math.round(n * 100) / 100)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Members with published profiles and an accepted interest between each pair, straight in the database. */
async function people(db: Db, count: number) {
  const hash = await hashPassword(PASSWORD)
  const today = new Date().toISOString().slice(0, 10)
  const ids: { accountId: number; profileId: number; email: string }[] = []
  for (let i = 0; i < count; i++) {
    const email = `bench.talk.${i}.${Date.now()}@example.com`
    const accountId = (await insertAccount(db, {
      email,
      passwordHash: hash,
      role: 'member',
      officeId: null,
    }))!
    const now = new Date().toISOString()
    const { id } = await db
      .insertInto('profiles')
      .values({
        ...sampleProfile(50_000 + i, accountId, now, today),
        ownerAccountId: accountId,
        managedBy: 'self',
        status: 'published',
        aboutMe: 'Bench profile.',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push({ accountId, profileId: id, email })
  }
  return ids
}

async function login(url: string, email: string) {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return ((await res.json()) as { token: string }).token
}

interface Timings {
  received: number[]
  acknowledged: number[]
  delivery: number[]
}

/** Each pair's message, `rounds` times, posted through one server, timed to its reader's stream on the other. */
async function timeMessages(
  servers: { url: string }[],
  conversations: { a: { profileId: number }; id: number }[],
  tokens: Map<number, string>,
  arrived: Map<number, number>,
  rounds: number,
  into: Timings = { received: [], acknowledged: [], delivery: [] },
): Promise<Timings> {
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      conversations.map(async (c, p) => {
        const posted = performance.now()
        const res = await fetch(`${servers[p % 2].url}/api/conversations/${c.id}/messages`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens.get(c.a.profileId)}`,
          },
          body: JSON.stringify({ body: `Bench message ${round}` }),
        })
        if (res.status !== 201) throw new Error(`a bench message was refused: ${res.status}`)
        const answered = performance.now()
        into.acknowledged.push(answered - posted)
        const { message } = (await res.json()) as { message: { id: number } }
        for (let waited = 0; !arrived.has(message.id) && waited < 5000; waited += 2) await pause(2)
        into.received.push((arrived.get(message.id) ?? Infinity) - posted)
        into.delivery.push(Math.max(0, (arrived.get(message.id) ?? Infinity) - answered))
      }),
    )
    await pause(100)
  }
  return into
}

function latency({ received, acknowledged, delivery }: Timings): Latency {
  const at = (list: number[], q: number) =>
    Math.round(list.sort((x, y) => x - y)[Math.min(list.length - 1, Math.floor(q * list.length))])
  return {
    messages: received.length,
    acknowledgedP50Ms: at(acknowledged, 0.5),
    acknowledgedP95Ms: at(acknowledged, 0.95),
    p50Ms: at(received, 0.5),
    p95Ms: at(received, 0.95),
    maxMs: at(received, 1),
    deliveryP95Ms: at(delivery, 0.95),
    lost: received.filter((ms) => ms === Infinity).length,
  }
}

export async function measureConversations(
  portBase: number,
  postgresUrl: string,
): Promise<ConversationsResult> {
  const db = await openDatabase({ dataDir: '/nonexistent', databaseUrl: postgresUrl })
  const env = {
    DATABASE_URL: postgresUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
  }
  const inspectPort = portBase + 2
  const receivers: ReturnType<typeof stream>[] = []
  const helpers: Awaited<ReturnType<typeof idleStreams>>[] = []
  const servers: RunningServer[] = []
  try {
    // The first server answers its inspector on loopback, for a garbage collection before each memory reading.
    servers.push(
      await startServer({
        port: portBase,
        env: { ...env, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` },
      }),
    )
    servers.push(await startServer({ port: portBase + 1, env }))
    const members = await people(db, PAIRS * 2 + 1)
    const idle = members.pop()!
    const tokens = new Map<number, string>()
    for (const m of [...members, idle]) tokens.set(m.profileId, await login(servers[0].url, m.email))
    const idleToken = tokens.get(idle.profileId)!
    const conversations: { a: (typeof members)[number]; b: (typeof members)[number]; id: number }[] = []
    for (let p = 0; p < PAIRS; p++) {
      const [a, b] = [members[2 * p], members[2 * p + 1]]
      await db
        .insertInto('interests')
        .values({
          fromProfileId: a.profileId,
          toProfileId: b.profileId,
          pairKey: pairKeyOf(a.profileId, b.profileId),
          message: null,
          status: 'accepted',
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          answeredAt: new Date().toISOString(),
          sentBy: a.accountId,
          answeredBy: b.accountId,
        })
        .execute()
      const opened = await fetch(`${servers[0].url}/api/profiles/${a.profileId}/conversation`, {
        headers: { authorization: `Bearer ${tokens.get(b.profileId)}` },
      })
      conversations.push({ a, b, id: ((await opened.json()) as { id: number }).id })
    }
    const loadAverageBefore = load()

    // Memory: the first server after a full garbage collection, before and with 1,000 idle live streams.
    const warm = await idleStreams(servers[0].port, idleToken, 200)
    await warm.stop()
    await pause(1000)
    const memoryBefore = await memoryAfterGc(inspectPort)
    helpers.push(await idleStreams(servers[0].port, idleToken, 1000))
    await pause(1000)
    const memoryWith1000Idle = await memoryAfterGc(inspectPort)

    // Each receiver listens on one server; its partner posts through the other.
    const arrived = new Map<number, number>()
    for (const [p, c] of conversations.entries())
      receivers.push(
        stream(servers[(p + 1) % 2].port, tokens.get(c.b.profileId)!, (id, at) => arrived.set(id, at)),
      )
    await Promise.all(receivers.map((r) => r.ready))
    await pause(1000)
    // Timed without idle streams, with IDLE_PER_SERVER on each server, then without again (A B A: a machine
    // that gets busier or quieter meanwhile, or code still warming up, weighs on both alike).
    await helpers.pop()!.stop()
    // The first minute of a fresh database and fresh servers is slower (PostgreSQL's first statistics, code
    // still warming up): a pause, then untimed rounds.
    await pause(15_000)
    await timeMessages(servers, conversations, tokens, arrived, WARM_UP)
    await pause(1000)
    const without = await timeMessages(servers, conversations, tokens, arrived, MESSAGES_PER_PAIR / 2)
    const openingMs: number[] = []
    for (const server of servers) {
      helpers.push(await idleStreams(server.port, idleToken, IDLE_PER_SERVER))
      openingMs.push(helpers.at(-1)!.openingMs)
    }
    // Idle: the servers have settled after opening them (the garbage of 2,000 openings collected).
    await pause(3000)
    const withIdle = latency(await timeMessages(servers, conversations, tokens, arrived, MESSAGES_PER_PAIR))
    for (const helper of helpers.splice(0)) await helper.stop()
    await pause(3000)
    const withoutIdle = latency(
      await timeMessages(servers, conversations, tokens, arrived, MESSAGES_PER_PAIR / 2, without),
    )
    return {
      idlePerServer: IDLE_PER_SERVER,
      openingIdleMs: openingMs,
      cores: availableParallelism(),
      loadAverageBefore,
      loadAverageAfter: load(),
      ...withIdle,
      withoutIdle,
      p95Ratio: Math.round((withIdle.p95Ms / Math.max(1, withoutIdle.p95Ms)) * 100) / 100,
      rssPer1000IdleMb: Math.round((memoryWith1000Idle.rssMb - memoryBefore.rssMb) * 10) / 10,
      heapPer1000IdleMb: Math.round((memoryWith1000Idle.heapUsedMb - memoryBefore.heapUsedMb) * 10) / 10,
      memoryMethod:
        'One server process, its resident set (RSS) and V8 heap in use after three full garbage collections ' +
        'through its inspector, before and with 1,000 idle live streams open (held by another process); ' +
        'the difference is reported.',
      memoryBefore,
      memoryWith1000Idle,
    }
  } finally {
    for (const req of receivers) req.destroy()
    for (const helper of helpers) await helper.stop()
    for (const server of servers) await server.stop()
    await db.destroy()
  }
}

/** The result in two lines, with the machine's cores and load beside it. */
export const conversationsLine = (r: ConversationsResult) =>
  `\nConversations, two servers on PostgreSQL, ${r.idlePerServer} idle live connections each (${r.cores} cores, ` +
  `load ${r.loadAverageBefore[0]} → ${r.loadAverageAfter[0]}): post to receive p50 ${r.p50Ms} ms, p95 ` +
  `${r.p95Ms} ms (budget 250), ${r.lost} lost, p95 ${r.deliveryP95Ms} ms after the post's answer; without ` +
  `idle connections p95 ${r.withoutIdle.p95Ms} ms (ratio ${r.p95Ratio})\nMemory per 1,000 idle live connections: ${r.rssPer1000IdleMb} MB resident, ` +
  `${r.heapPer1000IdleMb} MB heap (budget 50; measured after a full garbage collection)\nOpening ` +
  `${r.idlePerServer} live connections, 100 at a time: ${r.openingIdleMs.map((ms) => `${ms} ms`).join(' and ')}`
