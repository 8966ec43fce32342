import { useState } from 'react'
import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import type { ReportItem } from '../../../../shared/api-connections'
import { DecisionBody, moderationDecisionOptions } from '../../../../shared/connections'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, RadioGroupField, TextAreaField } from '../../components/fields'
import { T, useT } from '../../i18n/use-t'
import type { MessageId } from '../../i18n/keys'
import { submitErrors } from '../../lib/submit-errors'
import { decideReport, liftHold } from './api'

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const

/** "The profile is hidden now.": one text per status of a profile that is not on show. */
const statusTexts: Record<ReportItem['profile']['status'], MessageId> = {
  draft: 'office.moderation.statusDraft',
  pending_consent: 'office.moderation.statusPendingConsent',
  published: 'office.moderation.statusPublished',
  hidden: 'office.moderation.statusHidden',
  closed: 'office.moderation.statusClosed',
}

/** One report: what was said about which profile, and (open) the decision form or (decided) the decision. */
export function ReportCard({
  report,
  onDecided,
}: {
  report: ReportItem
  onDecided: (report: ReportItem) => void
}) {
  const t = useT('office', 'messages', 'options')
  const { profile } = report
  const title = `report-${report.id}`
  return (
    <article className="card" aria-labelledby={title}>
      <h2 id={title}>
        {t.label(report.reason)}: {profile.firstName} ({profile.userId})
      </h2>
      <p>
        {t('office.moderation.reportedBy', {
          who: report.reportedBy,
          date: t.date(report.createdAt, dateTime),
        })}{' '}
        {profile.status === 'published' ? (
          <Link to={paths.profilePage(profile.id)}>{t('office.shared.openProfile')}</Link>
        ) : (
          <span>{t(statusTexts[profile.status])}</span>
        )}
      </p>
      {report.details && <blockquote>{report.details}</blockquote>}
      {report.conversation && (
        <section aria-label={t('office.moderation.conversation')}>
          <h3>{t('office.moderation.conversation')}</h3>
          <ol className="report-conversation">
            {report.conversation.map((m, i) => (
              <li key={i}>
                {m.reported ? <strong>{t('office.moderation.reportedMessage')} </strong> : null}
                {m.from}, {t.date(m.at, dateTime)}: <q>{m.text}</q>
              </li>
            ))}
          </ol>
        </section>
      )}
      {report.status === 'decided' ? (
        <>
          <p>
            <T
              id="office.moderation.decision"
              values={{
                decision: t.label(report.decision ?? ''),
                by: report.decidedBy ?? '',
                date: t.date(report.decidedAt!, dateTime),
              }}
              components={{ strong: <strong /> }}
            />
            {report.decisionNote && ` ${t('office.moderation.decisionNote', { note: report.decisionNote })}`}
          </p>
          <Hold profileId={profile.id} held={profile.held} />
        </>
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
                label={t('office.moderation.decisionLabel')}
                required
                options={moderationDecisionOptions}
              />
              <TextAreaField
                name="note"
                label={t('office.moderation.note')}
                rows={2}
                hint={t('office.moderation.noteHint')}
              />
              <FormError error={submitError} />
              <Button type="submit" busy={submitting} busyLabel={t('office.moderation.recording')}>
                {t('office.moderation.record')}
              </Button>
            </form>
          )}
        </Form>
      )}
    </article>
  )
}

/** A profile a moderator's decision keeps hidden: the moderator may lift the hold (its managers then decide). */
function Hold({ profileId, held }: { profileId: number; held: boolean }) {
  const t = useT('office', 'messages')
  const [state, setState] = useState<{ busy?: boolean; done?: string; error?: string }>({})
  if (!held && !state.done) return null
  if (state.done)
    return (
      <p className="form-success" role="status">
        {t.message(state.done)}
      </p>
    )
  return (
    <div>
      <p>{t('office.moderation.held')}</p>
      <Button
        variant="secondary"
        busy={state.busy}
        busyLabel={t('office.moderation.lifting')}
        onClick={async () => {
          setState({ busy: true })
          try {
            setState({ done: (await liftHold(profileId)).message })
          } catch (error) {
            setState({ error: error instanceof Error ? error.message : t.message(msg.unexpected) })
          }
        }}
      >
        {t('office.moderation.liftHold')}
      </Button>
      <FormError error={state.error} />
    </div>
  )
}
