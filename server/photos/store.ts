import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { PHOTOS_MAX, photoFormats, photoMsg, photoSizes } from '../../shared/photos'
import type { PhotoSize } from '../../shared/photos'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { PhotoRow } from '../db/schema'
import { nowIso } from '../http'
import { PhotoRefused, variantFile } from './images'
import type { Variants } from './images'
import { s3Storage } from './s3-storage'
import { fileStorage } from './storage'
import type { PhotoStorage } from './storage'

// Queries of the photos domain, and the files that go with each row: a row exists only with all of its
// files, and files without a row are removed (at once where we can, else by the sweep).

const stores = new Map<string, PhotoStorage>()
/**
 * The photo store of a server: the S3-compatible bucket when PHOTO_S3_BUCKET is set (several servers), else
 * DATA_DIR/photos (one machine).
 */
export function photoStorage(
  config: Pick<ServerConfig, 'dataDir'> & Partial<Pick<ServerConfig, 'photoStore'>>,
): PhotoStorage {
  const s3 = config.photoStore
  const id = s3 ? `s3:${s3.endpoint ?? ''}:${s3.bucket}:${s3.prefix}` : join(config.dataDir, 'photos')
  let store = stores.get(id)
  if (!store) stores.set(id, (store = s3 ? s3Storage(s3) : fileStorage(id)))
  return store
}

/** Every key of a photo's files. */
export const keysOf = (storageKey: string) =>
  (Object.keys(photoSizes) as PhotoSize[]).flatMap((size) =>
    photoFormats.flatMap((format) =>
      [true, false].map((b) => `${storageKey}/${variantFile(size, format, b)}`),
    ),
  )

export const photosOf = (db: Db, profileId: number) =>
  db
    .selectFrom('photos')
    .selectAll()
    .where('profileId', '=', profileId)
    .orderBy('position')
    .orderBy('id')
    .execute()

export const findPhoto = (db: Db, id: number) =>
  db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst()

/** The profile's main photo is its first approved one in the managers' order: stored on the profile row. */
export async function syncMainPhoto(db: Db, profileId: number) {
  const first = await db
    .selectFrom('photos')
    .select('id')
    .where('profileId', '=', profileId)
    .where('status', '=', 'approved')
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst()
  await db
    .updateTable('profiles')
    .set({ mainPhotoId: first?.id ?? null })
    .where('id', '=', profileId)
    .execute()
}

/**
 * Stores a checked photo: its files first, then its row (waiting for approval, last in the order). When the
 * profile is full or anything fails, the files written so far are removed: nothing partial is kept.
 */
export async function addPhoto(
  db: Db,
  storage: PhotoStorage,
  profileId: number,
  uploadedBy: number,
  variants: Variants,
): Promise<PhotoRow> {
  const storageKey = randomUUID()
  const written: string[] = []
  try {
    // All at once: a bucket's round trips add up otherwise. Every write settles before any clean-up.
    const results = await Promise.allSettled(
      variants.files.map(async (file) => {
        const key = `${storageKey}/${file.name}`
        await storage.put(key, file.bytes)
        written.push(key)
      }),
    )
    const failed = results.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
    // The count is checked again inside the transaction: two uploads at once cannot make a seventh photo.
    return await db.transaction().execute(async (trx) => {
      const { n, last } = await trx
        .selectFrom('photos')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
        .where('profileId', '=', profileId)
        .executeTakeFirstOrThrow()
      if (Number(n) >= PHOTOS_MAX) throw new PhotoRefused(photoMsg.tooMany, 409)
      return trx
        .insertInto('photos')
        .values({
          profileId,
          storageKey,
          position: last === null ? 0 : Number(last) + 1,
          status: 'pending',
          rejectReason: null,
          width: variants.width,
          height: variants.height,
          uploadedBy,
          createdAt: nowIso(),
          reviewedBy: null,
          reviewedAt: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    })
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)))
    throw error
  }
}

/** Removes a photo's files; a failure is logged and left to the sweep (the row is gone already). */
export async function removeFiles(storage: PhotoStorage, storageKey: string, log?: FastifyBaseLogger) {
  const results = await Promise.allSettled(keysOf(storageKey).map((key) => storage.delete(key)))
  const failed = results.filter((r) => r.status === 'rejected').length
  if (failed) log?.warn({ failed }, 'photo files not removed; the sweep will retry')
}

export async function deletePhoto(db: Db, storage: PhotoStorage, photo: PhotoRow, log?: FastifyBaseLogger) {
  await db.deleteFrom('photos').where('id', '=', photo.id).execute()
  await syncMainPhoto(db, photo.profileId)
  await removeFiles(storage, photo.storageKey, log)
}

/**
 * Every photo of a profile, rows and files. Other domains call this when a profile is closed or before they
 * delete one (the database's ON DELETE CASCADE removes rows, never files; the sweep catches what is missed).
 */
export async function removeProfilePhotos(
  db: Db,
  config: Pick<ServerConfig, 'dataDir'>,
  profileId: number,
  log?: FastifyBaseLogger,
) {
  const storage = photoStorage(config)
  const rows = await db.selectFrom('photos').select('storageKey').where('profileId', '=', profileId).execute()
  await db.deleteFrom('photos').where('profileId', '=', profileId).execute()
  await db.updateTable('profiles').set({ mainPhotoId: null }).where('id', '=', profileId).execute()
  for (const row of rows) await removeFiles(storage, row.storageKey, log)
}

/**
 * Files that belong to no photo (a profile deleted by the database's cascade, a crash between writing files
 * and their row), and the photos of closed profiles. Files younger than `graceMs` are left alone: an upload
 * writes its files before its row.
 */
export async function sweepPhotos(
  db: Db,
  config: Pick<ServerConfig, 'dataDir'>,
  graceMs = 60 * 60_000,
  log?: FastifyBaseLogger,
): Promise<{ filesRemoved: number; closedProfiles: number }> {
  const closed = await db
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.id', 'ph.profileId')
    .select('p.id')
    .distinct()
    .where('p.status', '=', 'closed')
    .execute()
  for (const { id } of closed) await removeProfilePhotos(db, config, id, log)

  const storage = photoStorage(config)
  const known = new Set(
    (await db.selectFrom('photos').select('storageKey').execute()).map((r) => r.storageKey),
  )
  const cutoff = Date.now() - graceMs
  let filesRemoved = 0
  for await (const { key, modifiedAt } of storage.list()) {
    if (known.has(key.split('/')[0]) || modifiedAt.getTime() > cutoff) continue
    await storage.delete(key)
    filesRemoved++
  }
  return { filesRemoved, closedProfiles: closed.length }
}
