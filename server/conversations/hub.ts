import pg from 'pg'
import { sql } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import type { MessageRow } from './store'

// Live delivery to open pages. A change (a new message, a read mark, a conversation that changed) is
// announced to the streams of the profiles it concerns, and to no other. A new message travels with its
// announcement (at most 1,000 characters, well under NOTIFY's 8,000 bytes), so a stream sends it without
// reading the database; an announcement without one (after a lost LISTEN connection) makes each stream read
// what it has not sent yet. On PostgreSQL the announcement goes through LISTEN/NOTIFY, so a message posted
// through one server process reaches a reader connected to another; on SQLite (one process) it stays in
// memory. The database stays the record: a page that reconnects resumes from it.

export type HubEvent =
  | { kind: 'message'; message?: MessageRow }
  | { kind: 'read'; conversationId: number; upTo: number }
  | { kind: 'changed'; conversationId: number }

type Listener = (event: HubEvent) => void

export interface LiveHub {
  publish(profileIds: readonly (number | null)[], event: HubEvent): Promise<void>
  subscribe(profileId: number, listener: Listener): () => void
  /** Open streams in this process. */
  size(): number
  close(): Promise<void>
}

const CHANNEL = 'conversations'
const NOTIFY_MAX_BYTES = 7900

function localListeners() {
  const byProfile = new Map<number, Set<Listener>>()
  let count = 0
  return {
    dispatch(profileIds: readonly (number | null)[], event: HubEvent) {
      for (const id of profileIds)
        if (id !== null) for (const listener of byProfile.get(id) ?? []) listener(event)
    },
    /** Everyone: after a lost LISTEN connection, each stream reads what it may have missed. */
    pokeAll() {
      for (const set of byProfile.values()) for (const listener of set) listener({ kind: 'message' })
    },
    subscribe(profileId: number, listener: Listener) {
      const set = byProfile.get(profileId) ?? new Set()
      byProfile.set(profileId, set)
      set.add(listener)
      count++
      return () => {
        if (set.delete(listener)) count--
        if (set.size === 0) byProfile.delete(profileId)
      }
    },
    size: () => count,
  }
}

/** In one process (SQLite): announcements go straight to this process's streams. */
export function memoryHub(): LiveHub {
  const local = localListeners()
  return {
    publish: async (ids, event) => local.dispatch(ids, event),
    subscribe: local.subscribe,
    size: local.size,
    close: async () => undefined,
  }
}

/**
 * Across processes (PostgreSQL): every process LISTENs on one channel with its own connection and hands each
 * notification to its streams; publishing is a NOTIFY through the pool (delivered after commit, to every
 * listener, this process included). A lost listening connection is opened again, and every stream then
 * re-reads from its last message, so nothing sent meanwhile is missed.
 */
export function postgresHub(db: Db, connectionString: string, log: FastifyBaseLogger): LiveHub {
  const local = localListeners()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null

  const connect = async () => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return
      try {
        const { ids, event } = JSON.parse(n.payload) as { ids: number[]; event: HubEvent }
        local.dispatch(ids, event)
      } catch {
        log.warn('An unreadable conversations notification was ignored.')
      }
    })
    next.on('error', (error) => {
      log.warn(`The conversations LISTEN connection failed (${error.message}); opening it again.`)
      void next.end().catch(() => undefined)
      if (client === next) client = null
      schedule()
    })
    await next.connect()
    await next.query(`LISTEN ${CHANNEL}`)
    if (closed) return void (await next.end())
    client = next
    local.pokeAll()
  }
  const schedule = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = null
      connect().catch((error: Error) => {
        log.warn(`The conversations LISTEN connection could not open (${error.message}).`)
        schedule()
      })
    }, 1000)
  }
  const ready = connect().catch((error: Error) => {
    log.warn(`The conversations LISTEN connection could not open (${error.message}).`)
    schedule()
  })

  return {
    async publish(ids, event) {
      const to = ids.filter((id) => id !== null)
      let payload = JSON.stringify({ ids: to, event })
      // NOTIFY takes under 8,000 bytes: past that (never for a message of 1,000 characters), the streams read it.
      if (event.kind === 'message' && Buffer.byteLength(payload) > NOTIFY_MAX_BYTES)
        payload = JSON.stringify({ ids: to, event: { kind: 'message' } })
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db)
    },
    subscribe: local.subscribe,
    size: local.size,
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      await ready
      await client?.end().catch(() => undefined)
    },
  }
}

/** The hub for the configured database. */
export const liveHub = (db: Db, databaseUrl: string | null | undefined, log: FastifyBaseLogger) =>
  databaseUrl?.startsWith('postgres') ? postgresHub(db, databaseUrl, log) : memoryHub()
