import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { array, integer, object, size } from 'superstruct'
import type { GalleryResponse, ManagedPhotosResponse, PhotoTokenResponse } from '../../shared/api-photos'
import { msg } from '../../shared/messages'
import { PHOTOS_MAX, photoMsg, photoShownToOptions } from '../../shared/photos'
import type { PhotoFormat, PhotoSize } from '../../shared/photos'
import { oneOf } from '../../shared/validation'
import type { Caller } from '../accounts/guards'
import { callerFromToken, callerOf } from '../accounts/guards'
import { loadSecret } from '../auth/tokens'
import type { AppContext } from '../context'
import { validOr400 } from '../http'
import { audit } from '../privacy/audit'
import { findProfile } from '../profiles/store'
import { RateLimiter } from '../rate-limiter'
import { photoAccess, photoSrcOf } from '../visibility'
import { accessTo, photoViewerOf } from './access'
import { variantFile } from './images'
import { photoModerationRoutes } from './moderation-routes'
import { contentTypes, FILE, fail, managedPhoto, managedProfile, param } from './route-helpers'
import { photoUploadRoutes } from './upload-routes'
import {
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

export function photoRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth, config, tokens } = ctx
  const storage = photoStorage(config)
  const photoToken = photoTokens(loadSecret(config.jwtSecret, config.dataDir))
  const originalViews = new RateLimiter(db, 1, 60 * 60_000)

  const managed = (request: FastifyRequest, reply: FastifyReply) => managedProfile(db, request, reply)

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
    // Staff seeing a family's original photo is a read of personal data: one audit row per staff account,
    // photo and clock hour (a page asks for several sizes and formats; the limiter's count lives in the
    // database, so several server processes still write one row).
    if (
      !blurred &&
      viewer?.role === 'staff' &&
      (await originalViews.hit(`photo-audit:${viewer.accountId}:${photo.id}`)) === 0
    )
      await audit(db, viewer, 'photo.originalViewed', profile.id, `photo ${photo.id}`)
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

  photoUploadRoutes(api, ctx, storage)

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
