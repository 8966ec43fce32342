import { useEffect, useRef } from 'react'
import { useField, useForm } from 'react-final-form'
import type { KeyboardEvent } from 'react'
import { genderOfRelation, genderOptions, relationOptions } from '../../../../shared/option-list'
import { isAllowedDateKey } from '../../../../shared/schemas/registration-steps'
import { RadioGroupField, SelectField, TextField } from '../../components/fields'
import { useT } from '../../i18n/use-t'

// The fields show their option labels and messages in the language on screen; what was typed stays in the
// form's state, so a switch of language only changes the words around it.

/** Day, month and year take digits and the editing keys only (spec section 5); shortcuts still work. */
function onlyDateKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return
  if (!isAllowedDateKey(event.key)) event.preventDefault()
}

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
  const t = useT('account', 'options')
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

export function StepName() {
  const t = useT('account')
  return (
    <>
      <div className="form-grid">
        <TextField name="firstName" label={t('account.form.firstName')} required autoComplete="given-name" />
        <TextField name="lastName" label={t('account.form.lastName')} required autoComplete="family-name" />
      </div>
      <fieldset className="field">
        <legend className="field-label">{t('account.form.dateOfBirth')}</legend>
        <div className="date-parts">
          <TextField
            name="day"
            label={t('account.register.day')}
            inputMode="numeric"
            maxLength={2}
            placeholder={t('account.register.dayPlaceholder')}
            onKeyDown={onlyDateKeys}
            required
          />
          <TextField
            name="month"
            label={t('account.register.month')}
            inputMode="numeric"
            maxLength={2}
            placeholder={t('account.register.monthPlaceholder')}
            onKeyDown={onlyDateKeys}
            required
          />
          <TextField
            name="year"
            label={t('account.register.year')}
            inputMode="numeric"
            maxLength={4}
            placeholder={t('account.register.yearPlaceholder')}
            onKeyDown={onlyDateKeys}
            required
          />
        </div>
      </fieldset>
    </>
  )
}
