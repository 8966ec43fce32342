import type { Kysely, Migration } from 'kysely'

// India's data protection law (DPDP Act 2023, Rules 2025):
// - consents.noticeVersion / noticeLanguage: the privacy notice shown before the consent (Rule 3), so each
//   record says which text the person read, and in which language;
// - nominations: the person a member names to exercise their rights if they die or cannot (section 14);
// - grievances.proofReceivedAt: a nominee's request waits for proof (a death or medical certificate)
//   that staff mark as received before acting on it;
// - accounts.inactivityWarnedAt: the optional erasure of long-inactive accounts e-mails a warning first and
//   erases no sooner than 48 hours later, unless the member logs in meanwhile.
export function dataProtection(pg: boolean): Migration {
  const table = (db: Kysely<unknown>, name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
  return {
    async up(db) {
      await db.schema.alterTable('consents').addColumn('noticeVersion', 'text').execute()
      await db.schema.alterTable('consents').addColumn('noticeLanguage', 'text').execute()

      await table(db, 'nominations')
        .addColumn('accountId', 'integer', (c) =>
          c.notNull().unique().references('accounts.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute()

      await db.schema.alterTable('grievances').addColumn('proofReceivedAt', 'text').execute()
      await db.schema.alterTable('accounts').addColumn('inactivityWarnedAt', 'text').execute()
    },
  }
}
