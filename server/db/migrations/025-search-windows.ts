import { sql } from 'kysely'
import type { Migration } from 'kysely'

// Search by an age window (issue 25). A search whose window holds few of a gender's rows walked the newest-first
// gender index and checked each row's birth date, reading every row of that gender when the window held none.
// This index starts with gender and date of birth, so such a window is one short range; height and the criteria
// people most often add follow, so the rows outside them are left in the index, never fetched from the table.
// Join time and id close it, so that counting in a window reads the index alone. Search chooses it from the
// window's estimated size (server/matching/search-plan.ts); it also gives that estimate its figures, per gender,
// birth month and height, without reading the table.
export function searchWindows(pg: boolean): Migration {
  return {
    async up(db) {
      await db.schema
        .createIndex('profiles_gender_dob')
        .on('profiles')
        .columns([
          'status',
          'gender',
          'dob',
          'height',
          'religion',
          'motherTongue',
          'country',
          'maritalStatus',
          'createdAt',
          'id',
        ])
        .execute()
      // Each planner prices the new index only once it has statistics for it. Without them SQLite takes it for
      // a sharp one and reads a whole gender through it, sorting, where walking the newest-first index stops
      // after a page (135 ms at 1,000,000 instead of 1): it analyses this index alone, leaving the others as
      // they are.
      if (pg) await sql`analyze profiles`.execute(db)
      else await sql`analyze profiles_gender_dob`.execute(db)
    },
  }
}
