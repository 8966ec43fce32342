import { lazy, Suspense } from 'react'
import { useAtomValue } from 'jotai'
import { ownOutboxAtom } from '../lib/outbox-store'
import { sessionAtom } from '../lib/session'

const OutboxSender = lazy(() => import('./outbox-sender').then((m) => ({ default: m.OutboxSender })))
const OutboxKeyLoader = lazy(() => import('./outbox-sender').then((m) => ({ default: m.OutboxKeyLoader })))

/**
 * While someone is logged in, the layout watches the outbox: only that account's own entries, which only
 * it can open. Office staff fetch their outbox key at once, while the server is there, so that a submit
 * that later cannot reach it can still be kept sealed; the sender loads only when something waits.
 */
export function OutboxWatch() {
  const session = useAtomValue(sessionAtom)
  const waiting = useAtomValue(ownOutboxAtom).filter((e) => !e.refused).length
  if (!session) return null
  return (
    <Suspense fallback={null}>
      {session.role === 'staff' && <OutboxKeyLoader key={session.token} />}
      {waiting > 0 && <OutboxSender key={session.token} waiting={waiting} />}
    </Suspense>
  )
}
