import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ManagedPhoto } from '../../shared/api-photos'
import { msg } from '../../shared/messages'
import { photoFormats, photoSizes } from '../../shared/photos'
import type { PhotoFormat } from '../../shared/photos'
import { callerOf } from '../accounts/guards'
import type { Db } from '../db/database'
import type { PhotoRow, ProfileRow } from '../db/schema'
import { findProfile } from '../profiles/store'
import { photoSrcOf, relationTo } from '../visibility'

// What the photo routes share: ids from the path, answers, the managers' view of a photo, and the check that
// the caller manages the profile of the route.

export const positiveId = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null
}
export const param = (request: FastifyRequest, name: string) =>
  positiveId((request.params as Record<string, string | undefined>)[name])
export const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ message })

export const FILE = new RegExp(`^(${Object.keys(photoSizes).join('|')})\\.(${photoFormats.join('|')})$`)
export const contentTypes: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

export const managedPhoto = (row: PhotoRow, profile: ProfileRow): ManagedPhoto => ({
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
export function gate(limit: number) {
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

/** The profile of the route's :id when the caller manages it; otherwise answers 404 or 403. */
export async function managedProfile(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const caller = callerOf(request)
  const id = param(request, 'id')
  const row = id ? await findProfile(db, id) : undefined
  if (!row) return void fail(reply, 404, msg.profileNotAvailable)
  if (relationTo(caller, row) !== 'manager')
    return void fail(reply, 403, caller.role === 'staff' ? msg.otherOffice : msg.notYourProfile)
  return { row, caller }
}
