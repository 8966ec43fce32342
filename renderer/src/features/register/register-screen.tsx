import { useEffect, useMemo, useState } from 'react'
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
import { paths } from '../../../../shared/routes'
import { RegistrationStep1, RegistrationStep2 } from '../../../../shared/schemas/registration-steps'
import { formErrors } from '../../../../shared/validation'
import type { FieldErrors } from '../../../../shared/validation'
import { Button } from '../../components/button'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { Modal } from '../../components/modal'
import type { NoticeShown } from '../../../../shared/notice'
import { LanguageSwitch } from '../../components/language-switch'
import type { MessageId } from '../../i18n/keys'
import { loadArea } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { RegisterHead } from './register-head'
import type * as LaterStepsModule from './later-steps'
import { registrationDraftAtom } from './draft'
import type { RegistrationDraft, RegistrationValues } from './draft'
import { StepName, StepRelation } from './steps'
import './register.css'

interface Step {
  title: MessageId
  struct: Struct<unknown, unknown>
  keys: (keyof RegistrationValues)[]
  Fields: ComponentType
}

const steps: Step[] = [
  {
    title: 'account.register.step1',
    struct: RegistrationStep1 as Struct<unknown, unknown>,
    keys: ['relationship', 'gender'],
    Fields: StepRelation,
  },
  {
    title: 'account.register.step2',
    struct: RegistrationStep2 as Struct<unknown, unknown>,
    keys: ['firstName', 'lastName', 'day', 'month', 'year'],
    Fields: StepName,
  },
]

/** Steps 3 and 4 (their fields, checks and the call that sends the registration), fetched from step 2 on. */
type LaterSteps = typeof LaterStepsModule
const loadLaterSteps = () => import('./later-steps')

const stepTitles: MessageId[] = [
  ...steps.map((s) => s.title),
  'account.register.step3',
  'account.register.step4',
]

const laterSteps = (later: LaterSteps): Step[] => [
  {
    title: 'account.register.step3',
    struct: later.RegistrationStep3 as Struct<unknown, unknown>,
    keys: ['religion', 'community', 'livingIn'],
    Fields: later.StepReligion,
  },
  {
    title: 'account.register.step4',
    struct: later.RegistrationStep4 as Struct<unknown, unknown>,
    keys: ['email', 'countryCode', 'phone'],
    Fields: later.StepContact,
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
  const t = useT('account', 'messages', 'options')
  const [draft, setDraft] = useAtom(registrationDraftAtom)
  // Step 3's countries are translated in the long `places` catalog: fetched from step 2 on, so it is there
  // by then without weighing on the first screen.
  const needPlaces = draft.step >= 2
  useEffect(() => {
    if (needPlaces) loadArea(t.locale, 'places').catch(() => undefined)
  }, [t.locale, needPlaces])
  const [open, setOpen] = useState(true)
  // After the submit: the address the set-password link went to (null when the server does not say).
  const [done, setDone] = useState<{ email: string | null } | null>(null)
  // The privacy notice on screen at the last step: its version goes with the consent.
  const [notice, setNotice] = useState<NoticeShown | null>(null)
  // The later steps' code, asked for once a family reaches step 2 (or comes back to a draft there).
  const [later, setLater] = useState<LaterSteps | null>(null)
  const [laterFailed, setLaterFailed] = useState(false)
  const [laterAttempt, setLaterAttempt] = useState(0)
  useEffect(() => {
    if (draft.step < 2 || later) return
    let current = true
    loadLaterSteps().then(
      (loaded) => current && setLater(loaded),
      () => current && setLaterFailed(true),
    )
    return () => void (current = false)
  }, [draft.step, later, laterAttempt])
  const loadedSteps = useMemo(() => (later ? laterSteps(later) : null), [later])
  const step = draft.step <= steps.length ? steps[draft.step - 1] : loadedSteps?.[draft.step - 3]
  const retryLater = () => {
    setLaterFailed(false)
    setLaterAttempt((a) => a + 1)
  }

  const submitStep = async (values: RegistrationValues) => {
    const merged = { ...draft.values, ...stepValues(values) }
    if (draft.step < 4) {
      setDraft({ step: (draft.step + 1) as RegistrationDraft['step'], values: merged })
      return undefined
    }
    if (!later) return { [FORM_ERROR]: msg.unexpected }
    const sent = await later.sendRegistration(merged, notice)
    if ('errors' in sent) return sent.errors
    setDraft(RESET)
    setOpen(false)
    setDone({ email: sent.email })
    return undefined
  }

  const stepValues = (values: RegistrationValues) =>
    Object.fromEntries((step?.keys ?? []).map((k) => [k, values[k]]))
  // The same object until the step or the saved draft changes: a re-render (a switch of language) keeps
  // what is typed in the step's form.
  const initialValues = useMemo(
    () => Object.fromEntries((step?.keys ?? []).map((k) => [k, draft.values[k]])) as RegistrationValues,
    [step, draft.values],
  )

  const validate = (values: RegistrationValues) => {
    if (!step) return undefined
    const errors = formErrors(step.struct)(stepValues(values))
    return errors ?? (draft.step === 2 ? underAge(values, draft.values.gender) : undefined)
  }

  return (
    <div className="container section">
      <RegisterHead />
      {done && (
        <div className="form-success">
          <p role="status">{t.message(msg.verificationSent)}</p>
          {done.email && <p>{t('account.register.sentTo', { email: done.email })}</p>}
        </div>
      )}
      {/* Once registered, the next step is in the mailbox: no button that starts a second registration. */}
      {!open && !done && (
        <Button onClick={() => setOpen(true)}>
          {draft.step > 1 ? t('account.register.continue') : t('account.register.start')}
        </Button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t(stepTitles[draft.step - 1])}>
        <LanguageSwitch />
        <ol
          className="progress"
          aria-label={t('account.register.progress', { step: draft.step, total: stepTitles.length })}
        >
          {stepTitles.map((title, i) => (
            <li key={title} className={i < draft.step ? 'done' : ''} />
          ))}
        </ol>
        {!step && laterFailed && (
          <p className="form-error" role="alert">
            {t('account.register.nextStepFailed')}{' '}
            <Button variant="secondary" onClick={retryLater}>
              {t('account.register.nextStepRetry')}
            </Button>
          </p>
        )}
        {!step && !laterFailed && <p role="status">{t('common.loading')}</p>}
        {step && (
          <Form<RegistrationValues>
            key={draft.step}
            initialValues={initialValues}
            validate={validate}
            onSubmit={submitStep}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={submitFocusingErrors(handleSubmit)} noValidate>
                <step.Fields />
                {later && draft.step === 4 && <later.PrivacyNotice compact onShown={setNotice} />}
                {draft.step === 4 && (
                  <p className="field-hint">
                    {t('account.register.consentNotice')}{' '}
                    <Link to={paths.terms}>{t('account.register.terms')}</Link> ·{' '}
                    <Link to={paths.privacy}>{t('account.register.privacy')}</Link>
                  </p>
                )}
                <FormError error={submitError} />
                <Button type="submit" busy={submitting} busyLabel={t('account.form.submitting')}>
                  {draft.step < 4 ? t('account.form.next') : t('account.form.submit')}
                </Button>
              </form>
            )}
          </Form>
        )}
      </Modal>
    </div>
  )
}
