import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { msg } from '../../shared/messages'
import { PHOTO_BYTES_MAX, PHOTOS_MAX, photoMsg } from '../../shared/photos'
import type { AppContext } from '../context'
import { makeVariants, PhotoRefused } from './images'
import { fail, gate, managedPhoto, managedProfile } from './route-helpers'
import { addPhoto, photosOf } from './store'
import type { PhotoStorage } from './storage'

export function photoUploadRoutes(api: FastifyInstance, ctx: AppContext, storage: PhotoStorage) {
  const { db, auth } = ctx
  // sharp works on the whole photo: two at a time keeps a burst of uploads from taking all the memory.
  const processing = gate(2)
  const managed = (request: FastifyRequest, reply: FastifyReply) => managedProfile(db, request, reply)

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
}
