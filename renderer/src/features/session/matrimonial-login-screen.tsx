import { useState } from 'react'
import { Form } from 'react-final-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSetAtom } from 'jotai'
import { paths } from '../../../../shared/routes'
import { LoginBody } from '../../../../shared/schemas/session'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, TextField } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { sessionAtom } from '../../lib/session'
import { login } from './api'
import { ForgotPasswordPopup } from './forgot-password-popup'
import { submitErrors } from '../../lib/submit-errors'

export function MatrimonialLoginScreen() {
  const t = useT('account', 'login', 'messages')
  usePageTitle(t('login.staff.title'))
  const navigate = useNavigate()
  const setSession = useSetAtom(sessionAtom)
  const [forgotOpen, setForgotOpen] = useState(false)
  const notice = (useLocation().state as { notice?: string } | null)?.notice

  return (
    <div className="container">
      <div className="card form-card">
        <h1>{t('login.staff.heading')}</h1>
        <p className="muted">{t('login.staff.intro')}</p>
        {notice && (
          <p className="form-success" role="status">
            {t.message(notice)}
          </p>
        )}
        <Form<LoginBody>
          validate={formErrors(LoginBody)}
          onSubmit={async (values) => {
            try {
              const { token, user } = await login({ ...values, as: 'staff' })
              setSession({ token, email: user.email, role: user.role, name: user.name, duties: user.duties })
              navigate(paths.matrimonialForm)
              return undefined
            } catch (error) {
              return submitErrors(error)
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="email" label={t('account.form.email')} type="email" autoComplete="username" />
              <TextField
                name="password"
                label={t('account.form.password')}
                type="password"
                autoComplete="current-password"
              />
              <div className="form-actions">
                <Button type="submit" busy={submitting} busyLabel={t('account.form.loggingIn')}>
                  {t('account.form.login')}
                </Button>
                <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
                  {t('login.staff.forgot')}
                </button>
              </div>
              <FormError error={submitError} />
            </form>
          )}
        </Form>
      </div>
      <ForgotPasswordPopup open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  )
}
