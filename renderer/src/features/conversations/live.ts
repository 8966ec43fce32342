import { is } from 'superstruct'
import { LiveEvent } from '../../../../shared/conversations'
import { store } from '../../app/store'
import { apiBaseUrl } from '../../lib/platform'
import { sessionAtom } from '../../lib/session'
import { actingParams } from '../../lib/shortlist-api'

// The live stream of the acting profile's conversations (server-sent events, read with fetch so that the
// session travels in the Authorization header, never in a URL). It reconnects by itself after a dropped line
// or a server restart, naming the last message it received, so nothing is lost or shown twice.

const RETRY_MS = [1000, 2000, 5000, 10_000]

/**
 * Calls `onEvent` for each event; `onResync` after a reconnection that had no message id to resume from (the
 * screen then reads its data again).
 */
export function watchLive(
  onEvent: (event: LiveEvent) => void,
  startAfter?: number,
  onResync?: () => void,
): () => void {
  let stopped = false
  let opened = 0
  let controller: AbortController | null = null
  let lastId = startAfter
  let failures = 0

  const connect = async () => {
    const token = store.get(sessionAtom)?.token
    if (!token || stopped) return
    controller = new AbortController()
    const params = new URLSearchParams(actingParams())
    if (lastId !== undefined) params.set('after', String(lastId))
    const url = new URL(`conversations/live?${params}`, new URL(apiBaseUrl, window.location.href))
    try {
      const res = await fetch(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: controller.signal,
      })
      if (!res.ok || !res.body) throw new Error(String(res.status))
      failures = 0
      if (opened++ > 0 && lastId === undefined) onResync?.()
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          let data = ''
          let id: number | null = null
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = Number(line.slice(4))
            else if (line.startsWith('data: ')) data += line.slice(6)
          }
          if (!data) continue
          const event: unknown = JSON.parse(data)
          if (!is(event, LiveEvent)) continue
          if (id !== null) lastId = id
          onEvent(event)
        }
      }
    } catch {
      failures++
    }
    if (stopped) return
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]
    window.setTimeout(() => void connect(), wait)
  }
  void connect()
  return () => {
    stopped = true
    controller?.abort()
  }
}
