import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

// Members own one profile; staff belong to an office; a profile has a status and needs the candidate's
// consent before it is published when someone else manages it. Personal fields become nullable, because a
// member's profile starts as a draft from the registration wizard and is filled in over time.

const personalText = [
  'firstName',
  'lastName',
  'dob',
  'email',
  'education',
  'mobile',
  'gender',
  'occupation',
  'rashi',
  'dosham',
  'eating',
  'smoking',
  'drinking',
  'family',
  'value',
  'familyStatus',
  'country',
  'state',
  'aboutMe',
  'religion',
  'caste',
  'gotra',
  'expectation',
  'annualIncome',
  'maritalStatus',
  'citizen',
  'motherTongue',
  'haveChildren',
]
const personalNumbers = ['age', 'height', 'weight']
const kept = [
  'id',
  'accountId',
  'createdBy',
  'idempotencyKey',
  'createdAt',
  'updatedAt',
  ...personalText,
  ...personalNumbers,
]

export function membersOfficesConsent(pg: boolean): Migration {
  const id = (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )

  return {
    async up(db) {
      const now = new Date().toISOString()
      await id(db, 'offices')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute()
      await sql`insert into offices (name, city, phone, "createdAt") values ('Head office', 'Chennai', '+91 44 4000 1996', ${now})`.execute(
        db,
      )

      await db.schema
        .alterTable('accounts')
        .addColumn('officeId', 'integer', (c) => c.references('offices.id'))
        .execute()
      await db.schema.alterTable('accounts').addColumn('displayName', 'text').execute()
      await sql`update accounts set "officeId" = (select min(id) from offices) where role = 'staff'`.execute(
        db,
      )

      // The new profiles table: personal fields nullable, plus who manages it, its office, owner and status.
      let profiles = id(db, 'profiles_v3')
        .addColumn('accountId', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('ownerAccountId', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
        .addColumn('officeId', 'integer', (c) => c.references('offices.id'))
        .addColumn('createdBy', 'text', (c) => c.notNull())
        .addColumn('managedBy', 'text', (c) =>
          c
            .notNull()
            .check(sql`"managedBy" in ('self', 'parent', 'sibling', 'relative', 'friend', 'office')`),
        )
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('draft', 'pending_consent', 'published', 'hidden', 'closed')`),
        )
        .addColumn('closeReason', 'text')
        .addColumn('idempotencyKey', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addColumn('updatedBy', 'integer')
        .addColumn('publishedAt', 'text')
        .addColumn('city', 'text')
        .addColumn('nativePlace', 'text')
        .addColumn('familyDetails', 'text')
      for (const name of personalText) profiles = profiles.addColumn(name, 'text')
      for (const name of personalNumbers) profiles = profiles.addColumn(name, 'integer')
      await profiles
        .addUniqueConstraint('profiles_account_idempotency_v3', ['accountId', 'idempotencyKey'])
        .execute()

      // Profiles registered before consent existed wait for it: nothing is shown without the candidate's yes.
      const columns = sql.join(kept.map((c) => sql.ref(c)))
      await sql`insert into profiles_v3 (${columns}, "officeId", "managedBy", status)
        select ${sql.join(kept.map((c) => sql.ref(`p.${c}`)))}, a."officeId",
          case when p."createdBy" = 'Self' then 'self' else 'office' end, 'pending_consent'
        from profiles p join accounts a on a.id = p."accountId"`.execute(db)
      await db.schema.dropTable('profiles').execute()
      await db.schema.alterTable('profiles_v3').renameTo('profiles').execute()
      if (pg)
        await sql`select setval(pg_get_serial_sequence('profiles', 'id'), coalesce(max(id), 1)) from profiles`.execute(
          db,
        )

      await db.schema.createIndex('profiles_owner').on('profiles').column('ownerAccountId').unique().execute()
      await db.schema
        .createIndex('profiles_office')
        .on('profiles')
        .columns(['officeId', 'createdAt'])
        .execute()
      await db.schema
        .createIndex('profiles_account_created')
        .on('profiles')
        .columns(['accountId', 'createdAt'])
        .execute()
      // Only published profiles are found: status leads the search index.
      await db.schema
        .createIndex('profiles_search')
        .on('profiles')
        .columns(['status', 'religion', 'motherTongue', 'country', 'maritalStatus', 'dob'])
        .execute()
      await db.schema
        .createIndex('profiles_created')
        .on('profiles')
        .columns(['status', 'createdAt'])
        .execute()

      // A consent link goes to the candidate by e-mail, or as a short code printed at the office.
      await id(db, 'consentLinks')
        .addColumn('profileId', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('codeHash', 'text', (c) => c.notNull().unique())
        .addColumn('sentTo', 'text')
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .addColumn('usedAt', 'text')
        .addColumn('createdBy', 'integer', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('consent_links_profile').on('consentLinks').column('profileId').execute()

      // Every consent a person gives, with the text they agreed to and how.
      await id(db, 'consents')
        .addColumn('profileId', 'integer', (c) => c.references('profiles.id').onDelete('cascade'))
        .addColumn('accountId', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('givenAt', 'text', (c) => c.notNull())
        .addColumn('withdrawnAt', 'text')
        .execute()
      await db.schema.createIndex('consents_profile').on('consents').column('profileId').execute()

      // Who changed a profile and when (staff edits, consent, status changes).
      await id(db, 'profileEvents')
        .addColumn('profileId', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
        .addColumn('accountId', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('profile_events_profile')
        .on('profileEvents')
        .columns(['profileId', 'at'])
        .execute()
    },
  }
}
