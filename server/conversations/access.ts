import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ConversationSummary } from '../../shared/conversations'
import { msg } from '../../shared/messages'
import { actingOr, idParam } from '../connections/acting'
import { blockedEitherWay } from '../connections/store'
import type { Db } from '../db/database'
import type { ProfileRow } from '../db/schema'
import { findProfile } from '../profiles/store'
import { photoRefOf, userIdOf } from '../visibility'
import type { ConversationRow } from './store'
import { findConversation, isSideOf, otherIdOf, readOnlyReason, sideOf } from './store'

// Who may open a conversation: the profile the caller acts for (a member's own; for office staff, one of
// their office's profiles named by `?as=`) must be one of its two sides. Anyone else learns only that it
// is not available.

export interface Opened {
  own: ProfileRow
  conversation: ConversationRow
  other: ProfileRow | undefined
  blocked: boolean
}

export async function openedOr(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<Opened | null> {
  const id = idParam(request)
  const [own, conversation] = await Promise.all([
    actingOr(db, request, reply),
    id ? findConversation(db, id) : undefined,
  ])
  if (!own) return null
  if (!conversation || !isSideOf(conversation, own.id)) {
    void reply.code(404).send({ message: msg.conversationNotAvailable })
    return null
  }
  const otherId = otherIdOf(conversation, own.id)
  // Both at once: every call in a conversation (each message posted) waits for them.
  const [other, blocked] = otherId
    ? await Promise.all([findProfile(db, otherId), blockedEitherWay(db, own.id, otherId)])
    : [undefined, false]
  return { own, conversation, other, blocked: Boolean(other) && blocked }
}

/** The text that says why a conversation takes no messages. */
export const readOnlyMessage = {
  ended: msg.conversationEnded,
  left: msg.conversationMemberLeft,
  inactive: msg.conversationInactive,
  ownInactive: msg.conversationOwnInactive,
} as const

/** A conversation in the list and at the top of its page, as `own` sees it. */
export async function summaryOf(
  db: Db,
  opened: Opened,
  unread: number,
  last: { body: string; createdAt: string; senderProfileId: number } | undefined,
): Promise<ConversationSummary> {
  const { own, conversation, other, blocked } = opened
  const side = await sideOf(db, conversation.id, own.id)
  const photo = other && !blocked && other.status === 'published' ? photoRefOf(other) : null
  return {
    id: conversation.id,
    other: other
      ? {
          id: other.id,
          userId: userIdOf(other.id),
          firstName: other.firstName ?? '',
          ...(photo ? { photo } : {}),
        }
      : null,
    lastMessage: last ? { body: last.body, at: last.createdAt, mine: last.senderProfileId === own.id } : null,
    unread,
    muted: Boolean(side?.mutedAt),
    readOnly: readOnlyReason(own, other, blocked),
  }
}
