import { is } from 'superstruct'
import type { Struct } from 'superstruct'
import { ErrorResponse } from '../../../shared/api'
// The two messages it gives itself are among the basic ones: a screen that reads one answer early does not
// carry the whole message table for them (shared/messages.ts says them under the same ids).
import { basicMsg as msg } from '../../../shared/basic-messages'
import type { FieldErrors } from '../../../shared/validation'
// Whoever shows a failure shows it in the language on screen (t.message).
import '../i18n/messages'
import type { EarlyAnswer } from './early-read'

// A failed call, apart from the API client (lib/api-client.ts re-exports it): a screen that only checks what
// failed, or reads its first answer early (lib/early-read.ts), does not load axios for it.

/** A failed call, in words a person can act on. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message)
  }
  get isNetwork() {
    return this.status === null
  }
}

/** The error of an answer that is not a success: the API's own message, else a general one. */
export function errorOfAnswer(status: number, data: unknown): ApiError {
  if (is(data, ErrorResponse)) return new ApiError(data.message, status, data.errors ?? {})
  return new ApiError(status >= 500 ? msg.unexpected : msg.badRequest, status)
}

/**
 * A success's body, checked as the API client checks every answer, or the ApiError it would give. Null when
 * the API client should ask again itself: nothing came back, or a 401 to the session's token (the client
 * then ends the session, as for any call).
 */
export function checkAnswer<T>(answer: EarlyAnswer, struct: Struct<T, unknown>): T | null {
  const { status, data, authorized } = answer
  if (status === null || (status === 401 && authorized)) return null
  if (status < 200 || status >= 300) throw errorOfAnswer(status, data)
  if (!is(data, struct)) throw new ApiError(msg.unexpected, 200)
  return data
}
