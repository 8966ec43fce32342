import type { FastifyInstance } from 'fastify'
import { CappedMap, createChallenge, verifySolution } from 'altcha-lib'
import type { Challenge, Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { AppContext } from '../context'
import { RateLimiter } from '../rate-limiter'

// Self-hosted proof-of-work captcha (DESIGN.md deviation 6): signed, short-lived, each solution used once.
const CHALLENGE_MINUTES = 10
const COST = 2000

export function captcha(secret: string) {
  const used = new CappedMap<string, true>({ maxSize: 10_000 })
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
        if (!challenge?.signature || used.has(challenge.signature)) return false
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret })
        // setIfAbsent is synchronous: of two copies of one solution, only the first is accepted.
        return result.verified && used.setIfAbsent(challenge.signature, true)
      } catch {
        return false
      }
    },
  }
}
export type Captcha = ReturnType<typeof captcha>

export function captchaRoutes(api: FastifyInstance, { captcha }: AppContext) {
  const limiter = new RateLimiter(60, 60_000)
  api.get('/captcha/challenge', async (request, reply) => {
    const wait = limiter.hit(request.ip)
    if (wait)
      return reply
        .header('Retry-After', String(Math.ceil(wait / 1000)))
        .code(429)
        .send({ message: 'Too many requests. Please wait a minute.' })
    return reply.header('Cache-Control', 'no-store').send(await captcha.challenge())
  })
}
