import type { Db } from '../db/database'
import { userIdOf } from '../visibility'

// A profile's conversations in its data export: the other side as a profile number only (null once that
// member has left), what this side shared and muted, and this side's own messages: the other side's words
// are theirs, as with interest messages; their number is given.

export async function conversationsExport(db: Db, profileId: number) {
  const sides = await db
    .selectFrom('conversationSides as s')
    .innerJoin('conversations as c', 'c.id', 's.conversationId')
    .select(['c.id', 'c.lowProfileId', 'c.highProfileId', 'c.createdAt', 's.sharedContactAt', 's.mutedAt'])
    .where('s.profileId', '=', profileId)
    .orderBy('c.id')
    .execute()
  if (!sides.length) return []
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'conversationId', 'senderProfileId', 'byStaff', 'body', 'createdAt'])
    .where(
      'conversationId',
      'in',
      sides.map((s) => s.id),
    )
    .orderBy('id')
    .execute()
  return sides.map((s) => {
    const otherId = s.lowProfileId === profileId ? s.highProfileId : s.lowProfileId
    const here = messages.filter((m) => m.conversationId === s.id)
    return {
      otherProfile: otherId ? userIdOf(otherId) : null,
      startedAt: s.createdAt,
      sharedContactDetailsAt: s.sharedContactAt,
      mutedAt: s.mutedAt,
      messagesSent: here
        .filter((m) => m.senderProfileId === profileId)
        .map((m) => ({ at: m.createdAt, text: m.body, writtenBy: m.byStaff ? 'the office' : 'you' })),
      messagesReceived: here.filter((m) => m.senderProfileId !== profileId).length,
    }
  })
}
