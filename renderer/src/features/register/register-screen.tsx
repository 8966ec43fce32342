import { useState } from 'react'
import type { ComponentType } from 'react'
import { FORM_ERROR } from 'final-form'
import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import { useAtom } from 'jotai'
import { RESET } from 'jotai/utils'
import type { Struct } from 'superstruct'
import { ageOn, isoDate } from '../../../../shared/dates'
import { MARRIAGEABLE_AGE } from '../../../../shared/limits'
import { msg } from '../../../../shared/messages'
import { signupConsentNotice } from '../../../../shared/privacy'
import { paths } from '../../../../shared/routes'
import {
  RegistrationBody,
  RegistrationStep1,
  RegistrationStep2,
  RegistrationStep3,
  RegistrationStep4,
} from '../../../../shared/schemas/registration'
import { check, formErrors } from '../../../../shared/validation'
import type { FieldErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { Modal } from '../../components/modal'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { registerMember } from './api'
import { registrationDraftAtom } from './draft'
import type { RegistrationDraft, RegistrationValues } from './draft'
import { StepContact, StepName, StepReligion, StepRelation } from './steps'
import './register.css'

interface Step {
  title: string
  struct: Struct<unknown, unknown>
  keys: (keyof RegistrationValues)[]
  Fields: ComponentType
}

const steps: Step[] = [
  {
    title: 'Step 1 of 4: Who is this profile for?',
    struct: RegistrationStep1 as Struct<unknown, unknown>,
    keys: ['relationship', 'gender'],
    Fields: StepRelation,
  },
  {
    title: 'Step 2 of 4: Name and date of birth',
    struct: RegistrationStep2 as Struct<unknown, unknown>,
    keys: ['firstName', 'lastName', 'day', 'month', 'year'],
    Fields: StepName,
  },
  {
    title: 'Step 3 of 4: Religion and community',
    struct: RegistrationStep3 as Struct<unknown, unknown>,
    keys: ['religion', 'community', 'livingIn'],
    Fields: StepReligion,
  },
  {
    title: 'Step 4 of 4: How can we reach you?',
    struct: RegistrationStep4 as Struct<unknown, unknown>,
    keys: ['email', 'countryCode', 'phone'],
    Fields: StepContact,
  },
]

/** Step 2 also knows the gender chosen in step 1, so it can apply the marriageable age of the terms. */
function underAge(values: RegistrationValues, gender: string | undefined): FieldErrors | undefined {
  if (gender !== 'male' && gender !== 'female') return undefined
  const age = ageOn(isoDate(Number(values.year), Number(values.month), Number(values.day)))
  const min = MARRIAGEABLE_AGE[gender]
  return age < min ? { year: msg.underAge(gender, min) } : undefined
}

export function RegisterScreen() {
  usePageTitle('Sign Up')
  const [draft, setDraft] = useAtom(registrationDraftAtom)
  const [open, setOpen] = useState(true)
  const [done, setDone] = useState(false)
  const step = steps[draft.step - 1]

  const submitStep = async (values: RegistrationValues) => {
    const merged = { ...draft.values, ...stepValues(values) }
    if (draft.step < 4) {
      setDraft({ step: (draft.step + 1) as RegistrationDraft['step'], values: merged })
      return undefined
    }
    const body = check(merged, RegistrationBody)
    if (!body.ok) return { ...body.errors, [FORM_ERROR]: Object.values(body.errors)[0] }
    try {
      await registerMember(body.value)
      setDraft(RESET)
      setOpen(false)
      setDone(true)
      return undefined
    } catch (error) {
      if (error instanceof ApiError) return { ...error.fieldErrors, [FORM_ERROR]: error.message }
      return { [FORM_ERROR]: msg.unexpected }
    }
  }

  const stepValues = (values: RegistrationValues) => Object.fromEntries(step.keys.map((k) => [k, values[k]]))
  const initialValues = stepValues(draft.values)

  const validate = (values: RegistrationValues) => {
    const errors = formErrors(step.struct)(stepValues(values))
    return errors ?? (draft.step === 2 ? underAge(values, draft.values.gender) : undefined)
  }

  return (
    <div className="container section">
      <nav className="register-top" aria-label="Registration">
        <Link to={paths.career}>Choose Language</Link>
        <Link to={paths.login}>Login</Link>
      </nav>
      <h1>Sign Up</h1>
      <p className="lead">
        Register free in four short steps. We will e-mail you a link to set your password.
      </p>
      {done && (
        <p className="form-success" role="status">
          {msg.verificationSent}
        </p>
      )}
      {!open && (
        <Button
          onClick={() => {
            setDone(false)
            setOpen(true)
          }}
        >
          {draft.step > 1 ? 'Continue registration' : 'Start registration'}
        </Button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={step.title}>
        <ol className="progress" aria-label={`Step ${draft.step} of 4`}>
          {steps.map((s, i) => (
            <li key={s.title} className={i < draft.step ? 'done' : ''} />
          ))}
        </ol>
        <Form<RegistrationValues>
          key={draft.step}
          initialValues={initialValues}
          validate={validate}
          onSubmit={submitStep}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate>
              <step.Fields />
              {draft.step === 4 && (
                <p className="field-hint">
                  {signupConsentNotice} <Link to={paths.terms}>Terms of Use</Link> ·{' '}
                  <Link to={paths.privacy}>Privacy Policy</Link>
                </p>
              )}
              <FormError error={submitError} />
              <Button type="submit" busy={submitting} busyLabel="Submitting...">
                {draft.step < 4 ? 'Next' : 'Submit'}
              </Button>
            </form>
          )}
        </Form>
      </Modal>
    </div>
  )
}
