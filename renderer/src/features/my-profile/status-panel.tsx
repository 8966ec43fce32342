import { useState } from 'react'
import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import type { ConsentLinkResponse, ManagedProfile } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import {
  closeReasonOptions,
  managedByLabels,
  profileSections,
  profileStatusLabels,
} from '../../../../shared/profile-sections'
import type { CloseReason, ManagedBy } from '../../../../shared/profile-sections'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { FormError, RadioGroupField } from '../../components/fields'
import { T, useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import { submitErrors } from '../../lib/submit-errors'
import { changeVisibility, closeProfile, publishProfile } from './api'
import { publishBody, PublishChoiceFields, validatePublish } from './publish-choice'
import type { PublishValues } from './publish-choice'

interface Props {
  profile: ManagedProfile
  onChange: (profile: ManagedProfile) => void
}

/** A member's own matches, or (staff) the matches of this office profile. */
const audienceMatches = (profile: ManagedProfile) =>
  profile.managedBy === 'office' ? `${paths.matches}?for=${profile.id}` : paths.matches

const when = (t: Translate, iso: string) => t.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
const candidateName = (t: Translate, profile: ManagedProfile) =>
  profile.values.firstName === undefined ? t('profile.status.theCandidate') : String(profile.values.firstName)

/** Publishing: one's own profile with one's own consent; a relative's or a family's with the candidate's. */
function PublishForm({ profile, onChange }: Props) {
  const t = useT('profile', 'messages')
  const [sent, setSent] = useState<ConsentLinkResponse | null>(null)
  const self = profile.managedBy === 'self'
  const name = candidateName(t, profile)
  return (
    <>
      <Form<PublishValues>
        validate={validatePublish(self)}
        onSubmit={async (v) => {
          try {
            const answer = await publishProfile(profile.id, publishBody(self, v))
            if ('profile' in answer) onChange(answer.profile)
            else setSent(answer)
            return undefined
          } catch (error) {
            return submitErrors(error)
          }
        }}
      >
        {({ handleSubmit, submitting, submitError, errors, touched }) => (
          <form onSubmit={handleSubmit} noValidate className="publish-form">
            <PublishChoiceFields
              self={self}
              name={name}
              agreeError={touched?.agree && typeof errors?.agree === 'string' ? errors.agree : undefined}
            />
            <FormError error={submitError} />
            <Button type="submit" busy={submitting} busyLabel={t('profile.publish.sending')}>
              {self
                ? t('profile.publish.publish')
                : profile.status === 'pending_consent'
                  ? t('profile.publish.sendNewLink')
                  : t('profile.publish.askForConsent')}
            </Button>
          </form>
        )}
      </Form>
      {sent && (
        <div className="form-success consent-code" role="status">
          <p>{t.message(sent.message)}</p>
          <p>
            <T
              id="profile.publish.code"
              values={{ code: sent.code, name }}
              components={{ code: <strong className="code" />, link: <Link to={paths.consent} /> }}
            />
          </p>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('profile.publish.printCode')}
          </Button>
        </div>
      )}
    </>
  )
}

function CloseForm({ profile, onChange }: Props) {
  const t = useT('profile', 'messages', 'options')
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('profile.close.open')}
      </Button>
    )
  return (
    <Form<{ reason?: CloseReason }>
      validate={(v) => (v.reason ? undefined : { reason: t('profile.close.reasonRequired') })}
      onSubmit={async (v) => {
        try {
          onChange((await closeProfile(profile.id, v.reason!)).profile)
          return undefined
        } catch (error) {
          return submitErrors(error)
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="close-form">
          <RadioGroupField
            name="reason"
            label={t('profile.close.why')}
            required
            options={closeReasonOptions}
          />
          <p className="field-hint">{t('profile.close.hint')}</p>
          <FormError error={submitError} />
          <div className="form-actions">
            <Button type="submit" busy={submitting} busyLabel={t('profile.close.closing')}>
              {t('profile.close.submit')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('profile.close.keepOpen')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  )
}

/** Waiting for the candidate: to whom the link went, and when (either may be missing). */
function waitingText(t: Translate, profile: ManagedProfile) {
  const name = candidateName(t, profile)
  const { linkSentTo: email, linkSentAt } = profile.consent
  const date = linkSentAt ? when(t, linkSentAt) : ''
  if (email && date) return t('profile.status.waitingLinkOn', { name, email, date })
  if (email) return t('profile.status.waitingLink', { name, email })
  if (date) return t('profile.status.waitingOn', { name, date })
  return t('profile.status.waiting', { name })
}

/** The profile's status, and what its managers can do next. */
export function StatusPanel({ profile, onChange }: Props) {
  const t = useT('profile', 'messages', 'options')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { status, completeness } = profile
  const toggle = async (action: 'hide' | 'unhide') => {
    setBusy(true)
    setError(null)
    try {
      onChange((await changeVisibility(profile.id, action)).profile)
    } catch (e) {
      setError(e instanceof Error ? e.message : msg.unexpected)
    } finally {
      setBusy(false)
    }
  }
  const reason = closeReasonOptions.find((o) => o.value === profile.closeReason)?.label
  const managedBy = managedByLabels[profile.managedBy as ManagedBy] as string | undefined
  const missing = completeness.missingSections.map((s) =>
    t.label(profileSections.find((section) => section.id === s.id)?.title ?? s.title),
  )
  return (
    <section className="card status-panel" aria-labelledby="status-title">
      <h2 id="status-title">{t('profile.status.title', { status: t.label(profileStatusLabels[status]) })}</h2>
      <p>
        {t('profile.status.idAndManager', {
          id: profile.userId,
          managedBy: managedBy ? t.label(managedBy) : profile.managedBy,
        })}
      </p>
      <div className="completeness">
        <p id="completeness-label">{t('profile.status.complete', { percent: completeness.percent })}</p>
        <div
          className="meter"
          role="progressbar"
          aria-labelledby="completeness-label"
          aria-valuenow={completeness.percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span style={{ width: `${completeness.percent}%` }} />
        </div>
        {missing.length > 0 && <p>{t('profile.status.missing', { sections: missing.join(', ') })}</p>}
      </div>
      {(status === 'draft' || status === 'pending_consent') &&
        (completeness.missingSections.length ? (
          <>
            <p>{t.message(msg.profileIncomplete)}</p>
            {/* A family's own profile: the wizard opens at the first step still missing something. */}
            {profile.managedBy !== 'office' && (
              <p>
                <Link className="btn btn-primary" to={paths.profile}>
                  {t('profile.status.continueWizard')}
                </Link>
              </p>
            )}
          </>
        ) : (
          <>
            {status === 'pending_consent' && <p>{waitingText(t, profile)}</p>}
            <PublishForm profile={profile} onChange={onChange} />
          </>
        ))}
      {status === 'published' && (
        <p>
          <T
            id="profile.status.published"
            components={{
              profile: <Link to={paths.profilePage(profile.id)} />,
              matches: <Link to={audienceMatches(profile)} />,
              biodata: <Link to={paths.biodata(profile.id)} />,
            }}
          />
        </p>
      )}
      {status === 'closed' && (
        <p>
          {reason
            ? t('profile.status.closedBecause', { reason: t.label(reason) })
            : t('profile.status.closed')}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      <div className="form-actions">
        {status === 'published' && (
          <Button
            variant="secondary"
            busy={busy}
            busyLabel={t('profile.status.hiding')}
            onClick={() => void toggle('hide')}
          >
            {t('profile.status.hide')}
          </Button>
        )}
        {status === 'hidden' && (
          <Button busy={busy} busyLabel={t('profile.status.showing')} onClick={() => void toggle('unhide')}>
            {t('profile.status.show')}
          </Button>
        )}
      </div>
      {status !== 'closed' && <CloseForm profile={profile} onChange={onChange} />}
    </section>
  )
}
