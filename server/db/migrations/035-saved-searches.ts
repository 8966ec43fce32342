import type { Migration } from 'kysely'

// Saved searches (issue 23): a member keeps up to ten searches, each with the criteria as the search API takes
// them (JSON), a name, and when the member last opened it (what "new since your last visit" counts from).
// A search takes one of ten numbered slots, unique per account: the limit holds across server processes.
export function savedSearches(pg: boolean): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('savedSearches')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('accountId', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('criteria', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('lastSeenAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('savedSearches_account_slot', ['accountId', 'slot'])
        .execute()
    },
  }
}
