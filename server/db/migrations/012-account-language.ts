import type { Migration } from 'kysely'

// accounts.language: the language (en, hi, ta) the account last used the service in. The e-mails that
// others' actions cause (a new interest, an answer, a moderator's warning) go out in the receiver's
// language rather than the sender's. Empty until the account signs up, logs in or calls the API.
export function accountLanguage(): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('accounts').addColumn('language', 'text').execute()
    },
  }
}
