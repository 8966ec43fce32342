import { sql } from 'kysely'
import type { Migration } from 'kysely'

// Search by height (issue 25). "At least 6'0"" among women is a handful of profiles or none, but the age window's
// index (migration 025) holds height after date of birth: the whole window was read to find that out (110 to
// 320 ms at 1,000,000). Here height comes right after gender, so the profiles of one gender tall enough are one
// short range, with date of birth beside them; search takes it when few of that gender are that tall
// (server/matching/search-plan.ts).
export function searchHeights(pg: boolean): Migration {
  return {
    async up(db) {
      await db.schema
        .createIndex('profiles_gender_height')
        .on('profiles')
        .columns(['status', 'gender', 'height', 'dob', 'createdAt', 'id'])
        .execute()
      // PostgreSQL keeps statistics per column: heights of 6'0" are common among men, so it took them for common
      // among women too and read a whole gender through the window's index (91 ms at 1,000,000, against 0.2 ms
      // here). Statistics of gender and height together tell it women are not that tall.
      if (pg)
        await sql`create statistics profiles_gender_height_mcv (mcv) on status, gender, height from profiles`.execute(
          db,
        )
      // As for migration 025: each planner prices an index only once it has statistics for it.
      if (pg) await sql`analyze profiles`.execute(db)
      else await sql`analyze profiles_gender_height`.execute(db)
    },
  }
}
