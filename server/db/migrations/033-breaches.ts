import type { Kysely, Migration } from 'kysely'

// Personal-data breaches (DPDP Rules 2025, rule 7):
// - breaches: what a head-office admin recorded (facts, cause, remediation, the texts each affected person
//   reads in English and, when written, Hindi and Tamil), whom it touches (a list of accounts, one office or
//   every account) and when the notices were all sent;
// - breachNotices: one row per affected account and breach (unique), in the account's language, stamped when
//   it was e-mailed and when the person dismissed it in the product; the job fills and sends them in batches.
export function breaches(pg: boolean): Migration {
  const table = (db: Kysely<unknown>, name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
  return {
    async up(db) {
      await table(db, 'breaches')
        .addColumn('occurredAt', 'text', (c) => c.notNull())
        .addColumn('discoveredAt', 'text', (c) => c.notNull())
        .addColumn('recordedAt', 'text', (c) => c.notNull())
        .addColumn('recordedBy', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .addColumn('dataKinds', 'text', (c) => c.notNull())
        .addColumn('cause', 'text', (c) => c.notNull())
        .addColumn('remediation', 'text', (c) => c.notNull())
        .addColumn('texts', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('scopeOfficeId', 'integer')
        .addColumn('accountIds', 'text')
        .addColumn('noticesDoneAt', 'text')
        .addColumn('boardReportedAt', 'text')
        .execute()
      await table(db, 'breachNotices')
        .addColumn('breachId', 'integer', (c) => c.notNull().references('breaches.id').onDelete('cascade'))
        .addColumn('accountId', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('mailedAt', 'text')
        .addColumn('dismissedAt', 'text')
        .addUniqueConstraint('breachNotices_breach_account', ['breachId', 'accountId'])
        .execute()
      await db.schema
        .createIndex('breachNotices_account')
        .on('breachNotices')
        .columns(['accountId', 'dismissedAt'])
        .execute()
    },
  }
}
