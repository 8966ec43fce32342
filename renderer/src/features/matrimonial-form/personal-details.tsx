import { useEffect } from 'react'
import { useField, useForm } from 'react-final-form'
import { ageOn, parseIsoDate } from '../../../../shared/dates'
import {
  annualIncomeOptions,
  countryOptions,
  eatingOptions,
  familyStatusOptions,
  familyTypeOptions,
  familyValueOptions,
  habitOptions,
  haveChildrenOptions,
  heightOptions,
  maritalStatusOptions,
  motherTongueOptions,
  profileGenderOptions,
  religionOptions,
} from '../../../../shared/options'
import { LONG_TEXT_MAX, NAME_MAX } from '../../../../shared/limits'
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../../components/fields'

/** Fills in the age from the date of birth; staff can still correct it. */
function AgeFromDob() {
  const dob = useField<string>('dob', { subscription: { value: true } }).input.value
  const form = useForm()
  useEffect(() => {
    if (dob && parseIsoDate(dob)) form.change('age', String(ageOn(dob)))
  }, [dob, form])
  return null
}

export function PersonalDetails() {
  return (
    <fieldset className="form-section">
      <legend>
        <h2>Personal Details</h2>
      </legend>
      <AgeFromDob />
      <div className="form-grid">
        <TextField name="firstName" label="First Name" required maxLength={NAME_MAX + 5} autoComplete="off" />
        <TextField name="lastName" label="Last Name" required maxLength={NAME_MAX + 5} autoComplete="off" />
        <TextField name="dob" label="Date of Birth" type="date" required />
        <TextField name="age" label="Age" type="number" inputMode="numeric" required min={0} max={100} />
        <TextField name="email" label="Email" type="email" required autoComplete="off" />
        <TextField
          name="mobile"
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          required
          hint="10 digits, without the country code."
        />
        <RadioGroupField name="gender" label="Gender" required options={profileGenderOptions} />
        <SelectField name="maritalStatus" label="Marital Status" required options={maritalStatusOptions} />
        <SelectField name="haveChildren" label="Have Children" required options={haveChildrenOptions} />
        <SelectField name="height" label="Height" required options={heightOptions} />
        <TextField
          name="weight"
          label="Weight (kg)"
          type="number"
          inputMode="numeric"
          required
          min={30}
          max={200}
        />
        <SelectField name="religion" label="Religion" required options={religionOptions} />
        <SelectField name="motherTongue" label="Mother Tongue" required options={motherTongueOptions} />
        <TextField name="caste" label="Caste" required />
        <TextField name="education" label="Education" required />
        <TextField name="occupation" label="Occupation" required />
        <SelectField name="annualIncome" label="Annual Income (INR)" required options={annualIncomeOptions} />
        <SelectField name="country" label="Country" required options={countryOptions} />
        <TextField name="state" label="State" required />
        <TextField name="citizen" label="Citizen" required hint="Country of citizenship." />
        <SelectField name="family" label="Family" required options={familyTypeOptions} />
        <SelectField name="value" label="Value" required options={familyValueOptions} />
        <SelectField name="familyStatus" label="Family Status" required options={familyStatusOptions} />
        <SelectField name="eating" label="Eating" required options={eatingOptions} />
        <SelectField name="smoking" label="Smoking" required options={habitOptions} />
        <SelectField name="drinking" label="Drinking" required options={habitOptions} />
        <div className="span-2">
          <TextAreaField
            name="aboutMe"
            label="About Me"
            required
            rows={4}
            maxLength={LONG_TEXT_MAX}
            hint="No phone numbers, e-mail addresses or links."
          />
        </div>
        <div className="span-2">
          <TextAreaField name="expectation" label="Expectation" required rows={4} maxLength={LONG_TEXT_MAX} />
        </div>
      </div>
    </fieldset>
  )
}
