import {
  AcceptedResponse,
  LoginResponse,
  PasswordLinkResponse,
  PasswordSetResponse,
} from '../../../../shared/api'
import type { LoginBody } from '../../../../shared/schemas/session'
import { request } from '../../lib/api-client'

export const login = (body: LoginBody) =>
  request({ method: 'POST', url: 'user/login', data: body }, LoginResponse)

export const forgotPassword = (email: string) =>
  request({ method: 'POST', url: 'user/forgot-password', data: { email } }, AcceptedResponse)

export const resetPassword = (token: string, password: string) =>
  request({ method: 'POST', url: 'user/reset-password', data: { token, password } }, PasswordSetResponse)

export const passwordLink = (token: string) =>
  request({ method: 'GET', url: 'user/password-link', params: { token } }, PasswordLinkResponse)
