import axios, { AxiosError } from 'axios'
import type { AxiosRequestConfig } from 'axios'
import type { Struct } from 'superstruct'
import { is } from 'superstruct'
import { REQUEST_TIMEOUT_MS } from '../../../shared/limits'
import { msg } from '../../../shared/messages'
import { store } from '../app/store'
import { i18n } from '../i18n/i18n'
import '../i18n/messages'
import { ApiError, errorOfAnswer } from './api-error'
import { apiBaseUrl } from './platform'
import { endSession, SESSION_LOST_EVENT, sessionAtom } from './session'

export { ApiError } from './api-error'

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
  return errorOfAnswer(status, data)
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
