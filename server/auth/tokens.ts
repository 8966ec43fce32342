import { randomBytes, createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { jwtVerify, SignJWT } from 'jose'
import { TOKEN_HOURS } from '../../shared/limits'

export interface Session {
  accountId: number
  email: string
  role: 'staff' | 'member'
}

/** JWT_SECRET, else a secret generated once and kept in the data folder: never a constant in code. */
export function loadSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured)
  const file = join(dataDir, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}

export function tokenIssuer(secret: Uint8Array) {
  return {
    sign: (s: Session) =>
      new SignJWT({ email: s.email, role: s.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(s.accountId))
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_HOURS}h`)
        .sign(secret),

    /** The session the token carries, or null for a missing, expired, forged or malformed token. */
    async verify(token: string): Promise<Session | null> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
        const accountId = Number(payload.sub)
        const { email, role } = payload as { email?: unknown; role?: unknown }
        if (
          !Number.isInteger(accountId) ||
          typeof email !== 'string' ||
          (role !== 'staff' && role !== 'member')
        )
          return null
        return { accountId, email, role }
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
