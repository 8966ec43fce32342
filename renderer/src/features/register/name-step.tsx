import type { KeyboardEvent } from 'react'
import { ageOn, isoDate } from '../../../../shared/dates'
import { MARRIAGEABLE_AGE } from '../../../../shared/limits'
import { msg } from '../../../../shared/messages'
import { isAllowedDateKey, RegistrationStep2 } from '../../../../shared/schemas/registration-steps'
import { formErrors } from '../../../../shared/validation'
import type { FieldErrors } from '../../../../shared/validation'
import { TextField } from '../../components/fields'
import { useT } from '../../i18n/use-t'
import type { RegistrationValues } from './draft'

// The wizard's step 2 (names and date of birth), with its checks (the contact filter on the names, every
// message of shared/messages.ts): fetched as soon as a family starts on step 1, so the first screen does
// without them.
/** Day, month and year take digits and the editing keys only (spec section 5); shortcuts still work. */
function onlyDateKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return
  if (!isAllowedDateKey(event.key)) event.preventDefault()
}

/** Step 2 also knows the gender chosen in step 1, so it can apply the marriageable age of the terms. */
function underAge(values: RegistrationValues, gender: string | undefined): FieldErrors | undefined {
  if (gender !== 'male' && gender !== 'female') return undefined
  const age = ageOn(isoDate(Number(values.year), Number(values.month), Number(values.day)))
  const min = MARRIAGEABLE_AGE[gender]
  return age < min ? { year: msg.underAge(gender, min) } : undefined
}

const step2Errors = formErrors(RegistrationStep2)

/** Step 2's values checked: each field, then the date of birth against the gender of step 1. */
export const checkStep2 = (values: RegistrationValues, earlier: RegistrationValues) =>
  step2Errors(values) ?? underAge(values, earlier.gender)

export function StepName() {
  const t = useT('account', 'messages')
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
