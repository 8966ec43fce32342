import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { msg } from '../../shared/messages'
import { callerOf } from '../accounts/guards'
import type { AppContext } from '../context'
import { nowIso } from '../http'
import { requestLocale } from '../i18n'
import { openText } from '../mail/seal'
import { audit } from '../privacy/audit'
import { issueConsentLink } from './consent'
import { findManaged } from './routes'

// A family without e-mail confirms with the printed code: the office that registered the profile can show
// that code again (a lost printout) or replace it, which voids the old one. Both are audited.

export function consentCodeRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth } = ctx

  /** One of this office's profiles, still waiting for its candidate's consent. */
  async function waiting(request: FastifyRequest, reply: FastifyReply) {
    const m = await findManaged(db, request, reply)
    if (!m) return null
    // A member who manages a relative's profile sends a new link from My profile instead.
    if (m.caller.role !== 'staff' || m.row.officeId !== m.caller.officeId) {
      void reply.code(403).send({ message: msg.consentCodeOfficeOnly })
      return null
    }
    if (m.row.status !== 'pending_consent') {
      void reply.code(409).send({ message: msg.noConsentCodeWaiting })
      return null
    }
    return m
  }

  api.get('/profiles/:id/consent-code', { preHandler: auth.staff }, async (request, reply) => {
    const m = await waiting(request, reply)
    if (!m) return reply
    const link = await db
      .selectFrom('consentLinks')
      .select(['codeSealed', 'expiresAt'])
      .where('profileId', '=', m.row.id)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', nowIso())
      .orderBy('id', 'desc')
      .executeTakeFirst()
    // Codes made before they were kept sealed, or expired ones, cannot be shown: the office replaces them.
    if (!link?.codeSealed) return reply.code(404).send({ message: msg.consentCodeNotKept })
    await audit(db, m.caller, 'consent.codeShown', m.row.id)
    return reply
      .header('Cache-Control', 'no-store')
      .send({ code: openText(ctx.codeKey, link.codeSealed), expiresAt: link.expiresAt })
  })

  api.post('/profiles/:id/consent-code', { preHandler: auth.staff }, async (request, reply) => {
    const m = await waiting(request, reply)
    if (!m) return reply
    // A new code only: the links and codes given before stop working, the e-mailed link included.
    const { code, expiresAt } = await issueConsentLink(
      ctx,
      m.row,
      m.caller.accountId,
      null,
      requestLocale(request),
    )
    await audit(db, callerOf(request), 'consent.codeReplaced', m.row.id)
    return reply.header('Cache-Control', 'no-store').send({ code, expiresAt })
  })
}
