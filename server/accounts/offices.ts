import type { FastifyInstance } from 'fastify'
import { msg } from '../../shared/messages'
import { NewOfficeBody } from '../../shared/privacy'
import { paths } from '../../shared/routes'
import { newLinkToken } from '../auth/tokens'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import { insertAccount } from '../db/accounts'
import { validOr400 } from '../http'
import { requestLocale, say } from '../i18n'
import { audit } from '../privacy/audit'
import { callerOf } from './guards'

// The head office: its admins create offices, each with a first admin who then adds the office's staff.

const WELCOME_LINK_HOURS = 24

export function headOfficeRoutes(api: FastifyInstance, { db, auth, mailer, config }: AppContext) {
  api.get('/admin/offices', { preHandler: auth.headAdmin }, async (_request, reply) => {
    const offices = await db
      .selectFrom('offices as o')
      .select(['o.id', 'o.name', 'o.city', 'o.createdAt'])
      .select((eb) =>
        eb
          .selectFrom('accounts as a')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('a.officeId', '=', 'o.id')
          .where('a.role', '=', 'staff')
          .as('staff'),
      )
      .orderBy('o.name')
      .limit(500)
      .execute()
    return reply
      .header('Cache-Control', 'no-store')
      .send({ offices: offices.map((o) => ({ ...o, staff: Number(o.staff) })) })
  })

  api.post('/admin/offices', { preHandler: auth.headAdmin }, async (request, reply) => {
    const caller = callerOf(request)
    const body = validOr400(request.body, NewOfficeBody, reply)
    if (!body) return reply
    const taken = await db
      .selectFrom('accounts')
      .select('id')
      .where('emailKey', '=', body.adminEmail.toLowerCase())
      .executeTakeFirst()
    if (taken)
      return reply.code(409).send({ message: msg.emailTaken, errors: { adminEmail: msg.emailTaken } })
    const office = await db
      .insertInto('offices')
      .values({ name: body.name, city: body.city, phone: '', createdAt: clockIso() })
      .returning(['id', 'name', 'city'])
      .executeTakeFirstOrThrow()
    const adminId = await insertAccount(db, {
      email: body.adminEmail,
      passwordHash: null,
      role: 'staff',
      officeId: office.id,
      displayName: body.adminName,
      staffRole: 'admin',
    })
    if (adminId === null) return reply.code(409).send({ message: msg.emailTaken })
    const { token, hash } = newLinkToken()
    await db
      .insertInto('passwordTokens')
      .values({
        accountId: adminId,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + WELCOME_LINK_HOURS * 3_600_000).toISOString(),
        usedAt: null,
        createdAt: clockIso(),
      })
      .execute()
    const locale = requestLocale(request)
    await mailer.sendLink(
      body.adminEmail,
      say(locale, 'server.email.staffWelcome.subject'),
      say(locale, 'server.email.staffWelcome.intro', { name: body.adminName, hours: WELCOME_LINK_HOURS }),
      `${config.publicUrl}${paths.resetPassword}?token=${token}`,
    )
    await audit(db, caller, 'office.created', null, `${office.name} (${office.city}), office ${office.id}`)
    return reply.code(201).send({ message: msg.officeCreated(office.name), office })
  })
}
