import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import type { ReportItem } from '../../../../shared/api'
import { DecisionBody, moderationDecisionOptions } from '../../../../shared/connections'
import { paths } from '../../../../shared/routes'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, RadioGroupField, TextAreaField } from '../../components/fields'
import { submitErrors } from '../../lib/submit-errors'
import { decideReport } from './api'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** One report: what was said about which profile, and (open) the decision form or (decided) the decision. */
export function ReportCard({
  report,
  onDecided,
}: {
  report: ReportItem
  onDecided: (report: ReportItem) => void
}) {
  const { profile } = report
  const title = `report-${report.id}`
  return (
    <article className="card" aria-labelledby={title}>
      <h2 id={title}>
        {report.reason}: {profile.firstName} ({profile.userId})
      </h2>
      <p>
        Reported by {report.reportedBy} on {when(report.createdAt)}.{' '}
        {profile.status === 'published' ? (
          <Link to={paths.profilePage(profile.id)}>Open the profile</Link>
        ) : (
          <span>The profile is {profile.status} now.</span>
        )}
      </p>
      {report.details && <blockquote>{report.details}</blockquote>}
      {report.status === 'decided' ? (
        <p>
          Decision: <strong>{report.decision}</strong>, by {report.decidedBy} on {when(report.decidedAt!)}.
          {report.decisionNote && ` Note: ${report.decisionNote}`}
        </p>
      ) : (
        <Form<{ decision?: string; note?: string }>
          validate={formErrors(DecisionBody)}
          onSubmit={async (values) => {
            try {
              onDecided((await decideReport(report.id, values as DecisionBody)).report)
              return undefined
            } catch (error) {
              return submitErrors(error)
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <RadioGroupField
                name="decision"
                label="Decision"
                required
                options={moderationDecisionOptions}
              />
              <TextAreaField
                name="note"
                label="Note (optional)"
                rows={2}
                hint="Why you decided so. A warning sends this note to the profile’s managers."
              />
              <FormError error={submitError} />
              <Button type="submit" busy={submitting} busyLabel="Recording…">
                Record the decision
              </Button>
            </form>
          )}
        </Form>
      )}
    </article>
  )
}
