import type { Migration } from 'kysely'

// Each address's allowances for search (issue 25, server/read-share.ts), in the database so that several
// server processes keep one account: its searches this minute, and when its share of reading time is paid for
// (both as milliseconds since 1970). Search's per-minute count moves here from `limitCounters`: one statement
// checks both.
export function readShares(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('readShares')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('dueAt', 'bigint', (c) => c.notNull())
        .addColumn('minute', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute()
    },
  }
}
