import { randomBytes, randomUUID, createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { jwtVerify, SignJWT } from 'jose'
import { TOKEN_HOURS } from '../../shared/limits'

export interface Session {
  accountId: number
  email: string
  role: 'staff' | 'member'
  /** The account's token version when the token was issued; a password reset raises the account's. */
  version: number
}

/** A verified token: its session, and what logout needs to revoke it (its id and expiry). */
export interface VerifiedToken extends Session {
  jti: string
  expiresAt: string
}

/** JWT_SECRET, else a secret generated once and kept in the data folder: never a constant in code. */
export function loadSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured)
  const file = join(dataDir, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
  }
  // Only the server's user may read it (also a file made by an earlier version with looser rights).
  chmodSync(file, 0o600)
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}

export function tokenIssuer(secret: Uint8Array) {
  return {
    sign: (s: Session) =>
      new SignJWT({ email: s.email, role: s.role, ver: s.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(s.accountId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_HOURS}h`)
        .sign(secret),

    /** The token's session, or null for a missing, expired, forged or malformed token. */
    async verify(token: string): Promise<VerifiedToken | null> {
      try {
        // A token without an expiry, an id or a version is not one of ours (or predates them): refused.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub', 'jti', 'ver'],
        })
        const accountId = Number(payload.sub)
        const { email, role, ver } = payload as { email?: unknown; role?: unknown; ver?: unknown }
        if (
          !Number.isInteger(accountId) ||
          typeof email !== 'string' ||
          (role !== 'staff' && role !== 'member') ||
          typeof ver !== 'number' ||
          !Number.isInteger(ver) ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number'
        )
          return null
        const expiresAt = new Date(payload.exp * 1000).toISOString()
        return { accountId, email, role, version: ver, jti: payload.jti, expiresAt }
      } catch {
        return null
      }
    },
  }
}
export type TokenIssuer = ReturnType<typeof tokenIssuer>

/** One-time links: the e-mail carries the random token, the database only its hash. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')
