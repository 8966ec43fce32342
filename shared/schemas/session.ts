import { define, object, refine } from 'superstruct'
import type { Infer } from 'superstruct'
import { PASSWORD_MAX, PASSWORD_MIN } from '../limits'
import { msg } from '../messages'
import { email, isBlank, optionalOneOf, requiredText } from '../validation'

// Passwords are never trimmed: a space is a character like any other.
const password = define<string>('password', (v) => {
  if (isBlank(v) || typeof v !== 'string') return msg.passwordRequired
  return v.length <= PASSWORD_MAX || msg.tooLong(PASSWORD_MAX)
})

const newPassword = define<string>('new-password', (v) => {
  if (isBlank(v) || typeof v !== 'string') return msg.passwordRequired
  if (v.length < PASSWORD_MIN) return msg.passwordMin
  return v.length <= PASSWORD_MAX || msg.tooLong(PASSWORD_MAX)
})

export const loginEmail = email(msg.required, msg.invalidEmailFormat)

/** Which login screen sent it: a member's account logs in on /login, a staff account on the office's. */
export const accountKindOptions = [
  { value: 'member', label: 'Member' },
  { value: 'staff', label: 'Office staff' },
] as const

export const LoginBody = object({ email: loginEmail, password, as: optionalOneOf(accountKindOptions) })
export type LoginBody = Infer<typeof LoginBody>

/** The simple login screen also sends whether to keep the session; the API ignores nothing it does not know. */
export const ForgotPasswordBody = object({ email: loginEmail })
export type ForgotPasswordBody = Infer<typeof ForgotPasswordBody>

export const ResetPasswordBody = object({
  token: requiredText(msg.resetLinkInvalid, { max: 200 }),
  password: newPassword,
})
export type ResetPasswordBody = Infer<typeof ResetPasswordBody>

/** The reset page's form: the new password twice. */
export const ResetPasswordForm = refine(object({ password: newPassword, confirm: password }), 'same', (v) =>
  v.password === v.confirm ? true : { path: ['confirm'], key: 'confirm', message: msg.passwordsDiffer },
)
export type ResetPasswordForm = Infer<typeof ResetPasswordForm>
