import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Locale } from '../../shared/i18n'
import { msg } from '../../shared/messages'
import { privacyMsg } from '../../shared/privacy'
import type { TokenIssuer } from '../auth/tokens'
import type { Db } from '../db/database'
import { statedLocale } from '../i18n'
import { reviewScope } from './roles'

/** The account behind a request, as the database has it now (not as the token remembered it). */
export interface Caller {
  accountId: number
  email: string
  role: 'staff' | 'member'
  officeId: number | null
  displayName: string | null
  /** Staff: 'admin' manages the office's staff and reads its audit log (absent for callers made in code). */
  staffRole?: 'staff' | 'admin' | null
  /** The head office's central team: 'moderator' or 'head_admin' (absent for callers made in code). */
  centralRole?: 'moderator' | 'head_admin' | null
  /** The language the account last used the service in (absent for callers made in code). */
  language?: Locale | null
  /** The token this request came with (absent for callers made in code): logout revokes it by its id. */
  token?: { jti: string; expiresAt: string }
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/**
 * The account a token (or a token derived from it, like a photo token) still speaks for, as the database has
 * it now: null when the account is gone, disabled, its password was reset since (an older version), or this
 * token was logged out.
 */
export async function currentCaller(
  db: Db,
  claims: { accountId: number; version: number; jti: string | null; expiresAt?: string },
): Promise<Caller | null> {
  const account = await db
    .selectFrom('accounts')
    .select([
      'id',
      'email',
      'role',
      'officeId',
      'displayName',
      'tokenVersion',
      'staffRole',
      'centralRole',
      'disabledAt',
      'language',
    ])
    .where('id', '=', claims.accountId)
    .executeTakeFirst()
  if (!account || account.tokenVersion !== claims.version || account.disabledAt) return null
  if (claims.jti) {
    const revoked = await db
      .selectFrom('revokedTokens')
      .select('jti')
      .where('jti', '=', claims.jti)
      .executeTakeFirst()
    if (revoked) return null
  }
  return {
    accountId: account.id,
    email: account.email,
    role: account.role,
    officeId: account.officeId,
    displayName: account.displayName,
    staffRole: account.staffRole,
    centralRole: account.centralRole,
    language: account.language,
    ...(claims.jti && claims.expiresAt ? { token: { jti: claims.jti, expiresAt: claims.expiresAt } } : {}),
  }
}

export async function callerFromToken(db: Db, tokens: TokenIssuer, header: string | undefined) {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  const session = match ? await tokens.verify(match[1]) : null
  if (!session) return null
  return currentCaller(db, {
    accountId: session.accountId,
    version: session.version,
    jti: session.jti,
    expiresAt: session.expiresAt,
  })
}

/** The preHandlers every domain uses: who may call what is declared on the route, never re-checked inline. */
export function guards(db: Db, tokens: TokenIssuer) {
  const load =
    (role: Caller['role'] | null): Hook =>
    async (request, reply) => {
      const caller = await callerFromToken(db, tokens, request.headers.authorization)
      if (!caller) return reply.code(401).send({ message: msg.sessionExpired })
      if (role && caller.role !== role)
        return reply.code(403).send({ message: role === 'staff' ? msg.staffOnly : msg.memberOnly })
      request.caller = caller
      // The language the account now uses the service in: what others' actions are e-mailed to it in.
      const language = statedLocale(request)
      if (language && language !== caller.language)
        await db.updateTable('accounts').set({ language }).where('id', '=', caller.accountId).execute()
    }
  return {
    session: load(null),
    member: load('member'),
    staff: load('staff'),
    /** Office admins: staff whose role lets them manage their office's staff and read its audit log. */
    officeAdmin: (async (request, reply) => {
      await load('staff')(request, reply)
      if (reply.sent) return reply
      if (request.caller?.staffRole !== 'admin')
        return reply.code(403).send({ message: privacyMsg.adminOnly })
    }) as Hook,
    /** Reviewers: moderators (every office) and office admins (their own office's profiles only). */
    reviewer: (async (request, reply) => {
      await load('staff')(request, reply)
      if (reply.sent) return reply
      if (!reviewScope(request.caller!)) return reply.code(403).send({ message: msg.reviewersOnly })
    }) as Hook,
    /** Head-office admins: they create offices and their first admin. */
    headAdmin: (async (request, reply) => {
      await load('staff')(request, reply)
      if (reply.sent) return reply
      if (request.caller?.centralRole !== 'head_admin')
        return reply.code(403).send({ message: msg.headAdminOnly })
    }) as Hook,
    /** Anyone; a valid token identifies the caller, a missing or bad one leaves them anonymous. */
    optional: (async (request) => {
      request.caller = (await callerFromToken(db, tokens, request.headers.authorization)) ?? undefined
    }) as Hook,
  }
}
export type Guards = ReturnType<typeof guards>

/** The caller a guarded route was given; its preHandler made sure there is one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route without an auth preHandler')
  return request.caller
}
