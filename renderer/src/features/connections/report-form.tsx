import { Form } from 'react-final-form'
import { REPORT_DETAILS_MAX, ReportBody, reportReasonOptions } from '../../../../shared/connections'
import type { ReportReason } from '../../../../shared/connections'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, RadioGroupField, TextAreaField } from '../../components/fields'
import { submitErrors } from '../../lib/submit-errors'
import { reportProfile } from './api'

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
        <form onSubmit={handleSubmit} noValidate aria-label={`Report ${name}`}>
          <RadioGroupField
            name="reason"
            label={`Why are you reporting ${name}?`}
            required
            options={reportReasonOptions}
          />
          <TextAreaField
            name="details"
            label="What happened"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            hint="Required when the reason is Other. Our team reads every report; the profile is not told who reported it."
          />
          <FormError error={submitError} />
          <div className="form-actions">
            <Button type="submit" busy={submitting} busyLabel="Sending the report…">
              Send report
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Form>
  )
}
