import type { FastifyInstance, FastifyReply } from 'fastify'
import type { BlocksResponse, ViewersResponse } from '../../shared/api-connections'
import { msg } from '../../shared/messages'
import { callerFromToken, callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import { auditStaff } from '../privacy/audit'
import { findOwnProfile, findProfile } from '../profiles/store'
import { contactDetails, relationTo, searchCard, userIdOf } from '../visibility'
import { actingOr, idParam } from './acting'
import { sharedWith } from '../conversations/store'
import { blockedEitherWay, connected, notBlockedWith, recordProfileView, pairKeyOf } from './store'

// Contact details for connections (each view logged), who viewed a profile, and blocks.

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message })

/** A block ends (or an unblock reopens) the pair's conversation: both sides' open pages re-read it. */
async function announceChange({ db, live }: AppContext, a: number, b: number) {
  const conversation = await db
    .selectFrom('conversations')
    .select('id')
    .where('pairKey', '=', pairKeyOf(a, b))
    .executeTakeFirst()
  if (conversation) await live.publish([a, b], { kind: 'changed', conversationId: conversation.id })
}

export function privacyRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth, tokens } = ctx

  // Blocked either way, two profiles are not available to each other: the profile page (served by the
  // profiles domain) included. Hooks run before the route's own auth, so the caller is read here.
  api.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.url?.endsWith('/profiles/:id')) return
    const id = idParam(request)
    if (!id || !request.headers.authorization) return
    const caller = await callerFromToken(db, tokens, request.headers.authorization)
    if (caller?.role !== 'member') return
    const own = await findOwnProfile(db, caller.accountId)
    if (own && own.id !== id && (await blockedEitherWay(db, own.id, id)))
      return fail(reply, 404, msg.profileNotAvailable)
  })

  // "View contact details": for the profile's managers, and for a connection (accepted, no block) once that
  // profile has shared its details in their conversation (accepting alone shows nothing). Every
  // answer with details is logged: who (account and acting profile) saw whose, and when.
  api.post('/profiles/:id/contact', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const id = idParam(request)
    const row = id ? await findProfile(db, id) : undefined
    if (!row) return fail(reply, 404, msg.profileNotAvailable)
    let relation = relationTo(caller, row)
    let viewerProfileId: number | null = null
    if (relation !== 'manager') {
      if (row.status !== 'published') return fail(reply, 404, msg.profileNotAvailable)
      const own = await actingOr(db, request, reply)
      if (!own) return reply
      if (await blockedEitherWay(db, own.id, row.id)) return fail(reply, 404, msg.profileNotAvailable)
      const isConnection = await connected(db, own.id, row.id)
      relation = relationTo(caller, row, isConnection, isConnection && (await sharedWith(db, row.id, own.id)))
      viewerProfileId = own.id
    }
    const contact = contactDetails(row, relation)
    if (!contact)
      return fail(reply, 403, relation === 'connection' ? msg.contactNotShared : msg.contactAfterAcceptance)
    await db
      .insertInto('contactViews')
      .values({ viewerProfileId, viewerAccountId: caller.accountId, profileId: row.id, at: clockIso() })
      .execute()
    await auditStaff(
      db,
      caller,
      'contact.viewed',
      row.id,
      relation === 'manager' ? 'managed profile' : 'accepted match',
    )
    return reply.header('Cache-Control', 'no-store').send(contact)
  })

  // A member opened a profile page: remembered for "Who viewed my profile" (the latest time per pair).
  api.post('/profiles/:id/view', { preHandler: auth.member }, async (request, reply) => {
    const id = idParam(request)
    const [own, row] = await Promise.all([
      findOwnProfile(db, callerOf(request).accountId),
      id ? findProfile(db, id) : undefined,
    ])
    if (!row || row.status !== 'published') return fail(reply, 404, msg.profileNotAvailable)
    if (own && own.id !== row.id && !(await blockedEitherWay(db, own.id, row.id)))
      await recordProfileView(db, own.id, row.id)
    return reply.code(204).send()
  })

  // Only published profiles are listed, so a hidden profile's visits stay unseen.
  api.get('/connections/viewers', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const rows = await db
      .selectFrom('profileViews as v')
      .innerJoin('profiles as p', 'p.id', 'v.viewerProfileId')
      .selectAll('p')
      .select('v.at as viewedAt')
      .where('v.profileId', '=', own.id)
      .where('p.status', '=', 'published')
      .where(notBlockedWith(own.id, 'p.id'))
      .orderBy('v.at', 'desc')
      .limit(100)
      .execute()
    const body: ViewersResponse = { viewers: rows.map((r) => ({ at: r.viewedAt, profile: searchCard(r) })) }
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  api.post('/profiles/:id/block', { preHandler: auth.session }, async (request, reply) => {
    const id = idParam(request)
    const row = id ? await findProfile(db, id) : undefined
    if (!row) return fail(reply, 404, msg.profileNotAvailable)
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    if (own.id === row.id) return fail(reply, 400, msg.blockOwnProfile)
    await db
      .insertInto('blocks')
      .values({
        blockerProfileId: own.id,
        blockedProfileId: row.id,
        blockedBy: callerOf(request).accountId,
        at: clockIso(),
      })
      .onConflict((oc) => oc.columns(['blockerProfileId', 'blockedProfileId']).doNothing())
      .execute()
    await announceChange(ctx, own.id, row.id)
    return reply.send({
      message: msg.blocked(String(row.firstName)),
    })
  })

  api.post('/profiles/:id/unblock', { preHandler: auth.session }, async (request, reply) => {
    const id = idParam(request)
    const row = id ? await findProfile(db, id) : undefined
    if (!row) return fail(reply, 404, msg.profileNotAvailable)
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    await db
      .deleteFrom('blocks')
      .where('blockerProfileId', '=', own.id)
      .where('blockedProfileId', '=', row.id)
      .execute()
    await announceChange(ctx, own.id, row.id)
    return reply.send({ message: msg.unblocked(String(row.firstName)) })
  })

  api.get('/connections/blocks', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const rows = await db
      .selectFrom('blocks as b')
      .innerJoin('profiles as p', 'p.id', 'b.blockedProfileId')
      .select(['p.id', 'p.firstName', 'b.at'])
      .where('b.blockerProfileId', '=', own.id)
      .orderBy('b.at', 'desc')
      .execute()
    const body: BlocksResponse = {
      blocks: rows.map((r) => ({
        profileId: r.id,
        userId: userIdOf(r.id),
        firstName: r.firstName ?? '',
        at: r.at,
      })),
    }
    return reply.header('Cache-Control', 'no-store').send(body)
  })
}
