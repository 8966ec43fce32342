import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  union,
} from 'superstruct'
import type { Infer } from 'superstruct'
import { PhotoRef } from './api'
import { msg } from './messages'
import { requiredText } from './validation'

// Conversations between accepted connections: their limits, the bodies the server accepts and the answers it
// gives, shared by the API and the screens so both say the same thing.

export const MESSAGE_MAX = 1000
/** Messages one profile may send per minute, over all its conversations, on every server process together. */
export const MESSAGES_PER_MINUTE_PER_SENDER = 20
/** Messages per minute in one conversation, both sides together. */
export const MESSAGES_PER_MINUTE_PER_CONVERSATION = 30
/** Messages per page of a conversation; older ones come by key (`before=<message id>`). */
export const MESSAGE_PAGE = 30
/** Conversations per page of the list, newest message first. */
export const CONVERSATION_PAGE = 50
/** Messages before and after a reported one that reach the moderators with it. */
export const REPORT_CONTEXT = 5
/** Dispatched on window when a conversation was read or a new message came: the unread counters reload. */
export const CONVERSATIONS_CHANGED_EVENT = 'matrimony:conversations-changed'

export const MessageBody = object({
  body: requiredText(msg.messageRequired, { max: MESSAGE_MAX }),
})
export type MessageBody = Infer<typeof MessageBody>

export const ReadBody = object({ upTo: number() })
export const MuteBody = object({ muted: boolean() })

/** Why a conversation takes no more messages; null while it is open. */
export const ReadOnlyReason = nullable(enums(['ended', 'left', 'inactive', 'ownInactive']))
export type ReadOnlyReason = Infer<typeof ReadOnlyReason>

/** The other side as a conversation shows it: null once that member has left (their profile erased). */
export const ConversationPeer = nullable(
  object({
    id: number(),
    userId: string(),
    firstName: string(),
    photo: optional(nullable(PhotoRef)),
  }),
)

export const MessageItem = object({
  id: number(),
  conversationId: number(),
  body: string(),
  at: string(),
  mine: boolean(),
  /** Written by office staff for the profile (their name stays in the audit log). */
  byStaff: boolean(),
  /** My messages only: the other side has read it. */
  read: boolean(),
})
export type MessageItem = Infer<typeof MessageItem>

export const ConversationSummary = object({
  id: number(),
  other: ConversationPeer,
  lastMessage: nullable(object({ body: string(), at: string(), mine: boolean() })),
  unread: number(),
  muted: boolean(),
  readOnly: ReadOnlyReason,
})
export type ConversationSummary = Infer<typeof ConversationSummary>

export const ConversationsResponse = object({
  conversations: array(ConversationSummary),
  /** The key of the next page (`before=`), or null on the last one. */
  next: nullable(number()),
})
export type ConversationsResponse = Infer<typeof ConversationsResponse>

export const ConversationResponse = object({
  conversation: ConversationSummary,
  /** Whether my side has shared its phone and e-mail, and whether the other side has shared theirs. */
  sharedMine: boolean(),
  sharedTheirs: boolean(),
  messages: array(MessageItem),
  /** The key for the page before this one (`before=`), or null when this is the first message. */
  older: nullable(number()),
})
export type ConversationResponse = Infer<typeof ConversationResponse>

export const SentResponse = object({ message: MessageItem })
export const OpenedResponse = object({ id: number() })
export const DoneResponse = object({ message: string() })
export const UnreadMessagesResponse = object({ unread: number() })

/** What the live stream sends: a new message (its SSE id is the message id), or a change to re-read. */
export const LiveEvent = union([
  object({ kind: literal('message'), message: MessageItem }),
  object({ kind: literal('read'), conversationId: number(), upTo: number() }),
  object({ kind: literal('changed'), conversationId: number() }),
])
export type LiveEvent = Infer<typeof LiveEvent>
