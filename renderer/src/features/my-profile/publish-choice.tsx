import type { ReactNode } from 'react'
import { object, optional } from 'superstruct'
import { msg } from '../../../../shared/messages'
import { publishConsentText } from '../../../../shared/profile-sections'
import { email, formErrors } from '../../../../shared/validation'
import { RecordedInEnglish, useConsentText } from '../../components/consent-text'
import { CheckboxField, TextField } from '../../components/fields'
import { useT } from '../../i18n/use-t'

// Publishing, as My profile's status panel and the wizard's last step both ask it: one's own profile with one's
// own consent (one tick); a relative's with the candidate's, who gets a link by e-mail or a code by hand.

export interface PublishValues {
  agree?: boolean
  candidateEmail?: string
}

const CandidateEmail = object({ candidateEmail: optional(email(msg.emailRequired, msg.emailShape)) })

/** The form's check: the tick for one's own profile, a well-formed e-mail (or none) for the candidate's. */
export const validatePublish = (self: boolean) => (v: PublishValues) =>
  self ? (v.agree ? undefined : { agree: msg.consentRequired }) : formErrors(CandidateEmail)(v)

/** What `POST profiles/:id/publish` is sent for the form's values. */
export const publishBody = (self: boolean, v: PublishValues): { agree?: true; candidateEmail?: string } =>
  self ? { agree: true } : { candidateEmail: v.candidateEmail?.trim() || undefined }

interface Props {
  self: boolean
  /** The candidate's first name (or "the candidate"). */
  name: string
  /** The tick's message, once the box was touched. */
  agreeError?: string
  /** A line before one's own consent text. */
  lead?: ReactNode
}

/** The consent to tick, or the candidate's e-mail to send the link to. */
export function PublishChoiceFields({ self, name, agreeError, lead }: Props) {
  const t = useT('profile', 'messages')
  const consentText = useConsentText()
  if (self)
    return (
      <>
        {lead}
        <p>{consentText(publishConsentText('self'))}</p>
        <RecordedInEnglish english={publishConsentText('self')} />
        <CheckboxField name="agree" label={t('profile.publish.agree')} />
        {agreeError && <p className="field-error">{t.message(agreeError)}</p>}
      </>
    )
  return (
    <>
      <p>{t('profile.publish.candidateMustAgree', { name })}</p>
      <TextField
        name="candidateEmail"
        label={t('profile.publish.candidateEmail', { name })}
        type="email"
        autoComplete="off"
        hint={t('profile.publish.candidateEmailHint')}
      />
    </>
  )
}
