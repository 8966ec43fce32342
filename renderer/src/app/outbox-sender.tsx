import { useEffect } from 'react'
import { store } from './store'
import { backoffMs, flushOutbox, outboxKeyFor } from '../lib/outbox'
import { sessionAtom } from '../lib/session'

/** Fetches the session's outbox key once after login; a failure is retried when a submit needs it. */
export function OutboxKeyLoader() {
  useEffect(() => {
    const session = store.get(sessionAtom)
    if (session) outboxKeyFor(session).catch(() => undefined)
  }, [])
  return null
}

/**
 * Keeps sending what the outbox holds, backing off while the server is away. The layout mounts it
 * (lazily) only while the logged-in account has something waiting; `waiting` restarts it on change, and
 * another session mounts a new one.
 */
export function OutboxSender({ waiting }: { waiting: number }) {
  useEffect(() => {
    if (!waiting) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    let running = false
    const attempt = async () => {
      if (stopped || running) return
      running = true
      const result = await flushOutbox()
      running = false
      if (stopped || result === 'empty') return
      failures += 1
      timer = setTimeout(attempt, backoffMs(failures))
    }
    const now = () => {
      clearTimeout(timer)
      failures = 0
      void attempt()
    }
    window.addEventListener('online', now)
    void attempt()
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('online', now)
    }
  }, [waiting])

  return null
}
