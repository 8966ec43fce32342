import { useEffect, useState } from 'react'
import { Form, FormSpy } from 'react-final-form'
import { useNavigate } from 'react-router-dom'
import { useAtom } from 'jotai'
import { RESET } from 'jotai/utils'
import { paths } from '../../../../shared/routes'
import { checkProfilePatch } from '../../../../shared/schemas/profile'
import { Button } from '../../components/button'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { submitErrors } from '../../lib/submit-errors'
import { loadOwnProfile, saveProfileFields } from './api'
import { wizardDraftAtom } from './wizard-draft'
import type { WizardValues } from './wizard-draft'
import {
  errorsForInputs,
  patchOfStep,
  StepCareer,
  StepReview,
  StepSocial,
  StepStart,
  wizardSteps,
  wizardValuesOf,
} from './wizard-steps'

const stepComponents = [StepStart, StepSocial, StepCareer]

/**
 * The profile-creation wizard: four steps forward, each saved to the member's own profile on the server
 * (so the steps check their fields: deviation in README). The draft keeps what is typed across reloads.
 */
export function ProfileWizardScreen() {
  const [draft, setDraft] = useAtom(wizardDraftAtom)
  const [profileId, setProfileId] = useState<number | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const navigate = useNavigate()
  const t = useT('profile', 'messages', 'options', 'places')
  const stepId = wizardSteps[draft.step - 1]
  const title = stepId ? t(stepId) : ''
  usePageTitle(title)
  const Fields = stepComponents[draft.step - 1]

  useEffect(() => {
    let live = true
    loadOwnProfile()
      .then(({ profile }) => {
        if (!live) return
        setProfileId(profile.id)
        // The registration's answers seed the wizard once; after that the draft keeps what was typed.
        setDraft((d) =>
          d.loaded ? d : { ...d, loaded: true, values: { ...wizardValuesOf(profile.values), ...d.values } },
        )
      })
      .catch((e: unknown) => live && setLoadError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [setDraft])

  const next = async (values: WizardValues) => {
    if (draft.step < wizardSteps.length) {
      const patch = patchOfStep(draft.step, values)
      const checked = checkProfilePatch(patch)
      if (!checked.ok) return errorsForInputs(checked.errors)
      try {
        if (profileId === null) throw new ApiError(loadError ?? t('profile.wizard.stillLoading'), null)
        await saveProfileFields(profileId, checked.value)
      } catch (error) {
        const errors = submitErrors(error) as Record<string, string>
        return errorsForInputs(errors)
      }
      setDraft((d) => ({ ...d, step: d.step + 1 }))
      window.scrollTo({ top: 0 })
      return undefined
    }
    setDraft(RESET)
    navigate(paths.myProfile, { state: { notice: 'saved' } })
    return undefined
  }

  return (
    <div className="container section">
      <ol
        className="progress"
        aria-label={t('profile.wizard.progress', { step: draft.step, steps: wizardSteps.length })}
      >
        {wizardSteps.map((s, i) => (
          <li
            key={s}
            className={i < draft.step ? 'done' : ''}
            aria-current={i === draft.step - 1 ? 'step' : undefined}
          >
            <span className="visually-hidden">{t(s)}</span>
          </li>
        ))}
      </ol>
      <h1>{title}</h1>
      {loadError && (
        <p className="form-error" role="alert">
          {t.message(loadError)}
        </p>
      )}
      <Form<WizardValues> key={`${draft.step}-${draft.loaded}`} initialValues={draft.values} onSubmit={next}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit)} className="card" noValidate>
            <FormSpy<WizardValues>
              subscription={{ values: true }}
              onChange={({ values }) => setDraft((d) => ({ ...d, values: { ...d.values, ...values } }))}
            />
            {Fields ? <Fields /> : <StepReview values={draft.values} />}
            <FormError error={submitError} />
            <Button type="submit" busy={submitting} busyLabel={t('profile.saving')}>
              {draft.step < wizardSteps.length ? t('profile.wizard.next') : t('profile.wizard.finish')}
            </Button>
          </form>
        )}
      </Form>
    </div>
  )
}
