import type { FastifyInstance, FastifyRequest } from 'fastify'
import { msg } from '../../shared/messages'
import { paths } from '../../shared/routes'
import { auditActionOptions, NewStaffBody, privacyMsg } from '../../shared/privacy'
import type { AuditEntry, StaffMember, StaffResponse } from '../../shared/privacy'
import { labelOf } from '../../shared/options'
import { callerOf } from '../accounts/guards'
import type { Caller } from '../accounts/guards'
import { newLinkToken } from '../auth/tokens'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import { insertAccount } from '../db/accounts'
import type { Db } from '../db/database'
import { validOr400 } from '../http'
import { requestLocale, say } from '../i18n'
import { userIdOf } from '../visibility'
import { audit } from './audit'

// The office admin's page: the office's staff (add, disable, enable) and its audit log. Everything is
// limited to the admin's own office: another office's staff and rows do not exist for them.

const WELCOME_LINK_HOURS = 24
const AUDIT_PAGE = 50

const staffColumns = [
  'id',
  'email',
  'displayName',
  'staffRole',
  'disabledAt',
  'lastLoginAt',
  'createdAt',
] as const

async function staffOf(db: Db, caller: Caller, id?: number): Promise<StaffMember[]> {
  let query = db
    .selectFrom('accounts')
    .select([...staffColumns])
    .where('role', '=', 'staff')
    .where('officeId', '=', caller.officeId ?? -1)
  if (id !== undefined) query = query.where('id', '=', id)
  const rows = await query.orderBy('email').execute()
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.displayName,
    staffRole: r.staffRole === 'admin' ? 'admin' : 'staff',
    disabledAt: r.disabledAt,
    lastLoginAt: r.lastLoginAt,
    createdAt: r.createdAt,
    you: r.id === caller.accountId,
  }))
}

const positive = (value: unknown) => {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null
}
const idOf = (request: FastifyRequest) => positive((request.params as { id?: string }).id)

export function staffRoutes(api: FastifyInstance, { db, auth, mailer, config }: AppContext) {
  api.get('/office/staff', { preHandler: auth.officeAdmin }, async (request, reply) => {
    const caller = callerOf(request)
    const office = await db
      .selectFrom('offices')
      .select(['id', 'name'])
      .where('id', '=', caller.officeId ?? -1)
      .executeTakeFirstOrThrow()
    const body: StaffResponse = { office, staff: await staffOf(db, caller) }
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  // A new colleague gets an account in the admin's office and an e-mail to set their own password.
  api.post('/office/staff', { preHandler: auth.officeAdmin }, async (request, reply) => {
    const caller = callerOf(request)
    const locale = requestLocale(request)
    const body = validOr400(request.body, NewStaffBody, reply)
    if (!body) return reply
    const id = await insertAccount(db, {
      email: body.email,
      passwordHash: null,
      role: 'staff',
      officeId: caller.officeId,
      displayName: body.name,
      staffRole: body.staffRole,
    })
    // One answer and one audit row, whether or not the address already had an account.
    const answer = async () => {
      await audit(db, caller, 'staff.added', null, `${body.name} (${body.staffRole})`)
      return reply.code(202).send({ message: msg.staffAdded(body.name, body.email, WELCOME_LINK_HOURS) })
    }
    if (id === null) {
      // The same answer as for a new address: the admin learns nothing about who has an account; the
      // address's owner is told instead.
      const owner = await db
        .selectFrom('accounts')
        .select(['email', 'language'])
        .where('emailKey', '=', body.email.trim().toLowerCase())
        .executeTakeFirst()
      if (owner) {
        const theirs = owner.language ?? locale
        await mailer.sendLink(
          owner.email,
          say(theirs, 'server.email.staffAttempt.subject'),
          say(theirs, 'server.email.staffAttempt.intro'),
          `${config.publicUrl}${paths.login}`,
        )
      }
      return answer()
    }
    const { token, hash } = newLinkToken()
    await db
      .insertInto('passwordTokens')
      .values({
        accountId: id,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + WELCOME_LINK_HOURS * 3_600_000).toISOString(),
        usedAt: null,
        createdAt: clockIso(),
      })
      .execute()
    await mailer.sendLink(
      body.email,
      say(locale, 'server.email.staffWelcome.subject'),
      say(locale, 'server.email.staffWelcome.intro', { name: body.name, hours: WELCOME_LINK_HOURS }),
      `${config.publicUrl}${paths.resetPassword}?token=${token}`,
    )
    return answer()
  })

  for (const action of ['disable', 'enable'] as const)
    api.post(`/office/staff/:id/${action}`, { preHandler: auth.officeAdmin }, async (request, reply) => {
      const caller = callerOf(request)
      const id = idOf(request)
      const [target] = id ? await staffOf(db, caller, id) : []
      if (!target) return reply.code(404).send({ message: privacyMsg.staffNotFound })
      if (target.you) return reply.code(409).send({ message: privacyMsg.notYourself })
      await db
        .updateTable('accounts')
        .set((eb) =>
          action === 'disable'
            ? // A new token version ends every session (and photo token) the account has open, at once.
              { disabledAt: clockIso(), updatedAt: clockIso(), tokenVersion: eb('tokenVersion', '+', 1) }
            : { disabledAt: null, updatedAt: clockIso() },
        )
        .where('id', '=', target.id)
        .execute()
      await audit(
        db,
        caller,
        action === 'disable' ? 'staff.disabled' : 'staff.enabled',
        null,
        `account ${target.id}`,
      )
      const [staff] = await staffOf(db, caller, target.id)
      const who = target.name ?? target.email
      return reply.send({
        message: action === 'disable' ? msg.staffDisabled(who) : msg.staffEnabled(who),
        staff,
      })
    })

  // The office's audit log, newest first, filtered by action, profile (id or MT number), staff member and day.
  api.get('/office/audit', { preHandler: auth.officeAdmin }, async (request, reply) => {
    const caller = callerOf(request)
    const q = request.query as Record<string, string | undefined>
    let query = db
      .selectFrom('auditLog as l')
      .leftJoin('accounts as a', 'a.id', 'l.accountId')
      .select(['l.id', 'l.at', 'l.action', 'l.profileId', 'l.detail', 'l.accountId', 'a.email'])
      .where('l.officeId', '=', caller.officeId ?? -1)
    if (q.action && auditActionOptions.some((o) => o.value === q.action))
      query = query.where('l.action', '=', q.action)
    const profileId = positive(q.profile?.replace(/^MT0*/i, ''))
    if (q.profile) query = query.where('l.profileId', '=', profileId ?? -1)
    const staffId = positive(q.staff)
    if (q.staff) query = query.where('l.accountId', '=', staffId ?? -1)
    if (q.from && /^\d{4}-\d{2}-\d{2}$/.test(q.from)) query = query.where('l.at', '>=', q.from)
    if (q.to && /^\d{4}-\d{2}-\d{2}$/.test(q.to)) query = query.where('l.at', '<', `${q.to}T99`)
    const before = positive(q.before)
    if (before) query = query.where('l.id', '<', before)
    const rows = await query
      .orderBy('l.id', 'desc')
      .limit(AUDIT_PAGE + 1)
      .execute()
    const entries: AuditEntry[] = rows.slice(0, AUDIT_PAGE).map((r) => ({
      id: r.id,
      at: r.at,
      action: r.action,
      actionLabel: labelOf(auditActionOptions, r.action) || r.action,
      by:
        r.accountId === null
          ? 'The server (scheduled erasure)'
          : (r.email ?? `Account ${r.accountId} (deleted)`),
      profileId: r.profileId,
      userId: r.profileId ? userIdOf(r.profileId) : null,
      detail: r.detail,
    }))
    return reply
      .header('Cache-Control', 'no-store')
      .send({ entries, next: rows.length > AUDIT_PAGE ? entries[entries.length - 1].id : null })
  })
}
