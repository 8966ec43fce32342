import type { Migration } from 'kysely'

// profiles.moderationHiddenAt: set when a moderator hides a profile after a report. While it is set, no one
// who manages the profile can show it again (Show again, a new publish consent, a cancelled deletion): only a
// moderator lifts the hold, after which the managers decide whether to show it.
export function moderationHold(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('profiles').addColumn('moderationHiddenAt', 'text').execute()
    },
  }
}
