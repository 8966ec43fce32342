import { useState } from 'react'
import { Form } from 'react-final-form'
import { msg } from '../../../../shared/messages'
import { ForgotPasswordBody } from '../../../../shared/schemas/session'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, TextField } from '../../components/fields'
import { Modal } from '../../components/modal'
import { useT } from '../../i18n/use-t'
import { forgotPassword } from './api'
import { submitErrors } from '../../lib/submit-errors'

/** Forgot Password: asks the server to mail a reset link (spec deviation 4, docs/spec-deviations.md). */
export function ForgotPasswordPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('account', 'login', 'messages')
  const [sent, setSent] = useState(false)
  const close = () => {
    setSent(false)
    onClose()
  }
  return (
    <Modal open={open} onClose={close} title={t('login.forgot.title')} size="sm" closeOnBackdrop>
      {sent ? (
        <p className="form-success" role="status">
          {t.message(msg.verificationSent)}
        </p>
      ) : (
        <Form<ForgotPasswordBody>
          validate={formErrors(ForgotPasswordBody)}
          onSubmit={async (values) => {
            try {
              await forgotPassword(values.email)
              setSent(true)
              return undefined
            } catch (error) {
              return submitErrors(error)
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <p>{t('login.forgot.intro')}</p>
              <TextField name="email" label={t('account.form.email')} type="email" autoComplete="email" />
              <FormError error={submitError} />
              <Button type="submit" busy={submitting} busyLabel={t('account.form.submitting')}>
                {t('account.form.submit')}
              </Button>
            </form>
          )}
        </Form>
      )}
    </Modal>
  )
}
