import { useEffect } from 'react'
import { backoffMs, flushOutbox } from '../lib/outbox'

/**
 * Keeps sending what the outbox holds, backing off while the server is away. The layout mounts it
 * (lazily) only while something waits and someone is logged in; `waiting` restarts it on change.
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
