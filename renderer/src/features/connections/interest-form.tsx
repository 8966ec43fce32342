import { Form } from 'react-final-form'
import { INTEREST_MESSAGE_MAX, InterestBody } from '../../../../shared/connections'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, TextAreaField } from '../../components/fields'
import { useT } from '../../i18n/use-t'
import { submitErrors } from '../../lib/submit-errors'
import { sendInterest } from './api'

/** Send interest, with an optional short message checked by the same rule as About Me. */
export function InterestForm({
  profileId,
  name,
  onSent,
}: {
  profileId: number
  name: string
  onSent: (message: string) => void
}) {
  const t = useT('discover', 'messages')
  return (
    <Form<{ message?: string }>
      validate={formErrors(InterestBody)}
      onSubmit={async (values) => {
        try {
          onSent((await sendInterest(profileId, values.message?.trim() || undefined)).message)
          return undefined
        } catch (error) {
          return submitErrors(error)
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextAreaField
            name="message"
            label={t('discover.interest.message', { name })}
            rows={3}
            maxLength={INTEREST_MESSAGE_MAX}
            hint={t('discover.interest.hint', { max: INTEREST_MESSAGE_MAX })}
          />
          <FormError error={submitError} />
          <Button type="submit" busy={submitting} busyLabel={t('discover.interest.sending')}>
            {t('discover.interest.send')}
          </Button>
        </form>
      )}
    </Form>
  )
}
