import { useEffect, useState } from 'react'
import { Form } from 'react-final-form'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { ResetPasswordForm } from '../../../../shared/schemas/session'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, TextField } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { useSetAtom } from 'jotai'
import { login, passwordLink, resetPassword } from './api'
import { loginPathOf, sessionAtom } from '../../lib/session'
import { submitErrors } from '../../lib/submit-errors'

export function ResetPasswordScreen() {
  const t = useT('account', 'login', 'messages')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const setSession = useSetAtom(sessionAtom)
  // Whose link it is: a family that has just registered sets its first password, for the address it gave.
  const [owner, setOwner] = useState<{ email: string; firstPassword: boolean } | null>(null)
  useEffect(() => {
    if (!token) return
    let live = true
    passwordLink(token)
      .then((found) => live && setOwner(found))
      .catch(() => undefined) // A used or expired link says so when the password is saved.
    return () => {
      live = false
    }
  }, [token])
  const title = owner?.firstPassword ? t('login.reset.titleFirst') : t('login.reset.title')
  usePageTitle(title)
  return (
    <div className="container">
      <div className="card form-card">
        <h1>{title}</h1>
        {owner?.firstPassword && <p>{t('login.reset.firstLead')}</p>}
        {!token ? (
          <p className="form-error" role="alert">
            {t.message(msg.resetLinkInvalid)} <Link to={paths.login}>{t('login.reset.goToLogin')}</Link>
          </p>
        ) : (
          <Form<ResetPasswordForm>
            validate={formErrors(ResetPasswordForm)}
            onSubmit={async (values) => {
              try {
                const { message, role } = await resetPassword(token, values.password)
                // A member who has just registered goes straight on to the profile, logged in with the
                // address and password of this page: no second typing of either.
                // Should that login fail, the password is set all the same: the login page says so.
                if (owner?.firstPassword && role === 'member') {
                  const session = await login({ email: owner.email, password: values.password, as: 'member' })
                    .then(({ token: jwt, user }) => ({
                      token: jwt,
                      email: user.email,
                      role: user.role,
                      name: user.name,
                    }))
                    .catch(() => null)
                  if (session) {
                    setSession(session)
                    navigate(paths.profile)
                    return undefined
                  }
                }
                navigate(loginPathOf(role), { state: { notice: message } })
                return undefined
              } catch (error) {
                return submitErrors(error)
              }
            }}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                {owner && (
                  // The address the account logs in with, filled in (and offered to password managers).
                  <div className="field">
                    <div className="field-label">
                      <label htmlFor="reset-email">{t('account.form.email')}</label>
                    </div>
                    <input
                      id="reset-email"
                      className="input"
                      type="email"
                      value={owner.email}
                      autoComplete="username"
                      readOnly
                    />
                  </div>
                )}
                <TextField
                  name="password"
                  label={t('login.reset.newPassword')}
                  type="password"
                  autoComplete="new-password"
                  hint={t('login.reset.hint')}
                />
                <TextField
                  name="confirm"
                  label={t('login.reset.confirm')}
                  type="password"
                  autoComplete="new-password"
                />
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel={t('login.reset.saving')}>
                  {t('login.reset.save')}
                </Button>
              </form>
            )}
          </Form>
        )}
      </div>
    </div>
  )
}
