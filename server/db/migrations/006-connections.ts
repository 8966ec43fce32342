import { sql } from 'kysely'
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'

// Connections between profiles: interests and their answers, the shortlist, blocks, reports and their
// decisions, who saw whose contact details, who opened which profile, and in-app notifications.
// The two limits that must hold under concurrency live in the database itself: one pending interest per
// pair (a unique partial index) and the daily count per profile (a counter row updated with a condition).

export function connections(pg: boolean): Migration {
  const table = (db: Kysely<unknown>, name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
  /** A column naming a profile: its rows go when the profile goes. */
  const profile = (name: string) =>
    [
      name,
      'integer',
      (c: ColumnDefinitionBuilder) => c.notNull().references('profiles.id').onDelete('cascade'),
    ] as const

  return {
    async up(db) {
      await table(db, 'interests')
        .addColumn(...profile('fromProfileId'))
        .addColumn(...profile('toProfileId'))
        // The two ids in order ("12:40"), so that A to B and B to A are the same pair.
        .addColumn('pairKey', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'expired', 'withdrawn')`),
        )
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .addColumn('answeredAt', 'text')
        .addColumn('sentBy', 'integer', (c) => c.notNull())
        .addColumn('answeredBy', 'integer')
        .execute()
      await sql`create unique index interests_one_pending on interests ("pairKey") where status = 'pending'`.execute(
        db,
      )
      await db.schema
        .createIndex('interests_to')
        .on('interests')
        .columns(['toProfileId', 'status', 'createdAt'])
        .execute()
      await db.schema
        .createIndex('interests_from')
        .on('interests')
        .columns(['fromProfileId', 'status', 'createdAt'])
        .execute()
      await db.schema.createIndex('interests_due').on('interests').columns(['status', 'expiresAt']).execute()
      await db.schema.createIndex('interests_pair').on('interests').columns(['pairKey', 'status']).execute()

      // Interests sent per profile and day: "count < limit" and "+1" in one conditional upsert.
      await db.schema
        .createTable('interestQuota')
        .addColumn(...profile('profileId'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('interest_quota_pk', ['profileId', 'day'])
        .execute()

      await db.schema
        .createTable('shortlist')
        .addColumn(...profile('ownerProfileId'))
        .addColumn(...profile('profileId'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('yes', 'maybe', 'no')`))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('setBy', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('shortlist_pk', ['ownerProfileId', 'profileId'])
        .execute()

      await table(db, 'blocks')
        .addColumn(...profile('blockerProfileId'))
        .addColumn(...profile('blockedProfileId'))
        .addColumn('blockedBy', 'integer', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addUniqueConstraint('blocks_pair', ['blockerProfileId', 'blockedProfileId'])
        .execute()
      await db.schema.createIndex('blocks_blocked').on('blocks').column('blockedProfileId').execute()

      await table(db, 'reports')
        .addColumn(...profile('profileId'))
        .addColumn('reporterProfileId', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
        .addColumn('reporterAccountId', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'decided')`))
        .addColumn('decision', 'text')
        .addColumn('decisionNote', 'text')
        .addColumn('decidedBy', 'integer')
        .addColumn('decidedAt', 'text')
        .execute()
      await db.schema.createIndex('reports_status').on('reports').columns(['status', 'createdAt']).execute()
      await db.schema
        .createIndex('reports_reporter')
        .on('reports')
        .columns(['reporterAccountId', 'profileId', 'status'])
        .execute()

      // One row per view of someone's contact details: who (profile and account), whose, when.
      await table(db, 'contactViews')
        .addColumn('viewerProfileId', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
        .addColumn('viewerAccountId', 'integer', (c) => c.notNull())
        .addColumn(...profile('profileId'))
        .addColumn('at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('contact_views_profile')
        .on('contactViews')
        .columns(['profileId', 'at'])
        .execute()

      // The latest time each profile opened another's page.
      await db.schema
        .createTable('profileViews')
        .addColumn(...profile('viewerProfileId'))
        .addColumn(...profile('profileId'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('profile_views_pk', ['viewerProfileId', 'profileId'])
        .execute()
      await db.schema
        .createIndex('profile_views_profile')
        .on('profileViews')
        .columns(['profileId', 'at'])
        .execute()

      // Notifications belong to a profile, so that every manager of it (a member, or the office) sees them.
      await table(db, 'notifications')
        .addColumn(...profile('profileId'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('otherProfileId', 'integer', (c) => c.references('profiles.id').onDelete('cascade'))
        .addColumn('interestId', 'integer', (c) => c.references('interests.id').onDelete('cascade'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('readAt', 'text')
        .execute()
      await db.schema
        .createIndex('notifications_unread')
        .on('notifications')
        .columns(['profileId', 'readAt'])
        .execute()

      await db.schema
        .alterTable('accounts')
        .addColumn('emailNotifications', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
    },
  }
}
