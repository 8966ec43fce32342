import type { FastifyInstance } from 'fastify'
import { msg } from '../../shared/messages'
import { TicketBody } from '../../shared/schemas/ticket'
import type { AppContext } from '../context'
import { nowIso, validOr400 } from '../http'
import { indiaDay } from '../i18n'
import { openGrievance } from '../privacy/grievances'

const CAPTCHA_FAILED = msg.captchaFailed

export function ticketRoutes(api: FastifyInstance, { db, captcha }: AppContext) {
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
    // A privacy or data request also goes to the grievance officer's queue, acknowledged with its number.
    const grievance =
      body.issueType === 'privacy'
        ? await openGrievance(db, {
            source: 'write-to-us',
            kind: 'Privacy or data request',
            subject: body.subject,
            text: body.description
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
            requester: body.requester,
            ticketId: row.id,
          })
        : null
    return reply.code(201).send({
      id: row.id,
      message: grievance
        ? msg.ticketThanksGrievance(String(row.id), grievance.number, indiaDay(grievance.dueAt))
        : msg.ticketThanks(String(row.id)),
    })
  })
}
