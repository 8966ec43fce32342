import type { FastifyInstance, FastifyReply } from 'fastify'
import { sql } from 'kysely'
import type {
  ActingProfilesResponse,
  ReactionsResponse,
  ShortlistResponse,
} from '../../shared/api-connections'
import { ReactionBody, SettingsBody } from '../../shared/connections'
import { msg } from '../../shared/messages'
import { callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import { validOr400 } from '../http'
import { findProfile } from '../profiles/store'
import { searchCard, userIdOf } from '../visibility'
import { actingOr } from './acting'
import { blockedEitherWay, notBlockedWith } from './store'

// The acting profile's lists: the profiles one may act for, the shortlist (Yes, Maybe) and the hidden list
// (No), the header's counter of news, and the account's e-mail switch.

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message })
const unread = sql<number>`(select count(*) from notifications n where n."profileId" = p.id and n."readAt" is null)`

export function listRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth } = ctx

  // A member acts for their own profile; staff for any published profile of their office (the kiosk's
  // "Acting for" select), each with its count of unread news.
  api.get('/connections/acting', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    let query = db
      .selectFrom('profiles as p')
      .select(['p.id', 'p.firstName', 'p.status', unread.as('unread')])
    query =
      caller.role === 'member'
        ? query.where('p.ownerAccountId', '=', caller.accountId)
        : query.where('p.officeId', '=', caller.officeId ?? -1).where('p.status', '=', 'published')
    const rows = await query.orderBy('p.firstName').orderBy('p.id').limit(500).execute()
    const body: ActingProfilesResponse = {
      profiles: rows.map((r) => ({
        id: r.id,
        userId: userIdOf(r.id),
        firstName: r.firstName ?? '',
        status: r.status,
        unread: Number(r.unread),
      })),
    }
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  api.get('/connections/reactions', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const rows = await db
      .selectFrom('shortlist')
      .select(['profileId', 'kind'])
      .where('ownerProfileId', '=', own.id)
      .execute()
    const body: ReactionsResponse = { reactions: Object.fromEntries(rows.map((r) => [r.profileId, r.kind])) }
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  // Yes, Maybe or No for a profile; null takes the answer back (Undo).
  api.post('/connections/reactions', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const body = validOr400(request.body, ReactionBody, reply)
    if (!body) return reply
    if (body.kind === null) {
      await db
        .deleteFrom('shortlist')
        .where('ownerProfileId', '=', own.id)
        .where('profileId', '=', body.profileId)
        .execute()
      return reply.send({ profileId: body.profileId, kind: null })
    }
    const row = await findProfile(db, body.profileId)
    if (!row || row.status !== 'published' || (await blockedEitherWay(db, own.id, row.id)))
      return fail(reply, 404, msg.profileNotAvailable)
    if (row.id === own.id) return fail(reply, 400, msg.chooseProfile)
    const values = { kind: body.kind, at: clockIso(), setBy: callerOf(request).accountId }
    await db
      .insertInto('shortlist')
      .values({ ownerProfileId: own.id, profileId: row.id, ...values })
      .onConflict((oc) => oc.columns(['ownerProfileId', 'profileId']).doUpdateSet(values))
      .execute()
    return reply.send({ profileId: row.id, kind: body.kind })
  })

  api.get('/connections/shortlist', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const rows = await db
      .selectFrom('shortlist as s')
      .innerJoin('profiles as p', 'p.id', 's.profileId')
      .selectAll('p')
      .select(['s.kind', 's.at'])
      .where('s.ownerProfileId', '=', own.id)
      .where('p.status', '=', 'published')
      .where(notBlockedWith(own.id, 'p.id'))
      .orderBy('s.at', 'desc')
      .limit(500)
      .execute()
    const body: ShortlistResponse = {
      items: rows.map((r) => ({ kind: r.kind, at: r.at, profile: searchCard(r) })),
    }
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  // The header's counter: a member's own profile, or every profile of the office for staff.
  api.get('/connections/notifications/unread', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const query = db
      .selectFrom('notifications as n')
      .innerJoin('profiles as p', 'p.id', 'n.profileId')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('n.readAt', 'is', null)
    const [{ unread: count }] = await (
      caller.role === 'member'
        ? query.where('p.ownerAccountId', '=', caller.accountId)
        : query.where('p.officeId', '=', caller.officeId ?? -1)
    ).execute()
    return reply.header('Cache-Control', 'no-store').send({ unread: Number(count) })
  })

  // Opening the Inbox reads the acting profile's news.
  api.post('/connections/notifications/read', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    await db
      .updateTable('notifications')
      .set({ readAt: clockIso() })
      .where('profileId', '=', own.id)
      .where('readAt', 'is', null)
      .execute()
    return reply.send({ unread: 0 })
  })

  api.get('/connections/settings', { preHandler: auth.session }, async (request, reply) => {
    const account = await db
      .selectFrom('accounts')
      .select('emailNotifications')
      .where('id', '=', callerOf(request).accountId)
      .executeTakeFirstOrThrow()
    return reply
      .header('Cache-Control', 'no-store')
      .send({ emailNotifications: Boolean(account.emailNotifications) })
  })

  api.post('/connections/settings', { preHandler: auth.session }, async (request, reply) => {
    const body = validOr400(request.body, SettingsBody, reply)
    if (!body) return reply
    await db
      .updateTable('accounts')
      .set({ emailNotifications: body.emailNotifications ? 1 : 0 })
      .where('id', '=', callerOf(request).accountId)
      .execute()
    return reply.send({ emailNotifications: body.emailNotifications })
  })
}
