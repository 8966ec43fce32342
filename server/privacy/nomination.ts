import type { FastifyInstance } from 'fastify'
import { msg } from '../../shared/messages'
import { NomineeBody } from '../../shared/nomination'
import { paths } from '../../shared/routes'
import { callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import { validOr400 } from '../http'
import { requestLocale, say } from '../i18n'
import { officerLine } from './officer'

// A member's nominee (DPDP Act 2023, section 14): one person, by name and e-mail, who may exercise the
// member's rights if the member dies or cannot. The nominee is told by e-mail; their later request comes in
// through Write to Us as a nominee grievance, for which staff ask for proof.

const nomineeOf = async (db: Db, accountId: number) => {
  const row = await db
    .selectFrom('nominations')
    .select(['name', 'email', 'updatedAt'])
    .where('accountId', '=', accountId)
    .executeTakeFirst()
  return row ? { name: row.name, email: row.email, since: row.updatedAt } : null
}

export function nominationRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth, mailer, config } = ctx

  api.get('/privacy/nominee', { preHandler: auth.member }, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ nominee: await nomineeOf(db, callerOf(request).accountId) }),
  )

  api.put('/privacy/nominee', { preHandler: auth.member }, async (request, reply) => {
    const caller = callerOf(request)
    const body = validOr400(request.body, NomineeBody, reply)
    if (!body) return reply
    const email = body.email.toLowerCase()
    if (email === caller.email.toLowerCase())
      return reply
        .code(400)
        .send({ message: msg.nomineeNotYourself, errors: { email: msg.nomineeNotYourself } })
    const now = clockIso()
    await db
      .insertInto('nominations')
      .values({ accountId: caller.accountId, name: body.name, email, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.column('accountId').doUpdateSet({ name: body.name, email, updatedAt: now }))
      .execute()
    const locale = requestLocale(request)
    const own = await db
      .selectFrom('profiles')
      .select(['firstName', 'lastName'])
      .where('ownerAccountId', '=', caller.accountId)
      .executeTakeFirst()
    const member = own?.firstName ? `${own.firstName} ${own.lastName ?? ''}`.trim() : caller.email
    try {
      await mailer.send(
        email,
        say(locale, 'server.email.nominee.subject'),
        `${say(locale, 'server.email.nominee.text', {
          member,
          name: body.name,
          address: `${config.webOrigin}${paths.writeToUs}`,
        })}\n\n${officerLine(locale, config)}\n`,
      )
    } catch (error) {
      // The nomination stands; the member can save it again to resend the e-mail.
      request.log.warn({ err: error }, 'nominee e-mail not sent')
    }
    return reply.send({ nominee: await nomineeOf(db, caller.accountId), message: msg.nomineeSaved })
  })

  api.delete('/privacy/nominee', { preHandler: auth.member }, async (request, reply) => {
    await db.deleteFrom('nominations').where('accountId', '=', callerOf(request).accountId).execute()
    return reply.send({ nominee: null, message: msg.nomineeRemoved })
  })
}
