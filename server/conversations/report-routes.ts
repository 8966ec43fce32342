import type { FastifyInstance, FastifyReply } from 'fastify'
import { ReportBody } from '../../shared/connections'
import { REPORT_CONTEXT } from '../../shared/conversations'
import { msg } from '../../shared/messages'
import { callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import { actingOr, idParam } from '../connections/acting'
import type { AppContext } from '../context'
import { validOr400 } from '../http'
import { userIdOf } from '../visibility'
import { findConversation, isSideOf } from './store'

// Reporting a message: it reaches the moderators' queue (the reports of profiles) as a report of its sender,
// with the message and the few before and after it, so they read it as it was said.

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message })

export function reportRoutes(api: FastifyInstance, { db, auth }: AppContext) {
  api.post('/conversations/messages/:id/report', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const id = idParam(request)
    const message = id
      ? await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined
    const conversation = message ? await findConversation(db, message.conversationId) : undefined
    if (!message || !conversation || !isSideOf(conversation, own.id) || message.senderProfileId === own.id)
      return fail(reply, 404, msg.conversationNotAvailable)
    const body = validOr400(request.body, ReportBody, reply)
    if (!body) return reply
    const caller = callerOf(request)
    const open = await db
      .selectFrom('reports')
      .select('id')
      .where('messageId', '=', message.id)
      .where('reporterAccountId', '=', caller.accountId)
      .where('status', '=', 'open')
      .executeTakeFirst()
    if (open) return reply.code(201).send({ message: msg.messageReported })
    const around = (side: '<' | '>') =>
      db
        .selectFrom('messages')
        .select(['id', 'senderProfileId', 'body', 'createdAt'])
        .where('conversationId', '=', conversation.id)
        .where('id', side, message.id)
        .orderBy('id', side === '<' ? 'desc' : 'asc')
        .limit(REPORT_CONTEXT)
        .execute()
    const [before, after] = await Promise.all([around('<'), around('>')])
    const context = [...before.reverse(), message, ...after].map((m) => ({
      id: m.id,
      from: userIdOf(m.senderProfileId),
      at: m.createdAt,
      text: m.body,
      reported: m.id === message.id,
    }))
    await db
      .insertInto('reports')
      .values({
        profileId: message.senderProfileId,
        reporterProfileId: own.id,
        reporterAccountId: caller.accountId,
        reason: body.reason,
        details: body.details || null,
        createdAt: clockIso(),
        status: 'open',
        decision: null,
        decisionNote: null,
        decidedBy: null,
        decidedAt: null,
        messageId: message.id,
        messageContext: JSON.stringify(context),
      })
      .execute()
    return reply.code(201).send({ message: msg.messageReported })
  })
}
