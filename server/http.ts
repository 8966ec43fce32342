import type { FastifyReply } from 'fastify'
import type { Struct } from 'superstruct'
import { msg } from '../shared/messages'
import { check } from '../shared/validation'

/** Validates a body or query with the form's own struct; on failure answers 400 with the form's messages. */
export function validOr400<T>(value: unknown, struct: Struct<T, unknown>, reply: FastifyReply): T | null {
  const result = check(value ?? undefined, struct)
  if (result.ok) return result.value
  void reply.code(400).send({ message: msg.badRequest, errors: result.errors })
  return null
}

/** 429 with when to retry, in seconds (Retry-After) and in words. */
export function tooManyRequests(
  reply: FastifyReply,
  waitMs: number,
  /** What to say instead of "wait N minutes" (a wait of seconds). */
  message = msg.tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60_000))),
): FastifyReply {
  return reply
    .header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
    .code(429)
    .send({ message })
}

// Query parameters that carry secrets: reset and consent links (token), printed consent codes (code).
const SECRET_PARAM = /token|code|secret|password|jti|email/i

/** The URL as the request log may show it: the values of secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0]
      let decoded = name
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '))
      } catch {
        // A malformed name is logged as sent; its value is hidden below all the same.
      }
      return SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair
    })
  return `${url.slice(0, q)}?${params.join('&')}`
}

export const nowIso = () => new Date().toISOString()
