import { sql } from 'kysely'
import type { Migration } from 'kysely'

// Profile photos: one row per photo (its files live in photo storage, server/photos/storage.ts), the
// profile's choice of who sees them unblurred, and its main photo kept on the profile row so that search
// can filter "with photo" and cards can show it without a join.
export function photos(pg: boolean): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('photos')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('profileId', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
        .addColumn('storageKey', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
        )
        .addColumn('rejectReason', 'text')
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('uploadedBy', 'integer', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('reviewedBy', 'integer')
        .addColumn('reviewedAt', 'text')
        .execute()
      await db.schema.createIndex('photos_profile').on('photos').columns(['profileId', 'position']).execute()
      // The staff's queue: waiting photos, oldest first.
      await db.schema.createIndex('photos_status').on('photos').columns(['status', 'createdAt']).execute()

      // No foreign key: SQLite cannot add one to an existing table; server/photos/store.ts keeps it in step.
      await db.schema.alterTable('profiles').addColumn('mainPhotoId', 'integer').execute()
      await db.schema
        .alterTable('profiles')
        .addColumn('photoVisibility', 'text', (c) =>
          c
            .notNull()
            .defaultTo('members')
            .check(sql`"photoVisibility" in ('members', 'accepted')`),
        )
        .execute()
      // "With photo": newest first among the published profiles that have one (both databases take a
      // partial index, and search's condition matches it).
      await sql`create index profiles_photo_created on profiles (status, "createdAt", id) where "mainPhotoId" is not null`.execute(
        db,
      )
    },
  }
}
