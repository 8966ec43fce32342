import type { FastifyInstance } from 'fastify'
import type { LiveEvent } from '../../shared/conversations'
import { actingOr, positiveId } from '../connections/acting'
import type { AppContext } from '../context'
import type { HubEvent } from './hub'
import type { MessageRow } from './store'
import { latestMessageId, messageItem, messagesSince } from './store'

// The live stream (server-sent events) of one acting profile's conversations. The page names the last message
// it has seen (`?after=` or Last-Event-ID when the browser reconnects by itself); the stream first sends what
// came after it, then each new message as it arrives, every message with its id as the event id, once. Read
// marks and other changes come as events without an id, for the page to re-read.
//
// An open stream costs little: no timer of its own (one keep-alive pass writes to every stream), and no
// database read per new message (the message comes with its announcement; see hub.ts).

const BATCH = 200
const KEEP_ALIVE_MS = 25_000
/** Ids a stream remembers having sent, so that a message both read and announced goes out once. */
const RECENT = 64

export function liveRoutes(api: FastifyInstance, { db, auth, live }: AppContext) {
  const open = new Map<() => void, (chunk: string) => void>()
  let keepAlive: NodeJS.Timeout | null = null
  const stillHere = () => {
    for (const write of open.values()) write(': still here\n\n')
  }
  // A closing server ends its streams (the pages reconnect to another process and resume).
  api.addHook('preClose', async () => {
    for (const end of [...open.keys()]) end()
  })

  api.get('/conversations/live', { preHandler: auth.session }, async (request, reply) => {
    const acting = await actingOr(db, request, reply)
    if (!acting) return reply
    // What the stream keeps while it stays open: the id and the logger, not the profile or the request.
    const ownId = acting.id
    const log = request.log
    const lastEventId = request.headers['last-event-id']
    const asked = (request.query as { after?: unknown }).after ?? lastEventId
    // Without a place to resume from, the stream starts at now: the page has just read what came before.
    const after = asked === undefined ? await latestMessageId(db, ownId) : (positiveId(asked) ?? 0)
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    res.write('retry: 2000\n\n')

    let cursor = after
    let running = false
    let again = false
    let ended = false
    const sent: number[] = []
    /** Messages announced while a read runs: sent after it, unless it sent them already. */
    let waiting: MessageRow[] = []
    const send = (event: LiveEvent, id?: number) =>
      res.write(`${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`)
    const sendMessage = (m: MessageRow) => {
      if (m.id <= after || sent.includes(m.id)) return
      send({ kind: 'message', message: messageItem(m, ownId, 0) }, m.id)
      sent.push(m.id)
      if (sent.length > RECENT) sent.shift()
      cursor = Math.max(cursor, m.id)
    }

    // One reader at a time per stream: a burst of announcements is one or two reads, never a repeat.
    const pump = async () => {
      if (running) return void (again = true)
      running = true
      try {
        do {
          again = false
          const rows = await messagesSince(db, ownId, cursor, BATCH)
          if (ended) return
          for (const m of rows) sendMessage(m)
          if (rows.length === BATCH) again = true
        } while (again && !ended)
      } catch (error) {
        log.warn({ err: error }, 'a live conversation stream could not read')
      } finally {
        running = false
      }
      const announced = waiting
      waiting = []
      if (!ended) for (const m of announced) sendMessage(m)
    }
    const onEvent = (event: HubEvent) => {
      if (ended) return
      if (event.kind !== 'message') send(event)
      else if (!event.message) void pump()
      // A message announced while a read runs waits for it, so the page gets them in order.
      else if (running) waiting.push(event.message)
      else sendMessage(event.message)
    }
    const unsubscribe = live.subscribe(ownId, onEvent)
    const end = () => {
      if (ended) return
      ended = true
      unsubscribe()
      open.delete(end)
      if (!open.size && keepAlive) {
        clearInterval(keepAlive)
        keepAlive = null
      }
      res.end()
    }
    open.set(end, (chunk) => res.write(chunk))
    keepAlive ??= setInterval(stillHere, KEEP_ALIVE_MS)
    res.on('close', end)
    await pump()
  })
}
