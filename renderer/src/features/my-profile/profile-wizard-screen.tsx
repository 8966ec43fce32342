import { Form, FormSpy } from 'react-final-form'
import { useNavigate } from 'react-router-dom'
import { useAtom } from 'jotai'
import { RESET } from 'jotai/utils'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { wizardDraftAtom } from './draft'
import type { WizardValues } from './draft'
import { StepCareer, StepReview, StepSocial, StepStart, wizardSteps } from './wizard-steps'

const stepFields = [StepStart, StepSocial, StepCareer]

/** The profile-creation wizard: four steps forward only, fields marked but not enforced (spec section 4). */
export function ProfileWizardScreen() {
  const [draft, setDraft] = useAtom(wizardDraftAtom)
  const navigate = useNavigate()
  const title = wizardSteps[draft.step - 1]
  usePageTitle(title)
  const Fields = stepFields[draft.step - 1]

  return (
    <div className="container section">
      <ol className="progress" aria-label={`Step ${draft.step} of ${wizardSteps.length}`}>
        {wizardSteps.map((s, i) => (
          <li
            key={s}
            className={i < draft.step ? 'done' : ''}
            aria-current={i === draft.step - 1 ? 'step' : undefined}
          >
            <span className="visually-hidden">{s}</span>
          </li>
        ))}
      </ol>
      <h1>{title}</h1>
      <Form<WizardValues>
        key={draft.step}
        initialValues={draft.values}
        onSubmit={() => {
          if (draft.step < wizardSteps.length) {
            setDraft((d) => ({ ...d, step: d.step + 1 }))
            window.scrollTo({ top: 0 })
          } else {
            setDraft(RESET)
            navigate(paths.root)
          }
        }}
      >
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} className="card">
            <FormSpy<WizardValues>
              subscription={{ values: true }}
              onChange={({ values }) => setDraft((d) => ({ ...d, values: { ...d.values, ...values } }))}
            />
            {Fields ? <Fields /> : <StepReview values={draft.values} />}
            <Button type="submit">{draft.step < wizardSteps.length ? 'Next' : 'Finish'}</Button>
          </form>
        )}
      </Form>
    </div>
  )
}
