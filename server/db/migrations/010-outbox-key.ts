import type { Migration } from 'kysely'

// accounts.outboxKey: the key (32 random bytes, base64url) with which a kiosk encrypts the submits it keeps
// for this account while the server cannot be reached. Made on first use; it never leaves the server
// except to the account's own session, so what a shared machine stores is unreadable after logout.
export function outboxKey(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('accounts').addColumn('outboxKey', 'text').execute()
    },
  }
}
