import { sql } from 'kysely'
import type { Migration } from 'kysely'

// Search walks and counts that check every criterion in the index (issue 25). A search walks one criterion's
// newest-first index (status, column, createdAt, id) and, before this, fetched every row it passed from the
// table to check gender, age and the rest: at a million profiles a capped count of "Odia-speaking men of 26 to
// 28" fetched some 10,000 rows (20 to 50 ms). The same indexes now carry the other criteria a search compares
// after the order, as keys: SQLite checks them on the index entry before it looks up the row, PostgreSQL as
// index conditions, so only the rows that match are fetched, and a count reads the index alone. The window's
// index (migration 025) gets the criteria it lacked too.

/** The criteria a search compares, in every walking index after (createdAt, id), its own column left out. */
export const WALK_CHECKED = [
  'gender',
  'dob',
  'height',
  'religion',
  'motherTongue',
  'country',
  'maritalStatus',
  'caste',
  'city',
  'educationLevel',
  'eating',
] as const

/** The walking indexes of search, by name and the column each walks. */
const WALKS: [string, string][] = [
  ['profiles_gender_created', 'gender'],
  ['profiles_tongue_created', 'motherTongue'],
  ['profiles_religion_created', 'religion'],
  ['profiles_community_created', 'caste'],
  ['profiles_city_created', 'city'],
  ['profiles_state_created', 'state'],
  ['profiles_country_created', 'country'],
  ['profiles_maritalStatus_created', 'maritalStatus'],
  ['profiles_educationLevel_created', 'educationLevel'],
  ['profiles_professionGroup_created', 'professionGroup'],
  ['profiles_annualIncome_created', 'annualIncome'],
  ['profiles_eating_created', 'eating'],
]

const WINDOW = ['status', 'gender', 'dob', 'height', 'religion', 'motherTongue', 'country', 'maritalStatus']

export function searchWalks(): Migration {
  return {
    async up(db) {
      for (const [name, column] of WALKS) {
        await db.schema.dropIndex(name).execute()
        await db.schema
          .createIndex(name)
          .on('profiles')
          .columns(['status', column, 'createdAt', 'id', ...WALK_CHECKED.filter((c) => c !== column)])
          .execute()
      }
      await db.schema.dropIndex('profiles_gender_dob').execute()
      await db.schema
        .createIndex('profiles_gender_dob')
        .on('profiles')
        .columns([...WINDOW, 'createdAt', 'id', 'caste', 'city', 'educationLevel', 'eating'])
        .execute()
      // PostgreSQL keeps its statistics per table; SQLite's planner reads sqlite_stat1 for the new indexes.
      await sql`analyze profiles`.execute(db)
    },
  }
}
