import axios, { AxiosError } from 'axios'
import type { AxiosRequestConfig } from 'axios'
import type { Struct } from 'superstruct'
import { is } from 'superstruct'
import { ErrorResponse } from '../../../shared/api'
import { REQUEST_TIMEOUT_MS } from '../../../shared/limits'
import { msg } from '../../../shared/messages'
import type { FieldErrors } from '../../../shared/validation'
import { store } from '../app/store'
import { i18n } from '../i18n/i18n'
import '../i18n/messages'
import type { EarlyAnswer } from './early-read'
import { apiBaseUrl } from './platform'
import { endSession, SESSION_LOST_EVENT, sessionAtom } from './session'

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

const http = axios.create({
  baseURL: apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
})

http.interceptors.request.use((config) => {
  const token = store.get(sessionAtom)?.token
  if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`
  // The API answers (messages, e-mails it sends) in the language on screen.
  if (i18n.locale) config.headers['Accept-Language'] = i18n.locale
  return config
})

/** A failed answer as an ApiError; a 401 to a call that carried the token ends the session. */
function answerError(status: number, data: unknown, authorized: boolean): ApiError {
  if (status === 401 && authorized) {
    const loginPath = endSession()
    window.dispatchEvent(new CustomEvent(SESSION_LOST_EVENT, { detail: { loginPath } }))
  }
  if (is(data, ErrorResponse)) return new ApiError(data.message, status, data.errors ?? {})
  return new ApiError(status >= 500 ? msg.unexpected : msg.badRequest, status)
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (!(error instanceof AxiosError) || !error.response) return new ApiError(msg.network, null)
  const { status, data } = error.response
  return answerError(status, data, Boolean(error.config?.headers?.Authorization))
}

/** One call: the body of a 2xx answer checked against its struct, or an ApiError. */
export async function request<T>(config: AxiosRequestConfig, struct: Struct<T, unknown>): Promise<T> {
  try {
    const { data } = await http.request<unknown>(config)
    if (!is(data, struct)) throw new ApiError(msg.unexpected, 200)
    return data
  } catch (error) {
    throw toApiError(error)
  }
}

/** An answer read without axios (lib/early-read.ts), checked and turned into an ApiError as `request` does. */
export function checkAnswer<T>(answer: EarlyAnswer, struct: Struct<T, unknown>): T {
  const { status, data, authorized } = answer
  if (status === null) throw new ApiError(msg.network, null)
  if (status < 200 || status >= 300) throw answerError(status, data, authorized)
  if (!is(data, struct)) throw new ApiError(msg.unexpected, 200)
  return data
}
