import type { KeyboardEvent } from 'react'
import {
  countryCodeOptions,
  genderOptions,
  livingInOptions,
  registrationReligionOptions,
  relationOptions,
} from '../../../../shared/options'
import { isAllowedDateKey } from '../../../../shared/schemas/registration'
import { RadioGroupField, SelectField, TextField } from '../../components/fields'

/** Day, month and year take digits and the editing keys only (spec section 5); shortcuts still work. */
function onlyDateKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return
  if (!isAllowedDateKey(event.key)) event.preventDefault()
}

export function StepRelation() {
  return (
    <>
      <SelectField name="relationship" label="This profile is for" required options={relationOptions} />
      <RadioGroupField name="gender" label="Gender" required options={genderOptions} />
    </>
  )
}

export function StepName() {
  return (
    <>
      <div className="form-grid">
        <TextField name="firstName" label="First name" required autoComplete="given-name" />
        <TextField name="lastName" label="Last name" required autoComplete="family-name" />
      </div>
      <fieldset className="field">
        <legend className="field-label">Date of birth</legend>
        <div className="date-parts">
          <TextField
            name="day"
            label="Day"
            inputMode="numeric"
            maxLength={2}
            placeholder="DD"
            onKeyDown={onlyDateKeys}
            required
          />
          <TextField
            name="month"
            label="Month"
            inputMode="numeric"
            maxLength={2}
            placeholder="MM"
            onKeyDown={onlyDateKeys}
            required
          />
          <TextField
            name="year"
            label="Year"
            inputMode="numeric"
            maxLength={4}
            placeholder="YYYY"
            onKeyDown={onlyDateKeys}
            required
          />
        </div>
      </fieldset>
    </>
  )
}

export function StepReligion() {
  return (
    <>
      <SelectField name="religion" label="Religion" required options={registrationReligionOptions} />
      <TextField name="community" label="Community" required />
      <SelectField name="livingIn" label="Living in" required options={livingInOptions} />
    </>
  )
}

export function StepContact() {
  return (
    <>
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <div className="phone-row">
        <SelectField
          name="countryCode"
          label="Country code"
          options={countryCodeOptions}
          placeholder="Code"
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
        />
      </div>
    </>
  )
}
