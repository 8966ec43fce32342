import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { msg } from '../../shared/messages'
import { GRIEVANCE_DAYS, grievanceNumberOf, GrievanceUpdateBody, privacyMsg } from '../../shared/privacy'
import type { GrievanceItem, GrievanceSource } from '../../shared/privacy'
import { callerOf } from '../accounts/guards'
import { reviewScope } from '../accounts/roles'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import { validOr400 } from '../http'
import { userIdOf } from '../visibility'
import { audit } from './audit'
import { NOMINEE_GRIEVANCE_KIND } from '../../shared/nomination'
import { officerLine } from './officer'
import { indiaDay, requestLocale, say } from '../i18n'

// The grievance officer's queue: privacy and data requests from Write to Us and privacy reports of a
// profile. Each gets a number at once (the acknowledgement) and a due date GRIEVANCE_DAYS later; staff move
// it through open, in progress and resolved, stamped with who and when.

export interface NewGrievance {
  source: GrievanceSource
  kind: string
  subject: string
  text: string
  requester: string
  ticketId?: number | null
  reportId?: number | null
  profileId?: number | null
}

/** Opens a grievance; returns its number and due date for the acknowledgement. */
export async function openGrievance(db: Db, g: NewGrievance): Promise<{ number: string; dueAt: string }> {
  const createdAt = clockIso()
  const dueAt = new Date(Date.parse(createdAt) + GRIEVANCE_DAYS * 86_400_000).toISOString()
  return db.transaction().execute(async (trx) => {
    // The number comes from the row's id, which only the insert knows: a unique placeholder until then.
    const { id } = await trx
      .insertInto('grievances')
      .values({
        number: `new-${randomUUID()}`,
        source: g.source,
        kind: g.kind,
        subject: g.subject.slice(0, 300),
        text: g.text.slice(0, 20_000),
        requester: g.requester.slice(0, 254),
        ticketId: g.ticketId ?? null,
        reportId: g.reportId ?? null,
        profileId: g.profileId ?? null,
        createdAt,
        dueAt,
        state: 'open',
        handledBy: null,
        handledAt: null,
        note: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const number = grievanceNumberOf(id)
    await trx.updateTable('grievances').set({ number }).where('id', '=', id).execute()
    return { number, dueAt }
  })
}

async function grievancesOf(
  db: Db,
  filter: { state?: string; id?: number; officeId?: number | null },
): Promise<GrievanceItem[]> {
  let query = db
    .selectFrom('grievances as g')
    .leftJoin('accounts as a', 'a.id', 'g.handledBy')
    .leftJoin('profiles as p', 'p.id', 'g.profileId')
    .selectAll('g')
    .select('a.email as handledByEmail')
    // A nominee's request: the member (if any) who named this requester as their nominee.
    .select((eb) =>
      eb
        .selectFrom('nominations as n')
        .innerJoin('accounts as m', 'm.id', 'n.accountId')
        .select('m.email')
        .whereRef('n.email', '=', 'g.requester')
        .limit(1)
        .as('nominatedBy'),
    )
  // An office admin: only grievances about its own office's profiles (Write to Us is the moderators').
  if (filter.officeId != null) query = query.where('p.officeId', '=', filter.officeId)
  if (filter.id) query = query.where('g.id', '=', filter.id)
  else if (filter.state === 'resolved') query = query.where('g.state', '=', 'resolved')
  else query = query.where('g.state', '!=', 'resolved')
  const rows = await query
    .orderBy(
      filter.state === 'resolved' ? 'g.handledAt' : 'g.dueAt',
      filter.state === 'resolved' ? 'desc' : 'asc',
    )
    .orderBy('g.id')
    .limit(200)
    .execute()
  const now = clockIso()
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    source: r.source,
    kind: r.kind,
    subject: r.subject,
    text: r.text,
    requester: r.requester,
    createdAt: r.createdAt,
    dueAt: r.dueAt,
    overdue: r.state !== 'resolved' && r.dueAt < now,
    state: r.state,
    handledBy: r.handledByEmail,
    handledAt: r.handledAt,
    note: r.note,
    profileUserId: r.profileId ? userIdOf(r.profileId) : null,
    proof: r.kind !== NOMINEE_GRIEVANCE_KIND ? 'none' : r.proofReceivedAt ? 'received' : 'awaiting',
    nominatedBy: r.kind === NOMINEE_GRIEVANCE_KIND ? (r.nominatedBy ?? null) : null,
  }))
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The acknowledgement e-mail, sent at once in the request's language, with the grievance officer's contact. */
export async function acknowledge(
  { mailer, config }: AppContext,
  request: FastifyRequest,
  requester: string,
  grievance: { number: string; dueAt: string },
  nominee: boolean,
) {
  if (!EMAIL_SHAPE.test(requester)) return
  const locale = requestLocale(request)
  const text = [
    say(locale, 'server.email.grievance.text', { number: grievance.number, due: indiaDay(grievance.dueAt) }),
    ...(nominee ? [say(locale, 'server.email.grievance.proof')] : []),
    officerLine(locale, config),
  ]
  try {
    await mailer.send(
      requester,
      say(locale, 'server.email.grievance.subject', { number: grievance.number }),
      `${text.join('\n\n')}\n`,
    )
  } catch (error) {
    // The grievance and its number stand (the screen showed them); the officer's queue has it.
    request.log.warn({ err: error }, 'grievance acknowledgement not sent')
  }
}

export function grievanceRoutes(api: FastifyInstance, { db, auth }: AppContext) {
  // Requesters' e-mail and text: every read is audited.
  api.get('/grievances', { preHandler: auth.reviewer }, async (request, reply) => {
    const caller = callerOf(request)
    const state = (request.query as { state?: string }).state === 'resolved' ? 'resolved' : 'open'
    const grievances = await grievancesOf(db, { state, officeId: reviewScope(caller)!.officeId })
    await audit(
      db,
      caller,
      'queue.viewed',
      null,
      `grievances ${state === 'resolved' ? 'done' : 'waiting'}: ${grievances.length}`,
    )
    return reply.header('Cache-Control', 'no-store').send({ grievances })
  })

  api.post('/grievances/:id', { preHandler: auth.reviewer }, async (request, reply) => {
    const caller = callerOf(request)
    const id = Number((request.params as { id?: string }).id)
    const officeId = reviewScope(caller)!.officeId
    const [current] = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await grievancesOf(db, { id }) : []
    if (!current) return reply.code(404).send({ message: privacyMsg.grievanceNotFound })
    if (officeId !== null && !(await grievancesOf(db, { id, officeId })).length)
      return reply.code(403).send({ message: msg.otherOffice })
    const body = validOr400(request.body, GrievanceUpdateBody, reply)
    if (!body) return reply
    // A nominee acts for a member only once their proof is checked: staff record it, once.
    const proofNow = body.proofReceived === true && current.proof === 'awaiting'
    if (body.proofReceived && current.proof === 'none')
      return reply.code(400).send({ message: msg.badRequest, errors: { proofReceived: msg.badRequest } })
    const at = clockIso()
    await db
      .updateTable('grievances')
      .set({
        state: body.state,
        note: body.note || current.note,
        handledBy: caller.accountId,
        handledAt: at,
        ...(proofNow ? { proofReceivedAt: at } : {}),
      })
      .where('id', '=', id)
      .execute()
    await audit(
      db,
      caller,
      'grievance.updated',
      null,
      `${current.number}: ${body.state}${proofNow ? ', proof received' : ''}`,
    )
    const [grievance] = await grievancesOf(db, { id })
    return reply.send({ grievance })
  })
}
