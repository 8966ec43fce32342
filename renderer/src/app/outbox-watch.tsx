import { lazy, Suspense } from 'react'
import { useAtomValue } from 'jotai'
import { outboxAtom } from '../lib/outbox-store'

const OutboxSender = lazy(() => import('./outbox-sender').then((m) => ({ default: m.OutboxSender })))

/** While someone is logged in, the layout watches the outbox; the sender loads only when something waits. */
export function OutboxWatch() {
  const waiting = useAtomValue(outboxAtom).filter((e) => !e.refused).length
  if (waiting === 0) return null
  return (
    <Suspense fallback={null}>
      <OutboxSender waiting={waiting} />
    </Suspense>
  )
}
