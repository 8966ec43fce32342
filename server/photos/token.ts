import { createHmac, timingSafeEqual } from 'node:crypto'
import { currentCaller } from '../accounts/guards'
import type { Caller } from '../accounts/guards'
import type { Db } from '../db/database'

// Images load through <img>, which sends no Authorization header: a logged-in page asks once for a photo
// token and puts it on every photo address (`?token=`, which the request log redacts). The token says only
// "this account, at this token version, during this session"; it is not a login token and opens nothing but
// photos. Each image request checks it like a session: the account's version (a password reset ends it),
// the session's logout (revokedTokens) and the expiry (the session's own).

export interface PhotoTokenIssuer {
  issue(caller: Caller, tokenVersion: number): { token: string; expiresAt: string }
  /** The caller the token speaks for, or null for a missing, forged, expired or ended one. */
  callerOf(db: Db, token: string | undefined): Promise<Caller | null>
}

interface Claims {
  a: number
  v: number
  j: string
  e: number
}

export function photoTokens(secret: Uint8Array): PhotoTokenIssuer {
  // A key of its own, derived from the server's secret: a photo token can never pass for a login token.
  const key = createHmac('sha256', secret).update('matrimony photo tokens v1').digest()
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest()

  return {
    issue(caller, tokenVersion) {
      const expiresAt = caller.token?.expiresAt ?? new Date(Date.now() + 3_600_000).toISOString()
      const claims: Claims = {
        a: caller.accountId,
        v: tokenVersion,
        j: caller.token?.jti ?? '',
        e: Math.floor(Date.parse(expiresAt) / 1000),
      }
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
      return { token: `${payload}.${mac(payload).toString('base64url')}`, expiresAt }
    },

    async callerOf(db, token) {
      const [payload, signature, extra] = (token ?? '').split('.')
      if (!payload || !signature || extra !== undefined || token!.length > 600) return null
      const given = Buffer.from(signature, 'base64url')
      const expected = mac(payload)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      let claims: Claims
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims
      } catch {
        return null
      }
      if (!Number.isInteger(claims.a) || typeof claims.j !== 'string' || !(claims.e * 1000 > Date.now()))
        return null
      // The same checks as a session's: gone, disabled, reset since or logged out ends the photo token too.
      return currentCaller(db, { accountId: claims.a, version: claims.v, jti: claims.j || null })
    },
  }
}
