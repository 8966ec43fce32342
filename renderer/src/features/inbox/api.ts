import { InboxResponse, InterestResponse, UnreadResponse } from '../../../../shared/api-connections'
import { request } from '../../lib/api-client'
import { actingParams } from '../../lib/shortlist-api'

export const loadInbox = () =>
  request({ method: 'GET', url: 'connections/inbox', params: actingParams() }, InboxResponse)

/** `shareContact`: with Accept, the answering side also shares its own phone and e-mail. */
export const answerInterest = (id: number, action: 'accept' | 'decline' | 'withdraw', shareContact = false) =>
  request(
    {
      method: 'POST',
      url: `connections/interests/${id}/${action}`,
      data: action === 'accept' && shareContact ? { shareContact: true } : {},
    },
    InterestResponse,
  )

/** New interests and answers for the header's counter (all the office's profiles, for staff). */
export const loadUnread = () =>
  request({ method: 'GET', url: 'connections/notifications/unread' }, UnreadResponse)

/** Opening the Inbox reads the acting profile's news. */
export const markNewsRead = () =>
  request(
    { method: 'POST', url: 'connections/notifications/read', params: actingParams(), data: {} },
    UnreadResponse,
  )
