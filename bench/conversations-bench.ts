import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { ClientRequest } from 'node:http'
import { hashPassword } from '../server/auth/passwords'
import { pairKeyOf } from '../server/connections/store'
import { insertAccount } from '../server/db/accounts'
import { openDatabase } from '../server/db/database'
import type { Db } from '../server/db/database'
import { sampleProfile } from '../server/seed'
import { startServer } from '../tests/support/server'

// Conversations across two server processes on one PostgreSQL (issue 26): post-to-receive latency with
// IDLE_PER_SERVER open live connections on each process, and the memory 1,000 idle connections cost a process.

const IDLE_PER_SERVER = 2000
const PAIRS = 20
const MESSAGES_PER_PAIR = 10
const PASSWORD = 'bench-conversations-password'

export interface ConversationsResult {
  idlePerServer: number
  messages: number
  p50Ms: number
  p95Ms: number
  maxMs: number
  rssPer1000IdleMb: number
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return line ? Number(line[1]) / 1024 : NaN
}
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

/** A live stream; `ready` resolves once the server has answered it (authenticated and subscribed). */
function stream(port: number, token: string, onMessage: (id: number, at: number) => void) {
  let answered: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (answered = resolve))
  const req: ClientRequest = http.get(
    {
      host: '127.0.0.1',
      port,
      path: '/api/conversations/live',
      agent: false,
      headers: { authorization: `Bearer ${token}` },
    },
    (res) => {
      answered()
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        for (const m of chunk.matchAll(/^id: (\d+)$/gm)) onMessage(Number(m[1]), performance.now())
      })
    },
  )
  req.on('error', () => answered())
  return Object.assign(req, { ready })
}

async function login(url: string, email: string) {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return ((await res.json()) as { token: string }).token
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
  const servers = [await startServer({ port: portBase, env }), await startServer({ port: portBase + 1, env })]
  const open: (ClientRequest & { ready: Promise<void> })[] = []
  try {
    const members = await people(db, PAIRS * 2 + 1)
    const idle = members.pop()!
    const tokens = new Map<number, string>()
    for (const m of [...members, idle]) tokens.set(m.profileId, await login(servers[0].url, m.email))
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

    // Memory: one process before and after 1,000 idle live connections.
    await pause(1000)
    const before = rssMb(servers[0].process.pid!)
    for (let i = 0; i < 1000; i++)
      open.push(stream(servers[0].port, tokens.get(idle.profileId)!, () => undefined))
    await Promise.all(open.map((r) => r.ready))
    await pause(2000)
    const rssPer1000IdleMb = Math.round((rssMb(servers[0].process.pid!) - before) * 10) / 10
    // Then IDLE_PER_SERVER on each.
    for (const [index, server] of servers.entries())
      for (let i = index === 0 ? 1000 : 0; i < IDLE_PER_SERVER; i++)
        open.push(stream(server.port, tokens.get(idle.profileId)!, () => undefined))
    await Promise.all(open.map((r) => r.ready))
    await pause(1000)

    // Each receiver listens on one server; its partner posts through the other.
    const arrived = new Map<number, number>()
    for (const [p, c] of conversations.entries())
      open.push(
        stream(servers[(p + 1) % 2].port, tokens.get(c.b.profileId)!, (id, at) => arrived.set(id, at)),
      )
    await Promise.all(open.map((r) => r.ready))
    await pause(1000)
    const latencies: number[] = []
    for (let round = 0; round < MESSAGES_PER_PAIR; round++)
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
          const { message } = (await res.json()) as { message: { id: number } }
          for (let waited = 0; !arrived.has(message.id) && waited < 5000; waited += 5) await pause(5)
          latencies.push((arrived.get(message.id) ?? Infinity) - posted)
        }),
      )
    latencies.sort((x, y) => x - y)
    const at = (q: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))])
    return {
      idlePerServer: IDLE_PER_SERVER,
      messages: latencies.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: at(1),
      rssPer1000IdleMb,
    }
  } finally {
    for (const req of open) req.destroy()
    for (const server of servers) await server.stop()
    await db.destroy()
  }
}
