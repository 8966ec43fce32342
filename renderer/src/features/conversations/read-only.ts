import type { ReadOnlyReason } from '../../../../shared/conversations'
import { msg } from '../../../../shared/messages'

/** The plain note under a conversation that takes no more messages (the server's own messages). */
export const readOnlyNote: Record<NonNullable<ReadOnlyReason>, string> = {
  ended: msg.conversationEnded,
  left: msg.conversationMemberLeft,
  inactive: msg.conversationInactive,
  ownInactive: msg.conversationOwnInactive,
}
