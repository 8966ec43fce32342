import type { Migration } from 'kysely'

// Mail that is never lost and jobs that run once, for several servers on one database:
// - mailOutbox: every e-mail is a row first; a background sender (any server) claims a row for a short lease,
//   hands it to SMTP and marks it sent, or sets its next attempt further out. `sealed` holds the recipient,
//   subject and text encrypted (they carry password and consent links) and is emptied once the mail is sent.
// - jobRuns: one row per background job with when it is next due; a server claims the run by moving that time
//   on with a condition, so each occurrence runs on one server only.
export function outboxJobs(pg: boolean): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('mailOutbox')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('messageId', 'text', (c) => c.notNull().unique())
        .addColumn('sealed', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
        .addColumn('claimedUntil', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sentAt', 'text')
        .addColumn('failedAt', 'text')
        .addColumn('lastError', 'text')
        .execute()
      await db.schema
        .createIndex('mail_outbox_waiting')
        .on('mailOutbox')
        .columns(['sentAt', 'failedAt', 'nextAttemptAt'])
        .execute()
      await db.schema
        .createTable('jobRuns')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('nextRunAt', 'text', (c) => c.notNull())
        .addColumn('runningSince', 'text')
        .addColumn('runningOn', 'text')
        .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lastFinishedAt', 'text')
        .addColumn('lastError', 'text')
        .execute()
    },
  }
}
