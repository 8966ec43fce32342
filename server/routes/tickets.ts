import type { FastifyInstance } from 'fastify'
import { msg } from '../../shared/messages'
import { TicketBody } from '../../shared/schemas/ticket'
import type { AppContext } from '../context'
import { nowIso, validOr400 } from '../http'
import { indiaDay } from '../i18n'
import { acknowledge, openGrievance } from '../privacy/grievances'
import { NOMINEE_GRIEVANCE_KIND } from '../../shared/nomination'

const CAPTCHA_FAILED = msg.captchaFailed

export function ticketRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, captcha } = ctx
  api.post('/support/tickets', async (request, reply) => {
    const body = validOr400(request.body, TicketBody, reply)
    if (!body) return reply
    if (!(await captcha.verify(body.altcha)))
      return reply.code(400).send({ message: CAPTCHA_FAILED, errors: { altcha: CAPTCHA_FAILED } })
    const row = await db
      .insertInto('tickets')
      .values({
        issueType: body.issueType,
        subject: body.subject,
        description: body.description,
        attachments: JSON.stringify(body.attachments ?? []),
        requester: body.requester,
        createdAt: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // A privacy or data request, or a nominee's, also goes to the grievance officer's queue, acknowledged at
    // once with its number and due date (on screen, and by e-mail when the requester gave an address).
    const nominee = body.issueType === 'nominee'
    const grievance =
      body.issueType === 'privacy' || nominee
        ? await openGrievance(db, {
            source: 'write-to-us',
            kind: nominee ? NOMINEE_GRIEVANCE_KIND : 'Privacy or data request',
            subject: body.subject,
            text: body.description
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
            requester: body.requester,
            ticketId: row.id,
          })
        : null
    if (grievance) await acknowledge(ctx, request, body.requester, grievance, nominee)
    const thanks = nominee ? msg.ticketThanksNominee : msg.ticketThanksGrievance
    return reply.code(201).send({
      id: row.id,
      message: grievance
        ? thanks(String(row.id), grievance.number, indiaDay(grievance.dueAt))
        : msg.ticketThanks(String(row.id)),
    })
  })
}
