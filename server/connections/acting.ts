import type { FastifyReply, FastifyRequest } from 'fastify'
import { msg } from '../../shared/messages'
import type { Caller } from '../accounts/guards'
import { callerOf } from '../accounts/guards'
import type { Db } from '../db/database'
import type { ProfileRow } from '../db/schema'
import { findOwnProfile, findProfile } from '../profiles/store'
import { relationTo } from '../visibility'

// Connections are between profiles. A member acts for their own profile; office staff act for one of the
// profiles their office manages, named by `?as=<id>` on every call (the kiosk's "Acting for" select).

export const positiveId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(value)
  return typeof value !== 'boolean' && value !== '' && Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null
}

/** The route's :id, or null when it is not a profile id at all. */
export const idParam = (request: FastifyRequest) => positiveId((request.params as { id?: string }).id)

type Acting = { ok: true; profile: ProfileRow } | { ok: false; status: number; message: string }

/** The profile the caller acts for, or why there is none. */
export async function actingProfileOf(db: Db, caller: Caller, as: unknown): Promise<Acting> {
  const asId = as === undefined || as === '' ? null : positiveId(as)
  if (caller.role === 'member') {
    const own = await findOwnProfile(db, caller.accountId)
    if (!own) return { ok: false, status: 409, message: msg.ownProfileFirst }
    if (as !== undefined && as !== '' && asId !== own.id)
      return { ok: false, status: 403, message: msg.notYourProfile }
    return { ok: true, profile: own }
  }
  if (asId === null) return { ok: false, status: 400, message: msg.chooseActingProfile }
  const row = await findProfile(db, asId)
  if (!row) return { ok: false, status: 404, message: msg.profileNotAvailable }
  if (relationTo(caller, row) !== 'manager') return { ok: false, status: 403, message: msg.otherOffice }
  return { ok: true, profile: row }
}

/** For a route: the acting profile, or null after answering with the reason. */
export async function actingOr(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const acting = await actingProfileOf(db, callerOf(request), (request.query as { as?: unknown }).as)
  if (acting.ok) return acting.profile
  void reply.code(acting.status).send({ message: acting.message })
  return null
}
