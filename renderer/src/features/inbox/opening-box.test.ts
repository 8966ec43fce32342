import { describe, expect, it } from 'vitest'
import type { InboxResponse, InterestItem } from '../../../../shared/api-connections'
import { openingBox } from './opening-box'

const item = (createdAt: string, answeredAt: string | null = null) =>
  ({ createdAt, answeredAt }) as unknown as InterestItem
const inbox = (boxes: Partial<InboxResponse>): InboxResponse => ({
  received: [],
  sent: [],
  accepted: [],
  declined: [],
  ...boxes,
})

describe('the tab the Inbox opens on', () => {
  it('is Received while an interest waits for an answer, whatever else is newer', () => {
    expect(
      openingBox(
        inbox({
          received: [item('2026-01-01T00:00:00Z')],
          accepted: [item('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')],
        }),
      ),
    ).toBe('received')
  })
  it('is the tab with the latest news otherwise: one accepted connection opens Accepted', () => {
    expect(openingBox(inbox({ accepted: [item('2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z')] }))).toBe(
      'accepted',
    )
    expect(
      openingBox(
        inbox({
          accepted: [item('2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z')],
          sent: [item('2026-01-05T00:00:00Z')],
        }),
      ),
    ).toBe('sent')
  })
  it('is Received when the Inbox is empty', () => {
    expect(openingBox(inbox({}))).toBe('received')
  })
})
