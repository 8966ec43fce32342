import { Form } from 'react-final-form'
import { REPORT_DETAILS_MAX, ReportBody, reportReasonOptions } from '../../../../shared/connections'
import type { ReportReason } from '../../../../shared/connections'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, RadioGroupField, TextAreaField } from '../../components/fields'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { submitErrors } from '../../lib/submit-errors'
import { reportProfile } from './api'

const reasonIds: Record<ReportReason, MessageId> = {
  fake: 'discover.report.reason.fake',
  harassment: 'discover.report.reason.harassment',
  money: 'discover.report.reason.money',
  married: 'discover.report.reason.married',
  privacy: 'discover.report.reason.privacy',
  other: 'discover.report.reason.other',
}

/** Report a profile to the office's moderators: a reason, and words when the reason is "Other". */
export function ReportForm({
  profileId,
  name,
  onDone,
  onCancel,
}: {
  profileId: number
  name: string
  onDone: (message: string) => void
  onCancel: () => void
}) {
  const t = useT('discover', 'messages')
  const reasons = reportReasonOptions.map((o) => ({ value: o.value, label: t(reasonIds[o.value]) }))
  return (
    <Form<{ reason?: ReportReason; details?: string }>
      validate={formErrors(ReportBody)}
      onSubmit={async (values) => {
        try {
          onDone((await reportProfile(profileId, values as ReportBody)).message)
          return undefined
        } catch (error) {
          return submitErrors(error)
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('discover.report.title', { name })}>
          <RadioGroupField
            name="reason"
            label={t('discover.report.why', { name })}
            required
            options={reasons}
          />
          <TextAreaField
            name="details"
            label={t('discover.report.details')}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            hint={t('discover.report.detailsHint')}
          />
          <FormError error={submitError} />
          <div className="form-actions">
            <Button type="submit" busy={submitting} busyLabel={t('discover.report.sending')}>
              {t('discover.report.send')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('discover.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  )
}
