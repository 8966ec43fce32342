import { useEffect, useRef } from 'react'
import { useField, useForm } from 'react-final-form'
import { genderOfRelation, genderOptions, relationOptions } from '../../../../shared/option-list'
import { RadioGroupField, SelectField } from '../../components/fields'
import { useT } from '../../i18n/use-t'

// The wizard's first step, on its first screen (step 2 is in name-step.tsx, steps 3 and 4 in later-steps.tsx).
// The fields show their option labels and messages in the language on screen; what was typed stays in the
// form's state, so a switch of language only changes the words around it. The relation and gender labels of
// Hindi and Tamil come with the `account` texts (renderer/vite.catalogs.ts).

/** A son or brother is male, a daughter or sister female: choosing the relation chooses the gender too. */
function GenderFromRelation() {
  const form = useForm()
  const relationship = useField<string>('relationship', { subscription: { value: true } }).input.value
  const seen = useRef(relationship)
  useEffect(() => {
    if (seen.current === relationship) return
    seen.current = relationship
    const gender = genderOfRelation(relationship)
    if (gender) form.change('gender', gender)
  }, [form, relationship])
  return null
}

export function StepRelation() {
  const t = useT('account')
  return (
    <>
      <GenderFromRelation />
      <SelectField
        name="relationship"
        label={t('account.form.profileFor')}
        required
        options={relationOptions}
      />
      <RadioGroupField name="gender" label={t('account.form.gender')} required options={genderOptions} />
    </>
  )
}
