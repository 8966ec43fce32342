import { useState } from 'react'
import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import { object, optional } from 'superstruct'
import type { ConsentLinkResponse, ManagedProfile } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import {
  closeReasonOptions,
  managedByLabels,
  profileStatusLabels,
  publishConsentText,
} from '../../../../shared/profile-sections'
import type { CloseReason, ManagedBy } from '../../../../shared/profile-sections'
import { paths } from '../../../../shared/routes'
import { email, formErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { CheckboxField, FormError, RadioGroupField, TextField } from '../../components/fields'
import { submitErrors } from '../../lib/submit-errors'
import { changeVisibility, closeProfile, publishProfile } from './api'

interface Props {
  profile: ManagedProfile
  onChange: (profile: ManagedProfile) => void
}

/** A member's own matches, or (staff) the matches of this office profile. */
const audienceMatches = (profile: ManagedProfile) =>
  profile.managedBy === 'office' ? `${paths.matches}?for=${profile.id}` : paths.matches

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const CandidateEmail = object({ candidateEmail: optional(email(msg.emailRequired, msg.emailShape)) })

/** Publishing: one's own profile with one's own consent; a relative's or a family's with the candidate's. */
function PublishForm({ profile, onChange }: Props) {
  const [sent, setSent] = useState<ConsentLinkResponse | null>(null)
  const self = profile.managedBy === 'self'
  const name = String(profile.values.firstName ?? 'the candidate')
  return (
    <>
      <Form<{ agree?: boolean; candidateEmail?: string }>
        validate={(v) =>
          self ? (v.agree ? undefined : { agree: msg.consentRequired }) : formErrors(CandidateEmail)(v)
        }
        onSubmit={async (v) => {
          try {
            const answer = await publishProfile(
              profile.id,
              self ? { agree: true } : { candidateEmail: v.candidateEmail || undefined },
            )
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
            {self ? (
              <>
                <p>{publishConsentText('self')}</p>
                <CheckboxField name="agree" label="I agree and want to publish my profile" />
                {touched?.agree && errors?.agree && <p className="field-error">{errors.agree}</p>}
              </>
            ) : (
              <>
                <p>
                  {name} must agree before the profile is shown. We send {name} a link by e-mail, and you also
                  get a short code to hand over or print.
                </p>
                <TextField
                  name="candidateEmail"
                  label={`${name}'s e-mail (optional)`}
                  type="email"
                  hint="Leave empty to use only the printed code."
                />
              </>
            )}
            <FormError error={submitError} />
            <Button type="submit" busy={submitting} busyLabel="Sending...">
              {self
                ? 'Publish my profile'
                : profile.status === 'pending_consent'
                  ? 'Send a new consent link'
                  : 'Ask for consent'}
            </Button>
          </form>
        )}
      </Form>
      {sent && (
        <div className="form-success consent-code" role="status">
          <p>{sent.message}</p>
          <p>
            Consent code: <strong className="code">{sent.code}</strong>. {name} enters it on our{' '}
            <Link to={paths.consent}>consent page</Link>. It works once and expires in 14 days.
          </p>
          <Button variant="secondary" onClick={() => window.print()}>
            Print the code
          </Button>
        </div>
      )}
    </>
  )
}

function CloseForm({ profile, onChange }: Props) {
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Close profile
      </Button>
    )
  return (
    <Form<{ reason?: CloseReason }>
      validate={(v) => (v.reason ? undefined : { reason: 'Please choose why the profile is closed.' })}
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
            label="Why is the profile closed?"
            required
            options={closeReasonOptions}
          />
          <p className="field-hint">
            A closed profile is no longer shown to anyone and cannot be published again.
          </p>
          <FormError error={submitError} />
          <div className="form-actions">
            <Button type="submit" busy={submitting} busyLabel="Closing...">
              Close the profile
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep it open
            </Button>
          </div>
        </form>
      )}
    </Form>
  )
}

/** The profile's status, and what its managers can do next. */
export function StatusPanel({ profile, onChange }: Props) {
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
  return (
    <section className="card status-panel" aria-labelledby="status-title">
      <h2 id="status-title">Status: {profileStatusLabels[status]}</h2>
      <p>
        Profile ID {profile.userId} · Managed by {managedByLabels[profile.managedBy as ManagedBy]}
      </p>
      <div className="completeness">
        <p id="completeness-label">Profile {completeness.percent}% complete</p>
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
        {completeness.missingSections.length > 0 && (
          <p>Still missing: {completeness.missingSections.map((s) => s.title).join(', ')}.</p>
        )}
      </div>
      {(status === 'draft' || status === 'pending_consent') &&
        (completeness.missingSections.length ? (
          <p>{msg.profileIncomplete}</p>
        ) : (
          <>
            {status === 'pending_consent' && (
              <p>
                Waiting for {String(profile.values.firstName ?? 'the candidate')}&apos;s consent
                {profile.consent.linkSentTo ? `: a link went to ${profile.consent.linkSentTo}` : ''}
                {profile.consent.linkSentAt ? ` on ${when(profile.consent.linkSentAt)}` : ''}.
              </p>
            )}
            <PublishForm profile={profile} onChange={onChange} />
          </>
        ))}
      {status === 'published' && (
        <p>
          The profile is visible to members.{' '}
          <Link to={paths.profilePage(profile.id)}>See it as others do</Link> ·{' '}
          <Link to={audienceMatches(profile)}>See matches</Link> ·{' '}
          <Link to={paths.biodata(profile.id)}>Printable biodata</Link>
        </p>
      )}
      {status === 'closed' && <p>Closed{reason ? `: ${reason}` : ''}.</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        {status === 'published' && (
          <Button variant="secondary" busy={busy} busyLabel="Hiding..." onClick={() => void toggle('hide')}>
            Hide profile
          </Button>
        )}
        {status === 'hidden' && (
          <Button busy={busy} busyLabel="Showing..." onClick={() => void toggle('unhide')}>
            Show profile again
          </Button>
        )}
      </div>
      {status !== 'closed' && <CloseForm profile={profile} onChange={onChange} />}
    </section>
  )
}
