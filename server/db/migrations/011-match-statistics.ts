import { sql } from 'kysely'
import type { Migration } from 'kysely'

// Matches for you on PostgreSQL (server/matching/matches.ts): the planner picks the index to walk itself, so it
// needs to know two things it cannot see by default.
//
// 1. Which values go together. Religion, mother tongue, community and country are far from independent (a
//    community belongs to one religion; in the sample data every Urdu speaker is Muslim), so multiplying their
//    shares expected 823 Muslim, Urdu-speaking grooms of an age where 13,643 were found; the planner then
//    fetched and sorted them all where walking a newest-first index would have stopped after a few hundred
//    (matches p95 51 ms at 1,000,000 profiles). Extended statistics (most common combinations, dependencies)
//    give it the real counts.
// 2. An index that the matches query can walk newest first while checking its other wishes in the index
//    itself: gender and religion (nearly always given) lead, then join time for the order, then the columns
//    matches filter on. A walk reads index entries, cheap and close together, and fetches from the table only
//    the rows that meet marital status, mother tongue, country, age and height: about the 150 it keeps,
//    instead of every row it walks past. Status leads as in the other walking indexes (the planner judges
//    table order by an index's first column), so it prices them alike. Partial on a known gender: search without a gender never picks it (it would
//    walk all of one gender before the other for a filter such as height that follows gender).
//
// SQLite chooses its walk in code (a unary + keeps the other filters off their indexes) and needs neither.
export function matchStatistics(pg: boolean): Migration {
  return {
    async up(db) {
      if (!pg) return
      await sql`create statistics profiles_origin_stats (mcv, dependencies)
        on religion, "motherTongue", country from profiles`.execute(db)
      await sql`create statistics profiles_community_stats (mcv, dependencies)
        on religion, "motherTongue", caste from profiles`.execute(db)
      await sql`create index profiles_matches_walk on profiles
        (status, gender, religion, "createdAt", id, "maritalStatus", "motherTongue", country, dob, height)
        where gender is not null`.execute(db)
      // Extended statistics exist only once analysed: at once, rather than at autovacuum's next pass.
      await sql`analyze profiles`.execute(db)
    },
  }
}
