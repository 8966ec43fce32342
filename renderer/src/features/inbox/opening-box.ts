import type { InboxResponse } from '../../../../shared/api-connections'
import type { InboxBox } from '../../../../shared/connections'

const latest = (items: InboxResponse[InboxBox]) =>
  items.reduce((last, i) => Math.max(last, Date.parse(i.answeredAt ?? i.createdAt)), 0)

/**
 * The tab the Inbox opens on: Received while an interest waits for an answer; otherwise the tab whose latest
 * event (an answer, or an interest sent) is the newest; Received when everything is empty.
 */
export function openingBox(inbox: InboxResponse): InboxBox {
  if (inbox.received.length) return 'received'
  const others: InboxBox[] = ['accepted', 'sent', 'declined']
  let best: InboxBox = 'received'
  let when = 0
  for (const box of others) {
    const at = latest(inbox[box])
    if (inbox[box].length && at > when) [best, when] = [box, at]
  }
  return best
}
