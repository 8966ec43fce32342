import type { Migration } from 'kysely'
import { sql } from 'kysely'

// accounts.centralRole: the head office's central team, beside an account's office role (staffRole).
// 'moderator' reviews photos, reports and grievances of every office; 'head_admin' creates offices and their
// first admin. Null for everyone else (members, office staff, office admins).
export function officeRoles(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('accounts')
        .addColumn('centralRole', 'text', (c) => c.check(sql`"centralRole" in ('moderator', 'head_admin')`))
        .execute()
    },
  }
}
