import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ConnectionState, InboxResponse } from '../../shared/api-connections'
import { INBOX_LIMIT, InterestBody } from '../../shared/connections'
import { msg } from '../../shared/messages'
import { callerOf } from '../accounts/guards'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import { validOr400 } from '../http'
import { requestLocale } from '../i18n'
import { auditStaff } from '../privacy/audit'
import { findProfile } from '../profiles/store'
import { relationTo, userIdOf } from '../visibility'
import { actingOr, idParam } from './acting'
import { closeInterest, interestRefusal, sendInterest } from './interests'
import { conversationOf, shareContact } from '../conversations/store'
import { notify } from './notify'
import {
  blockedEitherWay,
  expireDue,
  findInterest,
  latestInterest,
  notBlockedWith,
  reactionOf,
} from './store'
import type { InterestWithProfile } from './views'
import { interestItem, interestSummary } from './views'

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message })

/** One side of a profile's interests, each joined with the other profile (published, not blocked). */
function interestsWith(db: Db, own: number, side: 'received' | 'sent') {
  const [mine, theirs] =
    side === 'received'
      ? (['i.toProfileId', 'i.fromProfileId'] as const)
      : (['i.fromProfileId', 'i.toProfileId'] as const)
  return db
    .selectFrom('interests as i')
    .innerJoin('profiles as p', 'p.id', theirs)
    .selectAll('p')
    .select([
      'i.id as interestId',
      'i.status as interestStatus',
      'i.message as interestMessage',
      'i.createdAt as sentAt',
      'i.answeredAt',
      'i.expiresAt',
    ])
    .where(mine, '=', own)
    .where('p.status', '=', 'published')
    .where(notBlockedWith(own, 'p.id'))
    .orderBy('i.id', 'desc')
    .limit(INBOX_LIMIT * 4)
    .execute() as Promise<InterestWithProfile[]>
}

export function interestRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth } = ctx

  // Where the acting profile stands with another: what the profile page offers (send, answer, contact).
  api.get('/profiles/:id/connection', { preHandler: auth.session }, async (request, reply) => {
    const id = idParam(request)
    const target = id ? await findProfile(db, id) : undefined
    if (!target || target.status !== 'published') return fail(reply, 404, msg.profileNotAvailable)
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    if (own.id !== target.id && (await blockedEitherWay(db, own.id, target.id)))
      return fail(reply, 404, msg.profileNotAvailable)
    await expireDue(db)
    const [interest, refusal, reaction] = await Promise.all([
      latestInterest(db, own.id, target.id),
      interestRefusal(db, own, target),
      reactionOf(db, own.id, target.id),
    ])
    const state: ConnectionState = {
      interest: interest ? interestSummary(interest, own.id) : null,
      connected: interest?.status === 'accepted',
      canSendInterest: refusal === null,
      cannotSendReason: refusal?.message ?? null,
      reaction,
    }
    return reply.header('Cache-Control', 'no-store').send(state)
  })

  api.post('/profiles/:id/interest', { preHandler: auth.session }, async (request, reply) => {
    const id = idParam(request)
    const target = id ? await findProfile(db, id) : undefined
    if (!target) return fail(reply, 404, msg.profileNotAvailable)
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const body = validOr400(request.body ?? {}, InterestBody, reply)
    if (!body) return reply
    const sent = await sendInterest(db, own, target, callerOf(request).accountId, body.message || null)
    if (!sent.ok) return fail(reply, sent.status, sent.message)
    // The row belongs to the family staff spoke for; the detail names the other family (its number only).
    await auditStaff(db, callerOf(request), 'interest.sent', own.id, `to ${userIdOf(target.id)}`)
    await notify(ctx, request.log, requestLocale(request), {
      profile: target,
      kind: 'interest',
      other: own,
      interestId: sent.interest.id,
    })
    return reply.code(201).send({
      message: msg.interestSent(String(target.firstName)),
      interest: interestSummary(sent.interest, own.id),
    })
  })

  // Answers go to the receiving profile's managers; a withdrawal to the sending profile's.
  for (const [action, status] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
    ['withdraw', 'withdrawn'],
  ] as const) {
    api.post(`/connections/interests/:id/${action}`, { preHandler: auth.session }, async (request, reply) => {
      const caller = callerOf(request)
      const id = idParam(request)
      const interest = id ? await findInterest(db, id) : undefined
      const [from, to] = interest
        ? await Promise.all([findProfile(db, interest.fromProfileId), findProfile(db, interest.toProfileId)])
        : []
      const [actor, other] = action === 'withdraw' ? [from, to] : [to, from]
      if (!interest || !actor || !other || relationTo(caller, actor) !== 'manager')
        return fail(reply, 404, msg.interestNotWaiting)
      if (other.status !== 'published' || (await blockedEitherWay(db, actor.id, other.id)))
        return fail(reply, 404, msg.profileNotAvailable)
      if (!(await closeInterest(db, interest.id, status, caller.accountId)))
        return fail(reply, 409, msg.interestNotWaiting)
      // Accepting opens the pair's conversation; the answering side may share its contact details with it
      // ("Share my contact details" beside Accept). Nothing else is shared by accepting.
      if (status === 'accepted') {
        const conversation = await conversationOf(db, actor.id, other.id)
        if ((request.body as { shareContact?: unknown } | undefined)?.shareContact === true)
          await shareContact(db, conversation.id, actor.id, caller.accountId)
      }
      await auditStaff(
        db,
        caller,
        `interest.${status}`,
        actor.id,
        `${action === 'withdraw' ? 'to' : 'from'} ${userIdOf(other.id)}`,
      )
      if (status !== 'withdrawn')
        await notify(ctx, request.log, requestLocale(request), {
          profile: other,
          kind: status,
          other: actor,
          interestId: interest.id,
        })
      const after = (await findInterest(db, interest.id))!
      const name = String(other.firstName)
      const message = {
        accepted: msg.interestAccepted(name),
        declined: msg.interestDeclined(name),
        withdrawn: msg.interestWithdrawn(name),
      }[status]
      return reply.send({ message, interest: interestSummary(after, actor.id) })
    })
  }

  api.get('/connections/inbox', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    await expireDue(db)
    const [received, sent] = await Promise.all([
      interestsWith(db, own.id, 'received'),
      interestsWith(db, own.id, 'sent'),
    ])
    const items = [
      ...received.map((r) => interestItem(r, 'received')),
      ...sent.map((r) => interestItem(r, 'sent')),
    ]
    const newest = (a: { answeredAt: string | null; createdAt: string }, b: typeof a) =>
      (b.answeredAt ?? b.createdAt).localeCompare(a.answeredAt ?? a.createdAt)
    const box = (keep: (i: (typeof items)[number]) => boolean) =>
      items.filter(keep).sort(newest).slice(0, INBOX_LIMIT)
    const inbox: InboxResponse = {
      received: box((i) => i.direction === 'received' && i.status === 'pending'),
      sent: box((i) => i.direction === 'sent' && ['pending', 'expired', 'withdrawn'].includes(i.status)),
      accepted: box((i) => i.status === 'accepted'),
      declined: box((i) => i.status === 'declined'),
    }
    return reply.header('Cache-Control', 'no-store').send(inbox)
  })
}
