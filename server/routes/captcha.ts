import type { FastifyInstance } from 'fastify'
import { createChallenge, verifySolution } from 'altcha-lib'
import type { Challenge, Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { msg } from '../../shared/messages'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import { RateLimiter } from '../rate-limiter'

// Self-hosted proof-of-work captcha (spec deviation 6, docs/spec-deviations.md): signed, short-lived, each solution used once.
const CHALLENGE_MINUTES = 10
const COST = 2000

export function captcha(secret: string, db: Db) {
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: COST,
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
      }),

    /** True for a valid, unexpired, never-seen-before solution of one of our challenges. */
    async verify(payload: string): Promise<boolean> {
      try {
        const { challenge, solution } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
          challenge: Challenge
          solution: Solution
        }
        if (!challenge?.signature) return false
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret })
        if (!result.verified) return false
        // Used once, across restarts: the database keeps each accepted signature until its challenge expires,
        // and of two copies of one solution only the first insert counts.
        const now = Date.now()
        const expiresSeconds = challenge.parameters.expiresAt ?? now / 1000 + CHALLENGE_MINUTES * 60
        const inserted = await db
          .insertInto('usedCaptchas')
          .values({
            signature: challenge.signature,
            expiresAt: new Date(expiresSeconds * 1000).toISOString(),
          })
          .onConflict((oc) => oc.column('signature').doNothing())
          .returning('signature')
          .executeTakeFirst()
        await db.deleteFrom('usedCaptchas').where('expiresAt', '<', new Date(now).toISOString()).execute()
        return inserted !== undefined
      } catch {
        return false
      }
    },
  }
}
export type Captcha = ReturnType<typeof captcha>

export function captchaRoutes(api: FastifyInstance, { captcha, db }: AppContext) {
  const limiter = new RateLimiter(db, 60, 60_000)
  api.get('/captcha/challenge', async (request, reply) => {
    const wait = await limiter.hit(`captcha:${request.ip}`)
    if (wait)
      return reply
        .header('Retry-After', String(Math.ceil(wait / 1000)))
        .code(429)
        .send({ message: msg.tooManyRequests })
    return reply.header('Cache-Control', 'no-store').send(await captcha.challenge())
  })
}
