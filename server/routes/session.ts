import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Locale } from '../../shared/i18n'
import { RESET_TOKEN_MINUTES } from '../../shared/limits'
import { msg } from '../../shared/messages'
import { privacyMsg } from '../../shared/privacy'
import { paths } from '../../shared/routes'
import { noticeShownOr409, withoutNotice } from '../privacy/notice'
import { RegistrationBody } from '../../shared/schemas/registration'
import { ForgotPasswordBody, LoginBody, ResetPasswordBody } from '../../shared/schemas/session'
import { callerOf } from '../accounts/guards'
import { reviewScope } from '../accounts/roles'
import type { AppContext } from '../context'
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords'
import { namesOf, passwordProblem } from '../auth/password-rules'
import { hashLinkToken, newLinkToken } from '../auth/tokens'
import { insertAccount } from '../db/accounts'
import { insertDraftProfile } from '../profiles/from-registration'
import { recordSignupConsents } from '../privacy/consents'
import { nowIso, tooManyRequests, validOr400 } from '../http'
import { requestLocale, say } from '../i18n'
import { FailureBackoff, RateLimiter } from '../rate-limiter'

const emailKey = (email: string) => email.trim().toLowerCase()

/** The staff links a header shows: the review queues (moderators, office admins) and the office admin page. */
function dutiesOf(account: {
  role: 'member' | 'staff'
  staffRole: 'staff' | 'admin' | null
  centralRole: 'moderator' | 'head_admin' | null
  officeId: number | null
}): ('review' | 'officeAdmin' | 'headAdmin')[] {
  const duties: ('review' | 'officeAdmin' | 'headAdmin')[] = []
  if (reviewScope(account)) duties.push('review')
  if (account.role === 'staff' && account.staffRole === 'admin') duties.push('officeAdmin')
  if (account.role === 'staff' && account.centralRole === 'head_admin') duties.push('headAdmin')
  return duties
}
const WELCOME_LINK_HOURS = 24

export function sessionRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, tokens, mailer, limiter, config } = ctx
  const { login } = config
  // Failed logins: growing delays per account AND address, so a guesser at one address neither blocks the
  // account's owner elsewhere nor the other accounts that an office's kiosks (one address) log in to...
  const loginBackoff = new FailureBackoff(db, {
    free: login.freeFailures,
    firstDelayMs: login.firstDelaySeconds * 1000,
    maxDelayMs: login.maxDelayMinutes * 60_000,
    forgetMs: 24 * 3_600_000,
  })
  // ...and a high ceiling per address that stops one address from trying passwords on many accounts.
  const loginAddress = new RateLimiter(db, login.addressMaxFailures, config.rateLimit.windowMinutes * 60_000)

  // Mails about an account's password go to its owner at most a few times an hour, whoever asks: past that
  // the request is answered exactly as before, and nothing is sent. Nobody else's requests ever answer the
  // owner 429 (the limits that refuse are the requester's address only).
  const mailsTo = new RateLimiter(db, config.passwordMailsPerHour, 60 * 60_000)
  const mayMail = async (email: string) => (await mailsTo.hit(`mail:${emailKey(email)}`)) === 0

  /** Counts an attempt of this kind from the request's address (each kind its own counter); 429 when over. */
  async function limited(kind: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const key = `${kind}:ip:${request.ip}`
    const wait = await limiter.wait(key)
    if (wait) {
      tooManyRequests(reply, wait)
      return true
    }
    // Two requests racing past the check above: the atomic count decides.
    const over = await limiter.hit(key)
    if (over) tooManyRequests(reply, over)
    return over > 0
  }

  async function mailPasswordLink(accountId: number, email: string, welcome: boolean, locale: Locale) {
    const { token, hash } = newLinkToken()
    const minutes = welcome ? WELCOME_LINK_HOURS * 60 : RESET_TOKEN_MINUTES
    await db
      .insertInto('passwordTokens')
      .values({
        accountId,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
        usedAt: null,
        createdAt: nowIso(),
      })
      .execute()
    const link = `${config.publicUrl}/reset-password?token=${token}`
    await mailer.sendLink(
      email,
      welcome
        ? say(locale, 'server.email.welcome.subject')
        : say(locale, 'server.email.passwordReset.subject'),
      welcome
        ? say(locale, 'server.email.welcome.intro', { hours: WELCOME_LINK_HOURS })
        : say(locale, 'server.email.passwordReset.intro', { minutes: RESET_TOKEN_MINUTES }),
      link,
    )
  }

  async function mailRegistrationAttempt(email: string, locale: Locale) {
    const account = await db
      .selectFrom('accounts')
      .select(['email', 'role'])
      .where('emailKey', '=', emailKey(email))
      .executeTakeFirst()
    if (!account) return
    await mailer.sendLink(
      account.email,
      say(locale, 'server.email.registrationAttempt.subject'),
      say(locale, 'server.email.registrationAttempt.intro'),
      `${config.publicUrl}${account.role === 'staff' ? paths.matrimonialLogin : paths.login}`,
    )
  }

  // Only failed logins count: an office's kiosks share one address and log in all day. The slot is taken
  // BEFORE the password is checked (and given back on success), so a burst of simultaneous guesses gets
  // no more password checks than the limit allows.
  api.post('/user/login', async (request, reply) => {
    const body = validOr400(request.body, LoginBody, reply)
    if (!body) return reply
    const accountKey = `${emailKey(body.email)} ${request.ip}`
    const addressKey = `login:ip:${request.ip}`
    // The slot is taken before the password is checked: atomically, in the database, for every process.
    const wait = (await loginAddress.wait(addressKey)) || (await loginBackoff.reserve(accountKey))
    if (wait) return tooManyRequests(reply, wait)
    const over = await loginAddress.hit(addressKey)
    if (over) return tooManyRequests(reply, over)
    const account = await db
      .selectFrom('accounts')
      .selectAll()
      .where('emailKey', '=', emailKey(body.email))
      .executeTakeFirst()
    const ok = await verifyPassword(account?.passwordHash ?? null, body.password)
    if (!account || !ok) return reply.code(401).send({ message: msg.badCredentials })
    if (account.disabledAt) return reply.code(401).send({ message: privacyMsg.disabled })
    await loginBackoff.clear(accountKey)
    await loginAddress.release(addressKey)
    // Hashes made with older, weaker settings are upgraded while the password is at hand.
    if (account.passwordHash && needsRehash(account.passwordHash))
      await db
        .updateTable('accounts')
        .set({ passwordHash: await hashPassword(body.password) })
        .where('id', '=', account.id)
        .execute()
    if (body.as && body.as !== account.role)
      return reply.code(403).send({
        message: account.role === 'staff' ? msg.staffAccountOnMemberLogin : msg.memberAccountOnStaffLogin,
      })
    await db
      .updateTable('accounts')
      .set({ lastLoginAt: nowIso(), language: requestLocale(request) })
      .where('id', '=', account.id)
      .execute()
    const token = await tokens.sign({
      accountId: account.id,
      email: account.email,
      role: account.role,
      version: account.tokenVersion,
    })
    const own = await db
      .selectFrom('profiles')
      .select('firstName')
      .where('ownerAccountId', '=', account.id)
      .executeTakeFirst()
    return reply.send({
      token,
      user: {
        email: account.email,
        role: account.role,
        name: own?.firstName ?? account.displayName,
        ...(account.role === 'staff' && dutiesOf(account).length ? { duties: dutiesOf(account) } : {}),
      },
    })
  })

  // Logout ends this token on the server too (it is revoked by its id until it would have expired), so a
  // copy of it left on a shared kiosk or in a proxy log is worth nothing. Other devices stay logged in.
  api.post('/user/logout', { preHandler: ctx.auth.session }, async (request, reply) => {
    const { token } = callerOf(request)
    if (token) {
      await db
        .insertInto('revokedTokens')
        .values(token)
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute()
      await db.deleteFrom('revokedTokens').where('expiresAt', '<', nowIso()).execute()
    }
    return reply.code(204).send()
  })

  api.post('/user/forgot-password', async (request, reply) => {
    const body = validOr400(request.body, ForgotPasswordBody, reply)
    if (!body || (await limited('forgot', request, reply))) return reply
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('emailKey', '=', emailKey(body.email))
      .executeTakeFirst()
    if (account && (await mayMail(account.email)))
      await mailPasswordLink(account.id, account.email, false, requestLocale(request))
    // The same answer whether or not the account exists.
    return reply.code(202).send({ message: msg.verificationSent })
  })

  // Whose link this is, for the set-password page: the address it was mailed to (the holder of the link has
  // that mailbox) and whether the account has no password yet ("Set your password" after registering).
  api.get('/user/password-link', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token
    if (await limited('reset', request, reply)) return reply
    const link =
      typeof token === 'string' && token.length <= 200
        ? await db
            .selectFrom('passwordTokens')
            .innerJoin('accounts', 'accounts.id', 'passwordTokens.accountId')
            .select(['accounts.email', 'accounts.passwordHash'])
            .where('passwordTokens.tokenHash', '=', hashLinkToken(token))
            .where('passwordTokens.usedAt', 'is', null)
            .where('passwordTokens.expiresAt', '>', nowIso())
            .executeTakeFirst()
        : undefined
    if (!link) return reply.code(404).send({ message: msg.resetLinkInvalid })
    return reply.send({ email: link.email, firstPassword: link.passwordHash === null })
  })

  api.post('/user/reset-password', async (request, reply) => {
    const body = validOr400(request.body, ResetPasswordBody, reply)
    if (!body || (await limited('reset', request, reply))) return reply
    const now = nowIso()
    const invalid = () =>
      reply.code(400).send({ message: msg.resetLinkInvalid, errors: { token: msg.resetLinkInvalid } })
    // The link is checked before the new password is hashed: a wrong link costs a lookup, not a slow hash.
    const link = await db
      .selectFrom('passwordTokens')
      .select(['id', 'accountId'])
      .where('tokenHash', '=', hashLinkToken(body.token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst()
    if (!link) return invalid()
    const owner = await db
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', link.accountId)
      .executeTakeFirstOrThrow()
    const problem = passwordProblem(body.password, {
      email: owner.email,
      names: await namesOf(db, link.accountId),
    })
    if (problem) return reply.code(400).send({ message: problem, errors: { password: problem } })
    const passwordHash = await hashPassword(body.password)
    const done = await db.transaction().execute(async (trx) => {
      // Single use: the update only wins while the token is still unused (two tabs may race).
      const used = await trx
        .updateTable('passwordTokens')
        .set({ usedAt: now })
        .where('id', '=', link.id)
        .where('usedAt', 'is', null)
        .executeTakeFirst()
      if (Number(used.numUpdatedRows) !== 1) return null
      // A new password ends every session opened with the old one (their tokens carry the old version)
      // and every other open link of the account (an older e-mail must not set the password again).
      await trx
        .updateTable('accounts')
        .set((eb) => ({ passwordHash, updatedAt: now, tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('id', '=', link.accountId)
        .execute()
      await trx
        .updateTable('passwordTokens')
        .set({ usedAt: now })
        .where('accountId', '=', link.accountId)
        .where('usedAt', 'is', null)
        .execute()
      return trx
        .selectFrom('accounts')
        .select('role')
        .where('id', '=', link.accountId)
        .executeTakeFirstOrThrow()
    })
    if (!done) return invalid()
    // The screen sends members to the member login and staff to the office's.
    return reply.send({ message: msg.passwordSet, role: done.role })
  })

  api.post('/user/register', async (request, reply) => {
    const { notice, rest } = withoutNotice(request.body)
    const body = validOr400(rest, RegistrationBody, reply)
    if (!body) return reply
    const shown = noticeShownOr409(notice, reply)
    if (!shown || (await limited('register', request, reply))) return reply
    const { email, ...registration } = body
    const id = await insertAccount(db, {
      email,
      passwordHash: null,
      role: 'member',
      registration: JSON.stringify(registration),
      language: requestLocale(request),
    })
    if (id === null) {
      // The same answer as for a new address, so no one learns from it who is registered; the address's
      // owner is told by e-mail instead (they may have forgotten their account).
      if (await mayMail(email)) await mailRegistrationAttempt(email, requestLocale(request))
      return reply.code(201).send({ message: msg.verificationSent, email: null })
    }
    await insertDraftProfile(db, id, body)
    await recordSignupConsents(db, id, shown)
    await mayMail(email)
    await mailPasswordLink(id, email, true, requestLocale(request))
    return reply.code(201).send({ message: msg.verificationSent, email: null })
  })
}
