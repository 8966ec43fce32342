import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { RESET_TOKEN_MINUTES } from '../../shared/limits'
import { msg } from '../../shared/messages'
import { RegistrationBody } from '../../shared/schemas/registration'
import { ForgotPasswordBody, LoginBody, ResetPasswordBody } from '../../shared/schemas/session'
import type { AppContext } from '../context'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { hashLinkToken, newLinkToken } from '../auth/tokens'
import { insertAccount } from '../db/accounts'
import { insertDraftProfile } from '../profiles/from-registration'
import { nowIso, validOr400 } from '../http'

const emailKey = (email: string) => email.trim().toLowerCase()
const WELCOME_LINK_HOURS = 24

export function sessionRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, tokens, mailer, limiter, config } = ctx

  const keys = (request: FastifyRequest, email: string) => [`ip:${request.ip}`, `email:${emailKey(email)}`]

  function tooMany(reply: FastifyReply, wait: number): FastifyReply {
    const minutes = Math.max(1, Math.ceil(wait / 60_000))
    return reply
      .header('Retry-After', String(Math.ceil(wait / 1000)))
      .code(429)
      .send({ message: msg.tooManyAttempts(minutes) })
  }

  /** Counts an attempt per IP and per e-mail; answers 429 (with when to retry) when either is over. */
  function limited(request: FastifyRequest, reply: FastifyReply, email: string): boolean {
    const wait = Math.max(...keys(request, email).map((k) => limiter.hit(k)))
    if (wait) tooMany(reply, wait)
    return wait > 0
  }

  async function mailPasswordLink(accountId: number, email: string, welcome: boolean) {
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
      welcome ? 'Welcome: set your password' : 'Reset your password',
      welcome
        ? `Welcome! Open this link within ${WELCOME_LINK_HOURS} hours to set the password of your new account.`
        : `Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password. If you did not ask for it, ignore this mail.`,
      link,
    )
  }

  // Only failed logins count: an office's kiosks share one address and log in all day.
  api.post('/user/login', async (request, reply) => {
    const body = validOr400(request.body, LoginBody, reply)
    if (!body) return reply
    const wait = Math.max(...keys(request, body.email).map((k) => limiter.wait(k)))
    if (wait) return tooMany(reply, wait)
    const account = await db
      .selectFrom('accounts')
      .selectAll()
      .where('emailKey', '=', emailKey(body.email))
      .executeTakeFirst()
    const ok = await verifyPassword(account?.passwordHash ?? null, body.password)
    if (!account || !ok) {
      keys(request, body.email).forEach((k) => limiter.hit(k))
      return reply.code(401).send({ message: msg.badCredentials })
    }
    if (body.as && body.as !== account.role)
      return reply.code(403).send({
        message: account.role === 'staff' ? msg.staffAccountOnMemberLogin : msg.memberAccountOnStaffLogin,
      })
    await db.updateTable('accounts').set({ lastLoginAt: nowIso() }).where('id', '=', account.id).execute()
    const token = await tokens.sign({ accountId: account.id, email: account.email, role: account.role })
    const own = await db
      .selectFrom('profiles')
      .select('firstName')
      .where('ownerAccountId', '=', account.id)
      .executeTakeFirst()
    return reply.send({
      token,
      user: { email: account.email, role: account.role, name: own?.firstName ?? account.displayName },
    })
  })

  api.post('/user/forgot-password', async (request, reply) => {
    const body = validOr400(request.body, ForgotPasswordBody, reply)
    if (!body || limited(request, reply, body.email)) return reply
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('emailKey', '=', emailKey(body.email))
      .executeTakeFirst()
    if (account) await mailPasswordLink(account.id, account.email, false)
    // The same answer whether or not the account exists.
    return reply.code(202).send({ message: msg.verificationSent })
  })

  api.post('/user/reset-password', async (request, reply) => {
    const body = validOr400(request.body, ResetPasswordBody, reply)
    if (!body) return reply
    const now = nowIso()
    const passwordHash = await hashPassword(body.password)
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('passwordTokens')
        .select(['id', 'accountId'])
        .where('tokenHash', '=', hashLinkToken(body.token))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst()
      if (!row) return null
      // Single use: the update only wins while the token is still unused.
      const used = await trx
        .updateTable('passwordTokens')
        .set({ usedAt: now })
        .where('id', '=', row.id)
        .where('usedAt', 'is', null)
        .executeTakeFirst()
      if (Number(used.numUpdatedRows) !== 1) return null
      await trx
        .updateTable('accounts')
        .set({ passwordHash, updatedAt: now })
        .where('id', '=', row.accountId)
        .execute()
      return trx
        .selectFrom('accounts')
        .select('role')
        .where('id', '=', row.accountId)
        .executeTakeFirstOrThrow()
    })
    if (!done)
      return reply.code(400).send({ message: msg.resetLinkInvalid, errors: { token: msg.resetLinkInvalid } })
    // The screen sends members to the member login and staff to the office's.
    return reply.send({ message: 'Your password is set. You can log in now.', role: done.role })
  })

  api.post('/user/register', async (request, reply) => {
    const body = validOr400(request.body, RegistrationBody, reply)
    if (!body || limited(request, reply, body.email)) return reply
    const { email, ...registration } = body
    const id = await insertAccount(db, {
      email,
      passwordHash: null,
      role: 'member',
      registration: JSON.stringify(registration),
    })
    if (id === null)
      return reply.code(409).send({ message: msg.emailTaken, errors: { email: msg.emailTaken } })
    await insertDraftProfile(db, id, body)
    await mailPasswordLink(id, email, true)
    return reply.code(201).send({ message: msg.verificationSent, email: null })
  })
}
