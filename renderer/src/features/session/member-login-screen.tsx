import { useState } from 'react'
import { Form } from 'react-final-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSetAtom } from 'jotai'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { LoginBody } from '../../../../shared/schemas/session'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { CheckboxField, FormError, TextField } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { sessionAtom } from '../../lib/session'
import { login } from './api'
import { ForgotPasswordPopup } from './forgot-password-popup'
import { submitErrors } from '../../lib/submit-errors'

interface MemberLoginValues extends Partial<LoginBody> {
  keep?: boolean
}

// One object for every render: a re-render (a switch of language) does not reset what is typed.
const initialValues: MemberLoginValues = { keep: true }

/** The members' login (spec deviation 7, docs/spec-deviations.md): a real login that goes to My profile. */
export function MemberLoginScreen() {
  const t = useT('account', 'login', 'messages')
  usePageTitle(t('login.member.title'))
  const navigate = useNavigate()
  const setSession = useSetAtom(sessionAtom)
  const [forgotOpen, setForgotOpen] = useState(false)
  const [mobileNote, setMobileNote] = useState(false)
  const validateLogin = formErrors(LoginBody)
  const state = useLocation().state as { notice?: string; from?: string } | null
  const from = state?.from?.startsWith('/') ? state.from : undefined

  return (
    <div className="container">
      <div className="card form-card">
        <h1>{t('login.member.heading')}</h1>
        {state?.notice && (
          <p className="form-success" role="status">
            {t.message(state.notice)}
          </p>
        )}
        <Form<MemberLoginValues>
          initialValues={initialValues}
          validate={({ keep: _keep, ...values }) => validateLogin(values)}
          onSubmit={async ({ keep, ...values }) => {
            try {
              const { token, user } = await login({ ...(values as LoginBody), as: 'member' })
              setSession({ token, email: user.email, role: user.role, name: user.name, keep: Boolean(keep) })
              navigate(from ?? paths.myProfile)
              return undefined
            } catch (error) {
              return submitErrors(error)
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField
                name="email"
                label={t('account.form.email')}
                type="email"
                autoComplete="username"
                required
              />
              <TextField
                name="password"
                label={t('account.form.password')}
                type="password"
                autoComplete="current-password"
                required
              />
              <div className="form-actions spread">
                <CheckboxField name="keep" label={t('login.member.keep')} />
                <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
                  {t('login.member.forgot')}
                </button>
              </div>
              <FormError error={submitError} />
              <Button
                type="submit"
                busy={submitting}
                busyLabel={t('account.form.loggingIn')}
                className="wide"
              >
                {t('account.form.login')}
              </Button>
            </form>
          )}
        </Form>
        <p className="divider">
          <span>{t('login.member.or')}</span>
        </p>
        <Button
          variant="secondary"
          className="wide"
          onClick={() => setMobileNote(true)}
          aria-describedby={mobileNote ? 'mobile-note' : undefined}
        >
          {t('login.member.mobile')}
        </Button>
        {mobileNote && (
          <p id="mobile-note" className="field-hint" role="status">
            {t.message(msg.mobileLoginUnavailable)}
          </p>
        )}
      </div>
      <ForgotPasswordPopup open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  )
}
