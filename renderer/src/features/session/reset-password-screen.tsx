import { Form } from 'react-final-form'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { ResetPasswordForm } from '../../../../shared/schemas/session'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, TextField } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { resetPassword } from './api'
import { loginPathOf } from '../../lib/session'
import { submitErrors } from '../../lib/submit-errors'

export function ResetPasswordScreen() {
  usePageTitle('Set a new password')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  return (
    <div className="container">
      <div className="card form-card">
        <h1>Set a new password</h1>
        {!token ? (
          <p className="form-error" role="alert">
            {msg.resetLinkInvalid} <Link to={paths.login}>Go to login</Link>
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
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  hint="At least 8 characters."
                />
                <TextField
                  name="confirm"
                  label="New password again"
                  type="password"
                  autoComplete="new-password"
                />
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel="Saving...">
                  Save password
                </Button>
              </form>
            )}
          </Form>
        )}
      </div>
    </div>
  )
}
