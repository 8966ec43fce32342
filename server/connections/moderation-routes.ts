import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ReportItem } from '../../shared/api-connections'
import {
  DecisionBody,
  moderationDecisionOptions,
  reportReasonOptions,
  ReportBody,
} from '../../shared/connections'
import { msg } from '../../shared/messages'
import { labelOf } from '../../shared/options'
import { callerOf } from '../accounts/guards'
import { reviews, reviewScope } from '../accounts/roles'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import { validOr400 } from '../http'
import type { Locale } from '../../shared/i18n'
import { indiaDay, requestLocale, translated } from '../i18n'
import { audit } from '../privacy/audit'
import { openGrievance } from '../privacy/grievances'
import { findOwnProfile, findProfile, logProfileEvent, setStatus } from '../profiles/store'
import { searchCard, userIdOf } from '../visibility'
import { idParam } from './acting'
import { notify } from './notify'

// Reports of a profile go to a queue that the moderators (every office) and an office's admin (its own
// profiles) work through: warn the profile's managers, hide the profile, or dismiss the report. Each decision
// is stored with who took it, when and why, and each queue read and decision is audited.

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message })

/** The messages stored with a report of a conversation message (server/conversations/report-routes.ts). */
const messageContextOf = (stored: string) =>
  (JSON.parse(stored) as { from: string; at: string; text: string; reported: boolean }[]).map((m) => ({
    from: m.from,
    at: m.at,
    text: m.text,
    reported: m.reported,
  }))

async function reportsOf(
  db: Db,
  locale: Locale,
  status: 'open' | 'decided',
  id?: number,
  officeId: number | null = null,
): Promise<ReportItem[]> {
  let query = db
    .selectFrom('reports as r')
    .innerJoin('profiles as p', 'p.id', 'r.profileId')
    .leftJoin('profiles as rp', 'rp.id', 'r.reporterProfileId')
    .leftJoin('accounts as d', 'd.id', 'r.decidedBy')
    .selectAll('p')
    .select([
      'r.id as reportId',
      'r.reason',
      'r.details',
      'r.messageContext',
      'r.createdAt as reportedAt',
      'r.status as reportStatus',
      'r.decision',
      'r.decisionNote',
      'r.decidedAt',
      'd.email as decidedByEmail',
      'rp.id as reporterId',
      'rp.firstName as reporterName',
    ])
  query = id ? query.where('r.id', '=', id) : query.where('r.status', '=', status)
  if (officeId !== null) query = query.where('p.officeId', '=', officeId)
  const rows = await query
    .orderBy('r.id', status === 'open' ? 'asc' : 'desc')
    .limit(200)
    .execute()
  return rows.map((r) => ({
    id: r.reportId,
    reason: labelOf(reportReasonOptions, r.reason) || r.reason,
    details: r.details,
    ...(r.messageContext ? { conversation: messageContextOf(r.messageContext) } : {}),
    createdAt: r.reportedAt,
    reportedBy: r.reporterId
      ? r.reporterName
        ? `${r.reporterName} (${userIdOf(r.reporterId)})`
        : translated(locale, msg.reportedByMember(userIdOf(r.reporterId)))
      : translated(locale, msg.reportedByStaff),
    status: r.reportStatus,
    decision: r.decision ? labelOf(moderationDecisionOptions, r.decision) : null,
    decisionNote: r.decisionNote,
    decidedBy: r.decidedByEmail,
    decidedAt: r.decidedAt,
    profile: { ...searchCard(r), status: r.status, held: r.moderationHiddenAt !== null },
  }))
}

export function moderationRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth } = ctx

  api.post('/profiles/:id/report', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const id = idParam(request)
    const row = id ? await findProfile(db, id) : undefined
    if (!row) return fail(reply, 404, msg.profileNotAvailable)
    const body = validOr400(request.body, ReportBody, reply)
    if (!body) return reply
    const open = await db
      .selectFrom('reports')
      .select('id')
      .where('reporterAccountId', '=', caller.accountId)
      .where('profileId', '=', row.id)
      .where('status', '=', 'open')
      .executeTakeFirst()
    if (open) return fail(reply, 409, msg.reportAlreadyOpen)
    const own = caller.role === 'member' ? await findOwnProfile(db, caller.accountId) : undefined
    const report = await db
      .insertInto('reports')
      .values({
        profileId: row.id,
        reporterProfileId: own?.id ?? null,
        reporterAccountId: caller.accountId,
        reason: body.reason,
        details: body.details || null,
        createdAt: clockIso(),
        status: 'open',
        decision: null,
        decisionNote: null,
        decidedBy: null,
        decidedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // A report that a profile misuses someone's photos or data is also a grievance, with its number and date.
    const grievance =
      body.reason === 'privacy'
        ? await openGrievance(db, {
            source: 'report',
            kind: labelOf(reportReasonOptions, body.reason),
            subject: `Report of profile ${userIdOf(row.id)}`,
            text: body.details || '',
            requester: caller.email,
            reportId: report.id,
            profileId: row.id,
          })
        : null
    return reply.code(201).send({
      message: grievance
        ? msg.reportThanksGrievance(grievance.number, indiaDay(grievance.dueAt))
        : msg.reportThanks,
    })
  })

  api.get('/moderation/reports', { preHandler: auth.reviewer }, async (request, reply) => {
    const caller = callerOf(request)
    const status = (request.query as { status?: string }).status === 'decided' ? 'decided' : 'open'
    const scope = reviewScope(caller)!
    const reports = await reportsOf(db, requestLocale(request), status, undefined, scope.officeId)
    await audit(
      db,
      caller,
      'queue.viewed',
      null,
      `reports ${status === 'open' ? 'waiting' : 'done'}: ${reports.length}`,
    )
    return reply.header('Cache-Control', 'no-store').send({ reports })
  })

  api.post('/moderation/reports/:id/decide', { preHandler: auth.reviewer }, async (request, reply) => {
    const caller = callerOf(request)
    const id = idParam(request)
    const report = id
      ? await db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined
    const reported = report && (await findProfile(db, report.profileId))
    if (!report || !reported) return fail(reply, 404, msg.reportNotFound)
    if (!reviews(caller, reported)) return fail(reply, 403, msg.otherOffice)
    const body = validOr400(request.body, DecisionBody, reply)
    if (!body) return reply
    const decided = await db
      .updateTable('reports')
      .set({
        status: 'decided',
        decision: body.decision,
        decisionNote: body.note || null,
        decidedBy: caller.accountId,
        decidedAt: clockIso(),
      })
      .where('id', '=', report.id)
      .where('status', '=', 'open')
      .executeTakeFirst()
    if (Number(decided.numUpdatedRows) !== 1) return fail(reply, 409, msg.reportAlreadyDecided)
    const profile = reported
    const reason = labelOf(reportReasonOptions, report.reason)
    await audit(db, caller, 'report.decided', profile.id, `report ${report.id}: ${body.decision}`)
    if (body.decision === 'hide') {
      // Held hidden whatever its status now: no way its managers have (Show again, a new consent, a
      // cancelled deletion) shows it until a moderator lifts the hold.
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('profiles')
          .set({ moderationHiddenAt: clockIso() })
          .where('id', '=', profile.id)
          .execute()
        if (profile.status === 'published') await setStatus(trx, profile.id, 'hidden', caller.accountId)
      })
      await logProfileEvent(db, profile.id, caller.accountId, 'Hidden after a report', reason)
    }
    if (body.decision === 'warn') {
      await logProfileEvent(db, profile.id, caller.accountId, 'Warned after a report', reason)
      await notify(ctx, request.log, requestLocale(request), { profile, kind: 'warning', note: body.note })
    }
    const [item] = await reportsOf(db, requestLocale(request), 'decided', report.id)
    return reply.send({ report: item })
  })

  api.post('/moderation/profiles/:id/lift-hold', { preHandler: auth.reviewer }, async (request, reply) => {
    const caller = callerOf(request)
    const id = idParam(request)
    const profile = id ? await findProfile(db, id) : undefined
    if (!profile) return fail(reply, 404, msg.profileNotAvailable)
    if (!reviews(caller, profile)) return fail(reply, 403, msg.otherOffice)
    const lifted = await db
      .updateTable('profiles')
      .set({ moderationHiddenAt: null })
      .where('id', '=', profile.id)
      .where('moderationHiddenAt', 'is not', null)
      .executeTakeFirst()
    if (Number(lifted.numUpdatedRows) !== 1) return fail(reply, 409, msg.noModerationHold)
    // Still hidden: whether it is shown again is for its managers (and the candidate's consent) to decide.
    await logProfileEvent(db, profile.id, caller.accountId, 'Moderation hold lifted')
    await audit(db, caller, 'hold.lifted', profile.id)
    return reply.send({ message: msg.moderationHoldLifted })
  })
}
