import type { LiveEvent } from '../../shared/conversations'

// A live stream as a page reads it: fetch with the session's header, server-sent events parsed as they come.

export interface Received {
  id: number | null
  event: LiveEvent
}

export interface Stream {
  received: Received[]
  /** Waits until `count` events match (or fails after `ms`). */
  until(match: (r: Received) => boolean, count?: number, ms?: number): Promise<Received[]>
  close(): void
}

export async function openStream(
  baseUrl: string,
  headers: Record<string, string>,
  query = '',
  extraHeaders: Record<string, string> = {},
): Promise<Stream> {
  const controller = new AbortController()
  const res = await fetch(`${baseUrl}/api/conversations/live${query}`, {
    headers: { ...headers, ...extraHeaders, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  if (res.status !== 200 || !res.body) throw new Error(`live stream: ${res.status} ${await res.text()}`)
  const received: Received[] = []
  const waiters = new Set<() => void>()
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          let id: number | null = null
          let data = ''
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = Number(line.slice(4))
            if (line.startsWith('data: ')) data += line.slice(6)
          }
          if (data) received.push({ id, event: JSON.parse(data) as LiveEvent })
          for (const wake of waiters) wake()
        }
      }
    } catch {
      // closed
    }
  })()
  return {
    received,
    async until(match, count = 1, ms = 5000) {
      const deadline = Date.now() + ms
      for (;;) {
        const found = received.filter(match)
        if (found.length >= count) return found
        if (Date.now() > deadline)
          throw new Error(`waited for ${count} events; got ${JSON.stringify(received)}`)
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake)
            resolve()
          }
          waiters.add(wake)
          setTimeout(wake, 100)
        })
      }
    },
    close: () => controller.abort(),
  }
}

export const isMessage = (r: Received) => r.event.kind === 'message'
export const bodyOf = (r: Received) => (r.event.kind === 'message' ? r.event.message.body : null)

/** Limits count per clock minute: a burst that must fall in one waits out the last seconds of a minute. */
export async function awayFromMinuteEdge() {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
