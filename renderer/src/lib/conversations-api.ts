import { unknown } from 'superstruct'
import { ContactDetails } from '../../../shared/api-connections'
import type { ReportBody } from '../../../shared/connections'
import {
  ConversationResponse,
  ConversationsResponse,
  DoneResponse,
  OpenedResponse,
  SentResponse,
  UnreadMessagesResponse,
} from '../../../shared/conversations'
import { request } from './api-client'
import { actingParams } from './shortlist-api'

// The conversations calls, each with the acting profile (staff) as `?as=`. In lib/ because the Inbox (its
// entry point and "Write a message") and the conversations screens both use them.

const get = <T>(url: string, struct: Parameters<typeof request<T>>[1], params: Record<string, string> = {}) =>
  request({ method: 'GET', url, params: { ...actingParams(), ...params } }, struct)
const post = <T>(url: string, struct: Parameters<typeof request<T>>[1], data: unknown = {}) =>
  request({ method: 'POST', url, params: actingParams(), data }, struct)

export const loadConversations = (before?: number) =>
  get('conversations', ConversationsResponse, before ? { before: String(before) } : {})

export const loadConversation = (id: number, before?: number) =>
  get(`conversations/${id}`, ConversationResponse, before ? { before: String(before) } : {})

/** The conversation with a connected profile (made on first use). */
export const openConversationWith = (profileId: number) =>
  get(`profiles/${profileId}/conversation`, OpenedResponse)

export const sendMessage = (id: number, body: string) =>
  post(`conversations/${id}/messages`, SentResponse, { body })

/** Read up to a message: the other side sees the receipt (204, no body). */
export const markRead = (id: number, upTo: number) =>
  request(
    { method: 'POST', url: `conversations/${id}/read`, params: actingParams(), data: { upTo } },
    unknown(),
  )

export const shareContact = (id: number) => post(`conversations/${id}/share-contact`, DoneResponse)

export const muteConversation = (id: number, muted: boolean) =>
  post(`conversations/${id}/mute`, DoneResponse, { muted })

export const reportMessage = (messageId: number, body: ReportBody) =>
  post(`conversations/messages/${messageId}/report`, DoneResponse, body)

/** The other side's phone and e-mail, once they have shared them (each view is logged on the server). */
export const viewTheirContact = (profileId: number) => post(`profiles/${profileId}/contact`, ContactDetails)

/** Unread messages of the acting profile (0 when staff have not chosen one). */
export const loadConversationUnread = () =>
  get('conversations/unread', UnreadMessagesResponse).then(
    (r) => r.unread,
    () => 0,
  )
