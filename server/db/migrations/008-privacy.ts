import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

// Data rights and the office's tools: staff roles and disabled accounts, deletion requests with their
// waiting period, the grievance queue and the audit log. Deletion requests, grievances and the audit log
// name profiles and accounts by plain ids, without foreign keys: they must outlive the erasure they record.
export function privacy(pg: boolean): Migration {
  const table = (db: Kysely<unknown>, name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )

  return {
    async up(db) {
      await db.schema
        .alterTable('accounts')
        .addColumn('staffRole', 'text', (c) => c.check(sql`"staffRole" in ('staff', 'admin')`))
        .execute()
      await db.schema.alterTable('accounts').addColumn('disabledAt', 'text').execute()
      await sql`update accounts set "staffRole" = 'staff' where role = 'staff'`.execute(db)

      await table(db, 'deletionRequests')
        .addColumn('profileId', 'integer')
        .addColumn('accountId', 'integer')
        .addColumn('requestedBy', 'integer', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('previousStatus', 'text')
        .addColumn('requestedAt', 'text', (c) => c.notNull())
        .addColumn('eraseAfter', 'text', (c) => c.notNull())
        .addColumn('cancelledAt', 'text')
        .addColumn('cancelledBy', 'integer')
        .addColumn('erasedAt', 'text')
        .execute()
      // The job's question: which requests are due and neither cancelled nor done.
      await sql`create index deletion_requests_due on "deletionRequests" ("eraseAfter") where "cancelledAt" is null and "erasedAt" is null`.execute(
        db,
      )
      await db.schema
        .createIndex('deletion_requests_profile')
        .on('deletionRequests')
        .column('profileId')
        .execute()
      await db.schema
        .createIndex('deletion_requests_account')
        .on('deletionRequests')
        .column('accountId')
        .execute()

      await table(db, 'grievances')
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('write-to-us', 'report')`))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('requester', 'text', (c) => c.notNull())
        .addColumn('ticketId', 'integer')
        .addColumn('reportId', 'integer')
        .addColumn('profileId', 'integer')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('dueAt', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) =>
          c.notNull().check(sql`state in ('open', 'in_progress', 'resolved')`),
        )
        .addColumn('handledBy', 'integer')
        .addColumn('handledAt', 'text')
        .addColumn('note', 'text')
        .execute()
      await db.schema.createIndex('grievances_state').on('grievances').columns(['state', 'dueAt']).execute()

      await table(db, 'auditLog')
        .addColumn('accountId', 'integer')
        .addColumn('officeId', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('profileId', 'integer')
        .addColumn('detail', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute()
      // An office admin reads their office's log newest first, by action, by profile or by staff member.
      await db.schema.createIndex('audit_office').on('auditLog').columns(['officeId', 'id']).execute()
      await db.schema
        .createIndex('audit_office_action')
        .on('auditLog')
        .columns(['officeId', 'action', 'id'])
        .execute()
      await db.schema
        .createIndex('audit_office_profile')
        .on('auditLog')
        .columns(['officeId', 'profileId', 'id'])
        .execute()
    },
  }
}
