import { NOTIFICATIONS_CHANGED_EVENT } from '../../../../shared/connections'
import { loadUnread } from './api'

const EVERY_MS = 60_000

/**
 * Keeps the header's counter of new interests and answers: now, every minute, and whenever a screen says the
 * news changed (the Inbox after reading it). Returns the function that stops watching.
 */
export function watchUnread(onCount: (unread: number) => void): () => void {
  let live = true
  const refresh = () =>
    void loadUnread()
      .then((r) => live && onCount(r.unread))
      .catch(() => undefined)
  refresh()
  const timer = window.setInterval(refresh, EVERY_MS)
  window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, refresh)
  return () => {
    live = false
    window.clearInterval(timer)
    window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, refresh)
  }
}
