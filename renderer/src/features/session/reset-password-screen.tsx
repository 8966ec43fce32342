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
import { resetPassword } from './api'
import { loginPathOf } from '../../lib/session'
import { submitErrors } from '../../lib/submit-errors'

export function ResetPasswordScreen() {
  const t = useT('account', 'messages')
  usePageTitle(t('account.reset.title'))
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  return (
    <div className="container">
      <div className="card form-card">
        <h1>{t('account.reset.title')}</h1>
        {!token ? (
          <p className="form-error" role="alert">
            {t.message(msg.resetLinkInvalid)} <Link to={paths.login}>{t('account.reset.goToLogin')}</Link>
          </p>
        ) : (
          <Form<ResetPasswordForm>
            validate={formErrors(ResetPasswordForm)}
            onSubmit={async (values) => {
              try {
                const { message, role } = await resetPassword(token, values.password)
                navigate(loginPathOf(role), { state: { notice: message } })
                return undefined
              } catch (error) {
                return submitErrors(error)
              }
            }}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                <TextField
                  name="password"
                  label={t('account.reset.newPassword')}
                  type="password"
                  autoComplete="new-password"
                  hint={t('account.reset.hint')}
                />
                <TextField
                  name="confirm"
                  label={t('account.reset.confirm')}
                  type="password"
                  autoComplete="new-password"
                />
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel={t('account.reset.saving')}>
                  {t('account.reset.save')}
                </Button>
              </form>
            )}
          </Form>
        )}
      </div>
    </div>
  )
}
