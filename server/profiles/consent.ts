import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { object, optional } from 'superstruct'
import type { Locale } from '../../shared/i18n'
import { msg } from '../../shared/messages'
import { managedByLabels, PUBLISH_CONSENT_VERSION, publishConsentText } from '../../shared/profile-sections'
import { check as checkStruct, requiredText } from '../../shared/validation'
import { hashLinkToken, newLinkToken } from '../auth/tokens'
import { sealText } from '../mail/seal'
import type { AppContext } from '../context'
import type { ProfileRow } from '../db/schema'
import { nowIso, validOr400 } from '../http'
import { requestLocale, say, translated } from '../i18n'
import { findProfile, logProfileEvent, setStatus } from './store'
import { noticeShownOr409 } from '../privacy/notice'

// The candidate's consent before someone else's registration of them is published: a link by e-mail, or
// a short code the office prints for a family without e-mail. Either is single use and expires.

export const CONSENT_LINK_DAYS = 14
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** Eight characters from an alphabet without look-alikes (about 40 bits), shown as XXXX-XXXX. */
function newCode(): string {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)])
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}
const normaliseCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')
const hashCode = (code: string) => hashLinkToken(`code:${normaliseCode(code)}`)

/** A new link and code for the profile; earlier unused ones stop working. Mails the link when given an address. */
export async function issueConsentLink(
  ctx: AppContext,
  row: ProfileRow,
  byAccountId: number,
  sendTo: string | null,
  locale: Locale,
): Promise<{ code: string; sentTo: string | null; expiresAt: string }> {
  const { db, mailer, config } = ctx
  const { token, hash } = newLinkToken()
  const code = newCode()
  const now = nowIso()
  const expiresAt = new Date(Date.now() + CONSENT_LINK_DAYS * 86_400_000).toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('consentLinks')
      .set({ expiresAt: now })
      .where('profileId', '=', row.id)
      .where('usedAt', 'is', null)
      .execute()
    await trx
      .insertInto('consentLinks')
      .values({
        profileId: row.id,
        tokenHash: hash,
        codeHash: hashCode(code),
        codeSealed: sealText(ctx.codeKey, code),
        sentTo: sendTo,
        expiresAt,
        usedAt: null,
        createdBy: byAccountId,
        createdAt: now,
      })
      .execute()
  })
  if (sendTo)
    await mailer.sendLink(
      sendTo,
      say(locale, 'server.email.consentLink.subject'),
      say(locale, 'server.email.consentLink.intro', {
        name: row.firstName ?? say(locale, 'server.email.consentLink.hello'),
        by: managedByLabels[row.managedBy].toLowerCase() === 'office' ? 'office' : 'family',
        days: CONSENT_LINK_DAYS,
        code,
      }),
      `${config.publicUrl}/consent?token=${token}`,
    )
  await logProfileEvent(db, row.id, byAccountId, sendTo ? 'Consent link sent' : 'Consent code printed')
  return { code, sentTo: sendTo, expiresAt }
}

const ConsentBody = object({
  token: optional(requiredText(msg.consentLinkInvalid, { max: 200 })),
  code: optional(requiredText(msg.consentLinkInvalid, { max: 20 })),
})
const ConsentQuery = object({
  token: optional(requiredText(msg.consentLinkInvalid, { max: 200 })),
  code: optional(requiredText(msg.consentLinkInvalid, { max: 20 })),
})

export function consentRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, limiter } = ctx

  async function openLink(token?: string, code?: string) {
    const hash = token ? hashLinkToken(token) : code ? hashCode(code) : null
    if (!hash) return null
    const link = await db
      .selectFrom('consentLinks')
      .selectAll()
      .where(token ? 'tokenHash' : 'codeHash', '=', hash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', nowIso())
      .executeTakeFirst()
    if (!link) return null
    const profile = await findProfile(db, link.profileId)
    return profile && profile.status === 'pending_consent' ? { link, profile } : null
  }

  const refuse = async (ip: string) => {
    // Codes are short: every wrong guess counts against the address.
    await limiter.hit(`consent:${ip}`)
    return { message: msg.consentLinkInvalid, errors: { code: msg.consentLinkInvalid } }
  }
  const limitedMessage = { message: msg.tooManyAttempts(15) }

  async function summary(profile: ProfileRow, locale: Locale) {
    const registrar = await db
      .selectFrom('accounts')
      .leftJoin('offices', 'offices.id', 'accounts.officeId')
      .select(['accounts.role', 'offices.name as officeName'])
      .where('accounts.id', '=', profile.accountId)
      .executeTakeFirst()
    return {
      firstName: profile.firstName ?? '',
      managedBy: managedByLabels[profile.managedBy],
      registeredBy: translated(
        locale,
        registrar?.role !== 'staff'
          ? msg.registeredByFamily
          : registrar.officeName
            ? msg.registeredByOffice(registrar.officeName)
            : msg.registeredByOurOffice,
      ),
      text: publishConsentText(profile.managedBy),
      version: PUBLISH_CONSENT_VERSION,
    }
  }

  api.get('/consent', async (request, reply) => {
    if (await limiter.wait(`consent:${request.ip}`)) return reply.code(429).send(limitedMessage)
    const q = validOr400(request.query, ConsentQuery, reply)
    if (!q) return reply
    const opened = await openLink(q.token, q.code)
    if (!opened) return reply.code(400).send(await refuse(request.ip))
    return reply
      .header('Cache-Control', 'no-store')
      .send(await summary(opened.profile, requestLocale(request)))
  })

  api.post('/consent', async (request, reply) => {
    if (await limiter.wait(`consent:${request.ip}`)) return reply.code(429).send(limitedMessage)
    const body = check(request.body)
    if (!body.ok) return reply.code(400).send(body.error)
    const shown = noticeShownOr409(body.notice, reply)
    if (!shown) return reply
    const opened = await openLink(body.value.token, body.value.code)
    if (!opened) return reply.code(400).send(await refuse(request.ip))
    const { link, profile } = opened
    const now = nowIso()
    const won = await db.transaction().execute(async (trx) => {
      // Single use: only the first of two racing confirmations marks the link.
      const used = await trx
        .updateTable('consentLinks')
        .set({ usedAt: now })
        .where('id', '=', link.id)
        .where('usedAt', 'is', null)
        .executeTakeFirst()
      if (Number(used.numUpdatedRows) !== 1) return false
      await trx
        .insertInto('consents')
        .values({
          profileId: profile.id,
          accountId: null,
          kind: 'publish',
          version: PUBLISH_CONSENT_VERSION,
          text: publishConsentText(profile.managedBy),
          method: body.value.token ? 'e-mail link' : 'printed code',
          givenAt: now,
          withdrawnAt: null,
          ...shown,
        })
        .execute()
      return true
    })
    if (!won) return reply.code(400).send(await refuse(request.ip))
    if ((await setStatus(db, profile.id, 'published', null)) !== 'published') {
      await logProfileEvent(db, profile.id, null, 'Consent given')
      return reply.send({ message: msg.hiddenByModerator })
    }
    await logProfileEvent(db, profile.id, null, 'Consent given; profile published')
    return reply.send({
      message: msg.consentPublished(profile.firstName ?? ''),
    })
  })

  /** The link or code, and a ticked box: without the tick the person has not agreed to anything. */
  function check(value: unknown) {
    const { agree, notice, ...rest } = (value && typeof value === 'object' ? value : {}) as Record<
      string,
      unknown
    >
    if (agree !== true)
      return {
        ok: false as const,
        error: { message: msg.consentRequired, errors: { agree: msg.consentRequired } },
      }
    const result = checkStruct(rest, ConsentBody)
    if (!result.ok)
      return {
        ok: false as const,
        error: { message: msg.consentLinkInvalid, errors: { code: msg.consentLinkInvalid } },
      }
    return { ok: true as const, value: result.value, notice }
  }
}
