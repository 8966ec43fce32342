import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { array, integer, object, size } from 'superstruct'
import type {
  GalleryResponse,
  ManagedPhoto,
  ManagedPhotosResponse,
  PhotoTokenResponse,
} from '../../shared/api'
import { msg } from '../../shared/messages'
import {
  PHOTO_BYTES_MAX,
  PHOTOS_MAX,
  photoFormats,
  photoMsg,
  photoShownToOptions,
  photoSizes,
} from '../../shared/photos'
import type { PhotoFormat, PhotoSize } from '../../shared/photos'
import { oneOf } from '../../shared/validation'
import type { Caller } from '../accounts/guards'
import { callerFromToken, callerOf } from '../accounts/guards'
import { loadSecret } from '../auth/tokens'
import type { AppContext } from '../context'
import type { PhotoRow, ProfileRow } from '../db/schema'
import { validOr400 } from '../http'
import { findProfile } from '../profiles/store'
import { photoAccess, photoSrcOf, relationTo } from '../visibility'
import { accessTo, photoViewerOf } from './access'
import { makeVariants, PhotoRefused, variantFile } from './images'
import { photoModerationRoutes } from './moderation-routes'
import {
  addPhoto,
  deletePhoto,
  findPhoto,
  photosOf,
  photoStorage,
  removeProfilePhotos,
  sweepPhotos,
  syncMainPhoto,
} from './store'
import { photoTokens } from './token'

// Photos: upload (checked from the bytes, re-encoded, metadata dropped), the managers' list, order, delete and
// privacy choice, the gallery, and the images themselves, each answer through server/visibility.ts.

const ShownToBody = object({ shownTo: oneOf(photoShownToOptions, msg.photoShownToRequired) })
const OrderBody = object({ ids: size(array(integer()), 0, PHOTOS_MAX) })

const positiveId = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null
}
const param = (request: FastifyRequest, name: string) =>
  positiveId((request.params as Record<string, string | undefined>)[name])
const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message })

const FILE = new RegExp(`^(${Object.keys(photoSizes).join('|')})\\.(${photoFormats.join('|')})$`)
const contentTypes: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

const managedPhoto = (row: PhotoRow, profile: ProfileRow): ManagedPhoto => ({
  id: row.id,
  src: photoSrcOf(row.id),
  width: row.width,
  height: row.height,
  status: row.status,
  rejectReason: row.rejectReason,
  main: row.id === profile.mainPhotoId,
  uploadedAt: row.createdAt,
})

/** Uploads run sharp on the whole photo: two at a time keeps a burst of them from taking all the memory. */
function gate(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await work()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

export function photoRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth, config, tokens } = ctx
  const storage = photoStorage(config)
  const photoToken = photoTokens(loadSecret(config.jwtSecret, config.dataDir))
  const processing = gate(2)

  /** The profile of the route's :id when the caller manages it; otherwise answers 404 or 403. */
  async function managed(request: FastifyRequest, reply: FastifyReply) {
    const caller = callerOf(request)
    const id = param(request, 'id')
    const row = id ? await findProfile(db, id) : undefined
    if (!row) return void fail(reply, 404, msg.profileNotAvailable)
    if (relationTo(caller, row) !== 'manager')
      return void fail(reply, 403, caller.role === 'staff' ? msg.otherOffice : msg.notYourProfile)
    return { row, caller }
  }

  const managedList = async (profileId: number): Promise<ManagedPhotosResponse> => {
    const profile = (await findProfile(db, profileId))!
    const rows = await photosOf(db, profileId)
    return {
      shownTo: profile.photoVisibility,
      max: PHOTOS_MAX,
      photos: rows.map((r) => managedPhoto(r, profile)),
    }
  }

  api.get('/photos/token', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const account = await db
      .selectFrom('accounts')
      .select('tokenVersion')
      .where('id', '=', caller.accountId)
      .executeTakeFirstOrThrow()
    const body: PhotoTokenResponse = photoToken.issue(caller, account.tokenVersion)
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  // The image itself. The same address gives a viewer the photo or its blurred version, decided now from
  // who they are (photo token, or a Bearer header for API clients); the storage key never leaves the server.
  api.get('/photos/:id/:file', async (request, reply) => {
    const id = param(request, 'id')
    const match = FILE.exec((request.params as { file: string }).file)
    const photo = id && match ? await findPhoto(db, id) : undefined
    const profile = photo ? await findProfile(db, photo.profileId) : undefined
    if (!photo || !profile || !match) return fail(reply, 404, photoMsg.notAvailable)
    const query = request.query as { token?: string }
    const viewer: Caller | null = request.headers.authorization
      ? await callerFromToken(db, tokens, request.headers.authorization)
      : await photoToken.callerOf(db, typeof query.token === 'string' ? query.token : undefined)
    const access = await accessTo(db, viewer, photo, profile)
    if (access === 'none') return fail(reply, 404, photoMsg.notAvailable)
    const [, size, format] = match as unknown as [string, PhotoSize, PhotoFormat]
    const blurred = access === 'blurred'
    const etag = `"${photo.id}-${blurred ? 'b' : 'o'}-${size}-${format}"`
    // Private: each answer is for this viewer alone; no-cache: a connection ended a minute ago counts now
    // (the browser asks again each time and gets a 304 while nothing changed).
    void reply
      .header('Cache-Control', 'private, no-cache')
      .header('ETag', etag)
      .header('Vary', 'Authorization')
      .header('X-Photo-Variant', blurred ? 'blurred' : 'original')
      // The kiosk shows photos from its own app:// origin.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    const bytes = await storage.get(`${photo.storageKey}/${variantFile(size, format, blurred)}`)
    if (!bytes) return fail(reply, 404, photoMsg.notAvailable)
    return reply.type(contentTypes[format]).send(bytes)
  })

  // A profile page's gallery: the approved photos, each as this viewer may see it.
  api.get('/profiles/:id/photos', { preHandler: auth.optional }, async (request, reply) => {
    const id = param(request, 'id')
    const profile = id ? await findProfile(db, id) : undefined
    const viewerCaller = request.caller ?? null
    const viewer = profile ? await photoViewerOf(db, viewerCaller, profile) : null
    if (
      !profile ||
      !viewer ||
      viewer.blocked ||
      (profile.status !== 'published' && viewer.relation !== 'manager')
    )
      return fail(reply, 404, msg.profileNotAvailable)
    const rows = (await photosOf(db, profile.id)).filter((p) => p.status === 'approved')
    const body: GalleryResponse = {
      shownTo: profile.photoVisibility,
      photos: rows.flatMap((p) => {
        const access = photoAccess(p, profile, viewer)
        return access === 'none'
          ? []
          : [
              {
                id: p.id,
                src: photoSrcOf(p.id),
                width: p.width,
                height: p.height,
                blurred: access === 'blurred',
              },
            ]
      }),
    }
    return reply.header('Cache-Control', 'private, no-store').send(body)
  })

  api.get('/profiles/:id/photos/manage', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(request, reply)
    return m ? reply.send(await managedList(m.row.id)) : reply
  })

  api.put('/profiles/:id/photos/settings', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(request, reply)
    if (!m) return reply
    const body = validOr400(request.body, ShownToBody, reply)
    if (!body) return reply
    await db
      .updateTable('profiles')
      .set({ photoVisibility: body.shownTo })
      .where('id', '=', m.row.id)
      .execute()
    return reply.send(await managedList(m.row.id))
  })

  // The new order, first = main photo (once approved): every photo of the profile, each once.
  api.put('/profiles/:id/photos/order', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(request, reply)
    if (!m) return reply
    const body = validOr400(request.body, OrderBody, reply)
    if (!body) return reply
    const current = (await photosOf(db, m.row.id)).map((p) => p.id)
    const same =
      body.ids.length === current.length &&
      new Set(body.ids).size === body.ids.length &&
      body.ids.every((i) => current.includes(i))
    if (!same) return fail(reply, 400, photoMsg.badOrder)
    await db.transaction().execute(async (trx) => {
      for (const [position, photoId] of body.ids.entries())
        await trx.updateTable('photos').set({ position }).where('id', '=', photoId).execute()
    })
    await syncMainPhoto(db, m.row.id)
    return reply.send(await managedList(m.row.id))
  })

  api.post('/profiles/:id/photos/:photoId/delete', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(request, reply)
    if (!m) return reply
    const photoId = param(request, 'photoId')
    const photo = photoId ? await findPhoto(db, photoId) : undefined
    if (!photo || photo.profileId !== m.row.id) return fail(reply, 404, photoMsg.notAvailable)
    await deletePhoto(db, storage, photo, request.log)
    return reply.send({ message: photoMsg.deleted, ...(await managedList(m.row.id)) })
  })

  // Uploads: the file itself as the body (no multipart: one photo per request, nothing to parse but bytes),
  // up to 10 MB on this route only; every other route keeps the 64 KB JSON limit.
  void api.register(async (upload) => {
    upload.addContentTypeParser(
      /^(application\/octet-stream|image\/[\w.+-]+)$/,
      { parseAs: 'buffer', bodyLimit: PHOTO_BYTES_MAX },
      (_request, body, done) => done(null, body),
    )
    upload.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
      if (status === 500) request.log.error({ err: error }, 'photo upload failed')
      const message =
        status === 413
          ? photoMsg.tooLarge
          : status === 415
            ? photoMsg.sendFile
            : status === 500
              ? msg.unexpected
              : msg.requestUnreadable
      void reply.code(status).send({ message })
    })
    // Who may upload is settled before a byte of the body is read (onRequest runs before parsing): a caller
    // without a session, for a profile they do not manage, closed or already full, gets its answer at once
    // and the connection closes after it, so the body is neither held in memory nor read to be thrown away
    // (reading 9 MB only to discard it still left tens of MB of garbage per burst).
    const allowed = new WeakMap<FastifyRequest, NonNullable<Awaited<ReturnType<typeof managed>>>>()
    const refuseEarly = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Connection', 'close')
      await auth.session(request, reply)
    }
    const mayUpload = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.sent) return reply
      const m = await managed(request, reply)
      if (!m) return reply
      if (m.row.status === 'closed') return fail(reply, 409, photoMsg.closed)
      if ((await photosOf(db, m.row.id)).length >= PHOTOS_MAX) return fail(reply, 409, photoMsg.tooMany)
      allowed.set(request, m)
      reply.removeHeader('Connection')
    }
    upload.post(
      '/profiles/:id/photos',
      { onRequest: [refuseEarly, mayUpload], bodyLimit: PHOTO_BYTES_MAX },
      async (request, reply) => {
        const m = allowed.get(request)!
        if (!Buffer.isBuffer(request.body))
          return fail(
            reply,
            request.body === undefined ? 400 : 415,
            request.body === undefined ? photoMsg.empty : photoMsg.sendFile,
          )
        // Checked again now: another upload for the profile may have finished while this body arrived.
        const count = (await photosOf(db, m.row.id)).length
        if (count >= PHOTOS_MAX) return fail(reply, 409, photoMsg.tooMany)
        try {
          const bytes = request.body
          const variants = await processing(() => makeVariants(bytes))
          const row = await addPhoto(db, storage, m.row.id, m.caller.accountId, variants)
          return reply.code(201).send({ photo: managedPhoto(row, m.row) })
        } catch (error) {
          if (error instanceof PhotoRefused) return fail(reply, error.status, error.message)
          throw error
        }
      },
    )
  })

  photoModerationRoutes(api, ctx)

  // A closed profile keeps no photos: the profiles domain closes it, this removes rows and files.
  api.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || reply.statusCode !== 200) return
    if (!request.routeOptions.url?.endsWith('/profiles/:id/close')) return
    const id = param(request, 'id')
    if (id)
      await removeProfilePhotos(db, config, id, request.log).catch((err) =>
        request.log.error({ err }, 'photo removal failed'),
      )
  })

  // Every hour (and at the first start): files of no photo, photos of closed profiles.
  ctx.jobs.add({
    name: 'photo-sweep',
    everyMs: 60 * 60_000,
    run: (log) => sweepPhotos(db, config, undefined, log),
  })
}
