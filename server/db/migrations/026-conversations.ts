import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'

// Conversations between accepted connections: one per pair of profiles, each side's own state (whether it has
// shared its contact details, how far it has read, whether it muted the conversation, when it was last
// e-mailed about unread messages), the messages, and reports of a message (the reports table gains the
// message and the surrounding messages that moderators read).
// A profile's erasure erases its messages and its side; the conversation stays for the other side, whose
// page then says that the member has left (the profile column becomes null).

export function conversations(pg: boolean): Migration {
  const table = (db: Kysely<unknown>, name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
  const profile = (c: ColumnDefinitionBuilder) => c.references('profiles.id').onDelete('cascade')

  return {
    async up(db) {
      await table(db, 'conversations')
        // "low:high", as for interests: one conversation per pair.
        .addColumn('pairKey', 'text', (c) => c.notNull().unique())
        .addColumn('lowProfileId', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
        .addColumn('highProfileId', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('lastMessageId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lastMessageAt', 'text')
        .execute()
      await db.schema
        .createIndex('conversations_low')
        .on('conversations')
        .columns(['lowProfileId', 'lastMessageId'])
        .execute()
      await db.schema
        .createIndex('conversations_high')
        .on('conversations')
        .columns(['highProfileId', 'lastMessageId'])
        .execute()

      await db.schema
        .createTable('conversationSides')
        .addColumn('conversationId', 'integer', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('profileId', 'integer', (c) => profile(c).notNull())
        .addColumn('sharedContactAt', 'text')
        .addColumn('sharedBy', 'integer')
        .addColumn('lastReadMessageId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mutedAt', 'text')
        .addColumn('emailedAt', 'text')
        .addPrimaryKeyConstraint('conversation_sides_pk', ['conversationId', 'profileId'])
        .execute()
      await db.schema
        .createIndex('conversation_sides_profile')
        .on('conversationSides')
        .columns(['profileId'])
        .execute()

      await table(db, 'messages')
        .addColumn('conversationId', 'integer', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('senderProfileId', 'integer', (c) => profile(c).notNull())
        // The account that wrote it: the member, or the office staff acting for the profile.
        .addColumn('sentBy', 'integer', (c) => c.notNull())
        .addColumn('byStaff', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('messages_conversation')
        .on('messages')
        .columns(['conversationId', 'id'])
        .execute()
      await db.schema.createIndex('messages_sender').on('messages').columns(['senderProfileId']).execute()

      await db.schema.alterTable('reports').addColumn('messageId', 'integer').execute()
      await db.schema.alterTable('reports').addColumn('messageContext', 'text').execute()
    },
  }
}
