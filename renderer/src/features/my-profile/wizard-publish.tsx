import { Form } from 'react-final-form'
import type { ManagedProfile } from '../../../../shared/api'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { loadOwnProfile, publishProfile } from './api'
import { publishBody, PublishChoiceFields, validatePublish } from './publish-choice'
import type { PublishValues } from './publish-choice'
import type { Finish } from './wizard-finish'
import { WizardButtons } from './wizard-steps'

interface Props {
  profile: ManagedProfile
  name: string
  onBack: () => void
  /** The server found a required field empty after all (edited elsewhere meanwhile): back to that step. */
  onIncomplete: (profile: ManagedProfile) => void
  onDone: (finish: Finish, profile?: ManagedProfile) => void
}

/**
 * The wizard's last step. One's own profile is published with one's own consent (one tick); a relative's waits
 * for the candidate, who gets a link by e-mail or a code handed over by the family.
 */
export function WizardPublish({ profile, name, onBack, onIncomplete, onDone }: Props) {
  const t = useT('profile', 'messages')
  const self = profile.managedBy === 'self'
  return (
    <Form<PublishValues>
      validate={validatePublish(self)}
      onSubmit={async (v) => {
        try {
          const answer = await publishProfile(profile.id, publishBody(self, v))
          if ('profile' in answer) onDone({ kind: 'published' }, answer.profile)
          else onDone({ kind: 'waiting', sentTo: answer.sentTo, code: answer.code })
          return undefined
        } catch (error) {
          // Refused as incomplete (edited elsewhere meanwhile): the wizard goes back to what is missing.
          if (error instanceof ApiError && error.status === 400) {
            const fresh = await loadOwnProfile().catch(() => null)
            if (fresh?.profile.completeness.missingSections.length) onIncomplete(fresh.profile)
          }
          return submitErrors(error)
        }
      }}
    >
      {({ handleSubmit, submitting, submitError, errors, touched }) => (
        <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate className="card publish-form">
          <PublishChoiceFields
            self={self}
            name={name}
            agreeError={touched?.agree && typeof errors?.agree === 'string' ? errors.agree : undefined}
            lead={<p>{t('profile.wizard.publishLead')}</p>}
          />
          <FormError error={submitError} />
          <WizardButtons
            onBack={onBack}
            forward={self ? t('profile.publish.publish') : t('profile.publish.askForConsent')}
            busy={submitting}
            busyLabel={t('profile.publish.sending')}
          />
        </form>
      )}
    </Form>
  )
}
