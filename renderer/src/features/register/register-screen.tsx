import { useMemo, useState } from 'react'
import type { ComponentType } from 'react'
import { FORM_ERROR } from 'final-form'
import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import { useAtom } from 'jotai'
import { RESET } from 'jotai/utils'
import { basicMsg } from '../../../../shared/basic-messages'
import type { FieldErrors } from '../../../../shared/plain-checks'
import type { Locale } from '../../../../shared/i18n'
import { paths } from '../../../../shared/routes'
import { step1Errors } from '../../../../shared/schemas/registration-start'
import { Button } from '../../components/button'
import { FormError, submitFocusingErrors } from '../../components/fields'
import { Modal } from '../../components/modal'
import type { NoticeShown } from '../../../../shared/notice'
import { LanguageSwitch } from '../../components/language-switch'
import type { MessageId } from '../../i18n/keys'
import { i18n, loadArea } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { RegisterHead } from './register-head'
import type * as NameStepModule from './name-step'
import type * as LaterStepsModule from './later-steps'
import { registrationDraftAtom } from './draft'
import type { RegistrationDraft, RegistrationValues } from './draft'
import { StepRelation } from './steps'
import { useStepCode } from './step-loader'
import './register.css'

interface Step {
  title: MessageId
  /** The step's values checked (with the earlier steps' values: step 2 needs the gender of step 1). */
  check: (values: RegistrationValues, earlier: RegistrationValues) => FieldErrors | undefined
  keys: (keyof RegistrationValues)[]
  Fields: ComponentType
}

const firstStep: Step = {
  title: 'account.register.step1',
  check: step1Errors,
  keys: ['relationship', 'gender'],
  Fields: StepRelation,
}

// The code and texts of the later steps, each fetched ahead of the step that needs it. Hindi and Tamil show
// step 1's messages and lists from the `account` texts; step 2 brings every message, step 3 the lists.
const locale = () => i18n.locale as Locale
type NameStep = typeof NameStepModule
/** Step 2 (names, date of birth, their checks and messages), fetched as soon as a family starts on step 1. */
const loadNameStep = () =>
  Promise.all([import('./name-step'), loadArea(locale(), 'messages')]).then(([module]) => module)
type LaterSteps = typeof LaterStepsModule
/** Steps 3 and 4 (their fields, checks and the call that sends the registration), fetched from step 2 on. */
const loadLaterSteps = () =>
  Promise.all([
    import('./later-steps'),
    loadArea(locale(), 'messages'),
    loadArea(locale(), 'options'),
    // Step 3's countries are translated in the long `places` catalog.
    loadArea(locale(), 'places'),
  ]).then(([module]) => module)

const stepTitles: MessageId[] = [
  'account.register.step1',
  'account.register.step2',
  'account.register.step3',
  'account.register.step4',
]

const nameStep = (name: NameStep): Step => ({
  title: 'account.register.step2',
  check: name.checkStep2,
  keys: ['firstName', 'lastName', 'day', 'month', 'year'],
  Fields: name.StepName,
})

const laterSteps = (later: LaterSteps): Step[] => [
  {
    title: 'account.register.step3',
    check: later.checkStep3,
    keys: ['religion', 'community', 'livingIn'],
    Fields: later.StepReligion,
  },
  {
    title: 'account.register.step4',
    check: later.checkStep4,
    keys: ['email', 'countryCode', 'phone'],
    Fields: later.StepContact,
  },
]

export function RegisterScreen() {
  const t = useT('account')
  const [draft, setDraft] = useAtom(registrationDraftAtom)
  const [open, setOpen] = useState(true)
  // After the submit: the address the set-password link went to (null when the server does not say), and
  // the message that says it was sent.
  const [done, setDone] = useState<{ email: string | null; message: string } | null>(null)
  // The privacy notice on screen at the last step: its version goes with the consent.
  const [notice, setNotice] = useState<NoticeShown | null>(null)
  // Step 2's code, asked for once the family does anything in step 1 (or comes back to a draft further on);
  // the later steps' code once they reach step 2.
  const [started, setStarted] = useState(false)
  const name = useStepCode(loadNameStep, started || draft.step >= 2)
  const later = useStepCode(loadLaterSteps, draft.step >= 2)
  const loadedSteps = useMemo(
    () => [
      firstStep,
      name.loaded && nameStep(name.loaded),
      ...(later.loaded ? laterSteps(later.loaded) : []),
    ],
    [name.loaded, later.loaded],
  )
  const step = loadedSteps[draft.step - 1] || undefined
  const failed = draft.step === 2 ? name.failed : draft.step > 2 && later.failed
  const retry = draft.step === 2 ? name.retry : later.retry
  const start = () => {
    if (!started) setStarted(true)
  }

  const submitStep = async (values: RegistrationValues) => {
    const merged = { ...draft.values, ...stepValues(values) }
    if (draft.step < 4) {
      setDraft({ step: (draft.step + 1) as RegistrationDraft['step'], values: merged })
      return undefined
    }
    if (!later.loaded) return { [FORM_ERROR]: basicMsg.unexpected }
    const sent = await later.loaded.sendRegistration(merged, notice)
    if ('errors' in sent) return sent.errors
    setDraft(RESET)
    setOpen(false)
    setDone(sent)
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
    return step.check(stepValues(values), draft.values)
  }

  return (
    <div className="container section">
      <RegisterHead />
      {done && (
        <div className="form-success">
          <p role="status">{t.message(done.message)}</p>
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
        {!step && failed && (
          <p className="form-error" role="alert">
            {t('account.register.nextStepFailed')}{' '}
            <Button variant="secondary" onClick={retry}>
              {t('account.register.nextStepRetry')}
            </Button>
          </p>
        )}
        {!step && !failed && <p role="status">{t('common.loading')}</p>}
        {step && (
          <Form<RegistrationValues>
            key={draft.step}
            initialValues={initialValues}
            validate={validate}
            onSubmit={submitStep}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form
                onSubmit={submitFocusingErrors(handleSubmit)}
                onChange={start}
                onKeyDown={start}
                onPointerDown={start}
                noValidate
              >
                <step.Fields />
                {later.loaded && draft.step === 4 && (
                  <later.loaded.PrivacyNotice compact onShown={setNotice} />
                )}
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
