import type { Migration } from 'kysely'
import { sql } from 'kysely'

// Verified in person (issue 21, item 7). Each time an office's staff check a candidate's identity document at
// the office, one row: the kind of document and its last four characters only (never an image or the whole
// number), the day, who checked it and for which office; it ends when staff revoke it or when the name or
// date of birth changes. The profile keeps the badge's own facts (when, and the office's name) beside its
// other public fields, so search cards need no join, and a partial index walks the verified profiles newest
// first ("Verified in person only" in search and matches; the status is checked on the rows it finds).
export function verifiedInPerson(pg: boolean): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('inPersonVerifications')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('profileId', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
        .addColumn('officeId', 'integer', (c) => c.notNull().references('offices.id'))
        .addColumn('documentKind', 'text', (c) =>
          c
            .notNull()
            .check(sql`"documentKind" in ('aadhaar', 'passport', 'voter_id', 'driving_licence', 'pan')`),
        )
        .addColumn('lastFour', 'text', (c) => c.notNull().check(sql`length("lastFour") = 4`))
        .addColumn('verifiedAt', 'text', (c) => c.notNull())
        .addColumn('verifiedBy', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('endedAt', 'text')
        .addColumn('endedBy', 'integer', (c) => c.references('accounts.id'))
        .addColumn('endReason', 'text', (c) => c.check(sql`"endReason" in ('revoked', 'details_changed')`))
        .execute()
      await db.schema
        .createIndex('in_person_verifications_profile')
        .on('inPersonVerifications')
        .columns(['profileId', 'id'])
        .execute()
      await db.schema.alterTable('profiles').addColumn('verifiedAt', 'text').execute()
      await db.schema.alterTable('profiles').addColumn('verifiedOffice', 'text').execute()
      await db.schema
        .createIndex('profiles_verified_newest')
        .on('profiles')
        .columns(['createdAt', 'id'])
        .where(sql.ref('verifiedAt'), 'is not', null)
        .execute()
    },
  }
}
