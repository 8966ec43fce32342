import type { Migration } from 'kysely'

// Families without e-mail and offices with thousands of families (issue 21):
// - consentLinks.codeSealed: the printed consent code, sealed with a key derived from the server secret, so
//   that the office can show it again (the hash alone cannot); a copy of the database alone does not reveal it;
// - indexes for the office dashboard: its profiles by registration or last change, with or without a status,
//   each ending in id so that a page starts after the last row of the one before (no OFFSET).
export function officeFamilies(): Migration {
  const index = (name: string, columns: string[]) => ({ name, columns })
  const indexes = [
    index('profiles_office_created', ['officeId', 'createdAt', 'id']),
    index('profiles_office_updated', ['officeId', 'updatedAt', 'id']),
    index('profiles_office_status_created', ['officeId', 'status', 'createdAt', 'id']),
    index('profiles_office_status_updated', ['officeId', 'status', 'updatedAt', 'id']),
  ]
  return {
    async up(db) {
      await db.schema.alterTable('consentLinks').addColumn('codeSealed', 'text').execute()
      for (const { name, columns } of indexes)
        await db.schema.createIndex(name).on('profiles').columns(columns).execute()
    },
    async down(db) {
      for (const { name } of indexes) await db.schema.dropIndex(name).execute()
      await db.schema.alterTable('consentLinks').dropColumn('codeSealed').execute()
    },
  }
}
