import { useState } from 'react'
import { Form, FormSpy } from 'react-final-form'
import type { ManagedProfile } from '../../../../shared/api'
import type { EditableField } from '../../../../shared/profile-sections'
import { checkProfilePatch } from '../../../../shared/schemas/profile'
import { Button } from '../../components/button'
import { useFeatureSlots } from '../../components/feature-slots'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { ProfileFieldInput } from '../../components/profile-field-input'
import { useT } from '../../i18n/use-t'
import { submitErrors } from '../../lib/submit-errors'
import { saveProfileFields } from './api'
import { patchOfStep } from './wizard-plan'
import type { WizardValues } from './wizard-plan'

/** Back (what was typed stays in the draft) and the step's own forward button. */
export function WizardButtons({
  onBack,
  forward,
  busy,
  busyLabel,
}: {
  onBack?: () => void
  forward: string
  busy?: boolean
  busyLabel?: string
}) {
  const t = useT('profile')
  return (
    <div className="form-actions wizard-actions">
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {forward}
      </Button>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {t('profile.wizard.back')}
        </Button>
      )}
    </div>
  )
}

interface FieldsProps {
  profileId: number
  fields: EditableField[]
  values: WizardValues
  onChange: (values: WizardValues) => void
  onBack?: () => void
  onSaved: (profile: ManagedProfile) => void
}

/** A step of profile fields: checked as the server checks them, saved, then the next step. */
export function WizardFields({ profileId, fields, values, onChange, onBack, onSaved }: FieldsProps) {
  const t = useT('profile', 'messages', 'options', 'places')
  // The form starts from the draft once; afterwards the draft follows the form, not the other way round.
  const [initial] = useState(values)
  const save = async (typed: WizardValues) => {
    const checked = checkProfilePatch(patchOfStep(fields, typed))
    if (!checked.ok) return checked.errors
    try {
      onSaved((await saveProfileFields(profileId, checked.value)).profile)
      return undefined
    } catch (error) {
      return submitErrors(error)
    }
  }
  return (
    <Form<WizardValues> initialValues={initial} onSubmit={save}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={submitFocusingErrors(handleSubmit)} className="card" noValidate>
          <FormSpy<WizardValues> subscription={{ values: true }} onChange={({ values: v }) => onChange(v)} />
          <div className="form-grid">
            {fields.map((f) => (
              <ProfileFieldInput key={f} field={f} />
            ))}
          </div>
          <FormError error={submitError} />
          <WizardButtons
            onBack={onBack}
            forward={t('profile.wizard.next')}
            busy={submitting}
            busyLabel={t('profile.saving')}
          />
        </form>
      )}
    </Form>
  )
}

/** The photo step: the photos card of My profile (its upload saves at once); a photo is not needed to publish. */
export function WizardPhoto({
  profileId,
  onBack,
  onNext,
}: {
  profileId: number
  onBack: () => void
  onNext: () => void
}) {
  const t = useT('profile')
  const slots = useFeatureSlots()
  return (
    <>
      <p className="lead">{t('profile.wizard.photoLead')}</p>
      {slots.managedPhotos?.(profileId)}
      <form
        onSubmit={(e) => {
          e.preventDefault()
          onNext()
        }}
      >
        <WizardButtons onBack={onBack} forward={t('profile.wizard.next')} />
      </form>
    </>
  )
}
