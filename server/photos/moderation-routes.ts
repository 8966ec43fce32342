import type { FastifyInstance } from 'fastify'
import type { PhotoQueueResponse } from '../../shared/api-photos'
import { msg } from '../../shared/messages'
import { labelOf } from '../../shared/options'
import { photoMsg, PhotoRejectBody, photoRejectReasonOptions } from '../../shared/photos'
import { callerOf } from '../accounts/guards'
import { reviews, reviewScope } from '../accounts/roles'
import type { AppContext } from '../context'
import { nowIso, validOr400 } from '../http'
import { audit } from '../privacy/audit'
import { findProfile } from '../profiles/store'
import { photoSrcOf, userIdOf } from '../visibility'
import { findPhoto, syncMainPhoto } from './store'

// New photos wait for review: approve, or reject with a reason that the photo's owner reads on My profile.
// Reviewers are the moderators (every office) and an office's admin (its own profiles only); until a photo is
// decided only the profile's managers and its reviewers see it. Each queue read and decision is audited.

export function photoModerationRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth } = ctx

  api.get('/photos/queue', { preHandler: auth.reviewer }, async (request, reply) => {
    const caller = callerOf(request)
    const scope = reviewScope(caller)!
    let query = db
      .selectFrom('photos as ph')
      .innerJoin('profiles as p', 'p.id', 'ph.profileId')
      .select(['ph.id', 'ph.width', 'ph.height', 'ph.createdAt', 'p.id as profileId', 'p.firstName'])
      .where('ph.status', '=', 'pending')
      .where('p.status', '!=', 'closed')
    if (scope.officeId !== null) query = query.where('p.officeId', '=', scope.officeId)
    const rows = await query.orderBy('ph.createdAt').orderBy('ph.id').limit(100).execute()
    await audit(db, caller, 'queue.viewed', null, `photos: ${rows.length}`)
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
    api.post(`/photos/:id/${action}`, { preHandler: auth.reviewer }, async (request, reply) => {
      const caller = callerOf(request)
      const id = Number((request.params as { id: string }).id)
      const photo = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findPhoto(db, id) : undefined
      const profile = photo && (await findProfile(db, photo.profileId))
      if (!photo || !profile) return reply.code(404).send({ message: photoMsg.notAvailable })
      if (!reviews(caller, profile)) return reply.code(403).send({ message: msg.otherOffice })
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
          reviewedBy: caller.accountId,
          reviewedAt: nowIso(),
        })
        .where('id', '=', photo.id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (!Number(result.numUpdatedRows)) return reply.code(409).send({ message: photoMsg.alreadyDecided })
      await syncMainPhoto(db, photo.profileId)
      await audit(
        db,
        caller,
        action === 'approve' ? 'photo.approved' : 'photo.rejected',
        photo.profileId,
        `photo ${photo.id}${body ? `: ${body.reason}` : ''}`,
      )
      return reply.send({ message: action === 'approve' ? photoMsg.approved : photoMsg.rejected })
    })
}
