import type { Migration } from 'kysely'

// Matching: horoscope details for guna milan, education and profession as lists search can filter on,
// partner preferences on every profile, and the indexes that keep search and matches fast at 100,000 rows.
export function matching(): Migration {
  return {
    async up(db) {
      for (const column of ['nakshatra', 'pada', 'educationLevel', 'professionGroup'])
        await db.schema.alterTable('profiles').addColumn(column, 'text').execute()

      // Lists are stored as comma-joined option values; '' means "Doesn't matter".
      await db.schema
        .createTable('preferences')
        .addColumn('profileId', 'integer', (c) =>
          c.primaryKey().references('profiles.id').onDelete('cascade'),
        )
        .addColumn('ageMin', 'integer', (c) => c.notNull())
        .addColumn('ageMax', 'integer', (c) => c.notNull())
        .addColumn('heightMin', 'integer', (c) => c.notNull())
        .addColumn('heightMax', 'integer', (c) => c.notNull())
        .addColumn('maritalStatuses', 'text', (c) => c.notNull())
        .addColumn('religions', 'text', (c) => c.notNull())
        .addColumn('communities', 'text', (c) => c.notNull())
        .addColumn('motherTongues', 'text', (c) => c.notNull())
        .addColumn('countries', 'text', (c) => c.notNull())
        .addColumn('educationLevels', 'text', (c) => c.notNull())
        .addColumn('diets', 'text', (c) => c.notNull())
        .addColumn('manglik', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute()

      // Newest first within the published profiles of one gender: the broad searches and matches walk this.
      await db.schema
        .createIndex('profiles_gender_created')
        .on('profiles')
        .columns(['status', 'gender', 'createdAt', 'id'])
        .execute()
      await db.schema
        .createIndex('profiles_tongue_created')
        .on('profiles')
        .columns(['status', 'motherTongue', 'createdAt', 'id'])
        .execute()
      await db.schema
        .createIndex('profiles_religion_created')
        .on('profiles')
        .columns(['status', 'religion', 'createdAt', 'id'])
        .execute()
      await db.schema
        .createIndex('profiles_community_created')
        .on('profiles')
        .columns(['status', 'caste', 'createdAt', 'id'])
        .execute()
      // The usual wishes of a family (gender, religion, never married), newest first: matches walk this.
      await db.schema
        .createIndex('profiles_match_created')
        .on('profiles')
        .columns(['status', 'gender', 'religion', 'maritalStatus', 'createdAt', 'id'])
        .execute()
      // One per criterion that narrows a search sharply: with ANALYZE statistics the planner walks the most
      // selective, and the capped count stops early.
      for (const column of [
        'city',
        'state',
        'country',
        'maritalStatus',
        'educationLevel',
        'professionGroup',
        'annualIncome',
        'eating',
      ])
        await db.schema
          .createIndex(`profiles_${column}_created`)
          .on('profiles')
          .columns(['status', column, 'createdAt', 'id'])
          .execute()
    },
  }
}
