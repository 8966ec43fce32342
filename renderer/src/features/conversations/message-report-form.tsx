import { Form } from 'react-final-form'
import { REPORT_DETAILS_MAX, ReportBody, reportReasonOptions } from '../../../../shared/connections'
import type { ReportReason } from '../../../../shared/connections'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, RadioGroupField, TextAreaField } from '../../components/fields'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { reportMessage } from '../../lib/conversations-api'
import { submitErrors } from '../../lib/submit-errors'

const reasonIds: Record<ReportReason, MessageId> = {
  fake: 'discover.report.reason.fake',
  harassment: 'discover.report.reason.harassment',
  money: 'discover.report.reason.money',
  married: 'discover.report.reason.married',
  privacy: 'discover.report.reason.privacy',
  other: 'discover.report.reason.other',
}

/** Report one message to the moderators (who read it with the messages around it). */
export function MessageReportForm({
  messageId,
  onDone,
  onCancel,
}: {
  messageId: number
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
          onDone((await reportMessage(messageId, values as ReportBody)).message)
          return undefined
        } catch (error) {
          return submitErrors(error)
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('discover.conversations.reportTitle')}>
          <RadioGroupField
            name="reason"
            label={t('discover.conversations.reportReason')}
            required
            options={reasons}
          />
          <TextAreaField
            name="details"
            label={t('discover.conversations.reportDetails')}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
          />
          <FormError error={submitError} />
          <div className="form-actions">
            <Button type="submit" busy={submitting} busyLabel={t('discover.report.sending')}>
              {t('discover.conversations.sendReport')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('discover.conversations.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  )
}
