import { useState } from 'react'
import { Form } from 'react-final-form'
import { INTEREST_MESSAGE_MAX, InterestBody } from '../../../../shared/connections'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, TextAreaField } from '../../components/fields'
import { useT } from '../../i18n/use-t'
import { useActingProfile } from '../../lib/acting-profile'
import { submitErrors } from '../../lib/submit-errors'
import { sendInterest } from './api'

/**
 * Send interest, with an optional short message checked by the same rule as About Me. Nothing leaves before
 * a confirmation that names both families, the one it goes from and the one it goes to.
 */
export function InterestForm({
  profileId,
  name,
  userId,
  onSent,
}: {
  profileId: number
  name: string
  userId: string
  onSent: (message: string) => void
}) {
  const t = useT('discover', 'messages')
  const from = useActingProfile()
  const [confirming, setConfirming] = useState(false)
  return (
    <Form<{ message?: string }>
      validate={formErrors(InterestBody)}
      onSubmit={async (values) => {
        if (!confirming) {
          setConfirming(true)
          return undefined
        }
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
          {confirming ? (
            <div role="group" aria-labelledby={`confirm-interest-${profileId}`}>
              <p id={`confirm-interest-${profileId}`}>
                <strong>
                  {t('discover.interest.confirm', {
                    from: from?.firstName ?? '…',
                    fromId: from?.userId ?? '…',
                    to: name,
                    toId: userId,
                  })}
                </strong>
              </p>
              <div className="form-actions">
                <Button type="submit" busy={submitting} busyLabel={t('discover.interest.sending')}>
                  {t('discover.interest.confirmSend')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)} disabled={submitting}>
                  {t('discover.interest.goBack')}
                </Button>
              </div>
            </div>
          ) : (
            <Button type="submit">{t('discover.interest.send')}</Button>
          )}
        </form>
      )}
    </Form>
  )
}
