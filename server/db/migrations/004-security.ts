import type { Migration } from 'kysely'

// Sessions and one-time proofs that end when they should:
// - accounts.tokenVersion: every login token carries it; a password reset raises it, so every token issued
//   before stops working at once;
// - revokedTokens: the tokens logged out before their expiry (by their jti), kept only until they expire;
// - usedCaptchas: captcha solutions already accepted, kept until their challenge expires, so that a restart
//   does not make a used solution valid again.
export function security(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('accounts')
        .addColumn('tokenVersion', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createTable('revokedTokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('revoked_tokens_expiry').on('revokedTokens').column('expiresAt').execute()
      await db.schema
        .createTable('usedCaptchas')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('used_captchas_expiry').on('usedCaptchas').column('expiresAt').execute()
    },
  }
}
