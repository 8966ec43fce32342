import type { Migration } from 'kysely'

// Each visitor's share of search's reading time (issue 25, server/read-share.ts): when the visitor's reads are
// paid for, as milliseconds since 1970, in the database so that several server processes keep one account.
export function readShares(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('readShares')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('dueAt', 'bigint', (c) => c.notNull())
        .execute()
    },
  }
}
