import { NOTIFICATIONS_CHANGED_EVENT } from '../../../../shared/connections'
import { CONVERSATIONS_CHANGED_EVENT } from '../../../../shared/conversations'
import { loadConversationUnread } from '../../lib/conversations-api'
import { loadUnread } from './api'

const EVERY_MS = 60_000

/**
 * Keeps the header's counter of new interests and answers and unread messages: now, every minute, and whenever a screen says the
 * news changed (the Inbox after reading it). Returns the function that stops watching.
 */
export function watchUnread(onCount: (unread: number) => void): () => void {
  let live = true
  // New interests and answers, and unread messages in conversations.
  const refresh = () =>
    void Promise.all([loadUnread(), loadConversationUnread()])
      .then(([news, messages]) => live && onCount(news.unread + messages))
      .catch(() => undefined)
  refresh()
  const timer = window.setInterval(refresh, EVERY_MS)
  window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, refresh)
  window.addEventListener(CONVERSATIONS_CHANGED_EVENT, refresh)
  return () => {
    window.removeEventListener(CONVERSATIONS_CHANGED_EVENT, refresh)
    live = false
    window.clearInterval(timer)
    window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, refresh)
  }
}
