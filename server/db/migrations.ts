import { sql } from 'kysely'
import type { Kysely, Migration, MigrationProvider } from 'kysely'
import { membersOfficesConsent } from './migrations/003-members-offices-consent'
import { security } from './migrations/004-security'
import { matching } from './migrations/005-matching'
import { connections } from './migrations/006-connections'
import { photos } from './migrations/007-photos'
import { privacy } from './migrations/008-privacy'
import { sharedLimits } from './migrations/009-shared-limits'
import { outboxKey } from './migrations/010-outbox-key'
import { matchStatistics } from './migrations/011-match-statistics'
import { accountLanguage } from './migrations/012-account-language'
import { moderationHold } from './migrations/013-moderation-hold'
import { birthDetails } from './migrations/020-birth-details'
import { officeRoles } from './migrations/021-office-roles'
import { maritalStatusPhones } from './migrations/022-marital-status-phones'
import { searchWindows } from './migrations/025-search-windows'
import { conversations } from './migrations/026-conversations'
import { outboxJobs } from './migrations/027-outbox-jobs'
import { dataProtection } from './migrations/029-data-protection'
import { verifiedInPerson } from './migrations/031-verified-in-person'
import { officeFamilies } from './migrations/032-office-families'
import { breaches } from './migrations/033-breaches'
import { savedSearches } from './migrations/035-saved-searches'
import { citizenshipCountries } from './migrations/037-citizenship-countries'
import { searchHeights } from './migrations/038-search-heights'
import { searchWalks } from './migrations/039-search-walks'
import { readShares } from './migrations/040-read-shares'

// Migrations in code, portable between SQLite and PostgreSQL; `pg` only changes the key column.
export function migrations(pg: boolean): MigrationProvider {
  const idColumn = (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )

  const all: Record<string, Migration> = {
    '001_accounts_profiles_tokens': {
      async up(db) {
        await idColumn(db, 'accounts')
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('emailKey', 'text', (c) => c.notNull().unique())
          .addColumn('passwordHash', 'text')
          .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('staff', 'member')`))
          .addColumn('registration', 'text')
          .addColumn('createdAt', 'text', (c) => c.notNull())
          .addColumn('updatedAt', 'text', (c) => c.notNull())
          .addColumn('lastLoginAt', 'text')
          .execute()

        let profiles = idColumn(db, 'profiles')
          .addColumn('accountId', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('createdBy', 'text', (c) => c.notNull())
          .addColumn('idempotencyKey', 'text')
          .addColumn('createdAt', 'text', (c) => c.notNull())
          .addColumn('updatedAt', 'text', (c) => c.notNull())
        const textColumns = [
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
        for (const name of textColumns) profiles = profiles.addColumn(name, 'text', (c) => c.notNull())
        for (const name of ['age', 'height', 'weight'])
          profiles = profiles.addColumn(name, 'integer', (c) => c.notNull())
        await profiles
          .addUniqueConstraint('profiles_account_idempotency', ['accountId', 'idempotencyKey'])
          .execute()

        await db.schema
          .createIndex('profiles_account_created')
          .on('profiles')
          .columns(['accountId', 'createdAt'])
          .execute()
        // The search's equality filters first, then the date-of-birth range.
        await db.schema
          .createIndex('profiles_search')
          .on('profiles')
          .columns(['religion', 'motherTongue', 'country', 'maritalStatus', 'dob'])
          .execute()
        await db.schema.createIndex('profiles_created').on('profiles').columns(['createdAt']).execute()

        await idColumn(db, 'passwordTokens')
          .addColumn('accountId', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
          .addColumn('expiresAt', 'text', (c) => c.notNull())
          .addColumn('usedAt', 'text')
          .addColumn('createdAt', 'text', (c) => c.notNull())
          .execute()
      },
    },
    '002_support_tickets': {
      async up(db) {
        await idColumn(db, 'tickets')
          .addColumn('issueType', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('attachments', 'text', (c) => c.notNull())
          .addColumn('requester', 'text', (c) => c.notNull())
          .addColumn('createdAt', 'text', (c) => c.notNull())
          .execute()
      },
    },
    '003_members_offices_consent': membersOfficesConsent(pg),
    '004_security': security(),
    '005_matching': matching(),
    '006_connections': connections(pg),
    '007_photos': photos(pg),
    '008_privacy': privacy(pg),
    '009_shared_limits': sharedLimits(),
    '010_outbox_key': outboxKey(),
    '011_match_statistics': matchStatistics(pg),
    '012_account_language': accountLanguage(),
    '013_moderation_hold': moderationHold(),
    '020_birth_details': birthDetails(pg),
    '021_office_roles': officeRoles(),
    '022_marital_status_phones': maritalStatusPhones(),
    '025_search_windows': searchWindows(pg),
    '026_conversations': conversations(pg),
    '027_outbox_jobs': outboxJobs(pg),
    '029_data_protection': dataProtection(pg),
    '031_verified_in_person': verifiedInPerson(pg),
    '032_office_families': officeFamilies(),
    '033_breaches': breaches(pg),
    '035_saved_searches': savedSearches(pg),
    '037_citizenship_countries': citizenshipCountries(),
    '038_search_heights': searchHeights(pg),
    '039_search_walks': searchWalks(),
    '040_read_shares': readShares(),
  }
  return { getMigrations: async () => all }
}
