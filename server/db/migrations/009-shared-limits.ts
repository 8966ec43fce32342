import type { Migration } from 'kysely'

// Counters and delays in the database, so that several server processes on one database keep one count.
export function sharedLimits(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('limitCounters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('windowStart', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('backoffs')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('lastAt', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
