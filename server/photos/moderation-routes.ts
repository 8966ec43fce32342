import type { FastifyInstance } from 'fastify'
import type { PhotoQueueResponse } from '../../shared/api'
import { labelOf } from '../../shared/options'
import { photoMsg, PhotoRejectBody, photoRejectReasonOptions } from '../../shared/photos'
import { callerOf } from '../accounts/guards'
import type { AppContext } from '../context'
import { nowIso, validOr400 } from '../http'
import { photoSrcOf, userIdOf } from '../visibility'
import { findPhoto, syncMainPhoto } from './store'

// New photos wait for office staff: approve, or reject with a reason that the photo's owner reads on
// My profile. Until then only the profile's managers (and the reviewers) see them.

export function photoModerationRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth } = ctx

  api.get('/photos/queue', { preHandler: auth.staff }, async (_request, reply) => {
    const rows = await db
      .selectFrom('photos as ph')
      .innerJoin('profiles as p', 'p.id', 'ph.profileId')
      .select(['ph.id', 'ph.width', 'ph.height', 'ph.createdAt', 'p.id as profileId', 'p.firstName'])
      .where('ph.status', '=', 'pending')
      .where('p.status', '!=', 'closed')
      .orderBy('ph.createdAt')
      .orderBy('ph.id')
      .limit(100)
      .execute()
    const body: PhotoQueueResponse = {
      photos: rows.map((r) => ({
        id: r.id,
        src: photoSrcOf(r.id),
        width: r.width,
        height: r.height,
        uploadedAt: r.createdAt,
        profile: { id: r.profileId, userId: userIdOf(r.profileId), firstName: r.firstName ?? '' },
      })),
    }
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  for (const action of ['approve', 'reject'] as const)
    api.post(`/photos/:id/${action}`, { preHandler: auth.staff }, async (request, reply) => {
      const id = Number((request.params as { id: string }).id)
      const photo = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findPhoto(db, id) : undefined
      if (!photo) return reply.code(404).send({ message: photoMsg.notAvailable })
      const body = action === 'reject' ? validOr400(request.body, PhotoRejectBody, reply) : null
      if (action === 'reject' && !body) return reply
      const reason = body
        ? [labelOf(photoRejectReasonOptions, body.reason), body.note].filter(Boolean).join(' ')
        : null
      // Decided once: the condition on the status makes two reviewers at once harmless.
      const result = await db
        .updateTable('photos')
        .set({
          status: action === 'approve' ? 'approved' : 'rejected',
          rejectReason: reason,
          reviewedBy: callerOf(request).accountId,
          reviewedAt: nowIso(),
        })
        .where('id', '=', photo.id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (!Number(result.numUpdatedRows)) return reply.code(409).send({ message: photoMsg.alreadyDecided })
      await syncMainPhoto(db, photo.profileId)
      return reply.send({ message: action === 'approve' ? photoMsg.approved : photoMsg.rejected })
    })
}
