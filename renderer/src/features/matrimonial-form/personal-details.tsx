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
import { CommunityField } from '../../components/community-field'
import { CityField, RegionField } from '../../components/place-fields'
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../../components/fields'
import { useT } from '../../i18n/use-t'

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
  const t = useT('office', 'options', 'places')
  return (
    <fieldset className="form-section">
      <legend>
        <h2>{t('office.form.personalDetails')}</h2>
      </legend>
      <AgeFromDob />
      <div className="form-grid">
        <TextField
          name="firstName"
          label={t('office.form.firstName')}
          required
          maxLength={NAME_MAX + 5}
          autoComplete="off"
        />
        <TextField
          name="lastName"
          label={t('office.form.lastName')}
          required
          maxLength={NAME_MAX + 5}
          autoComplete="off"
        />
        <TextField name="dob" label={t('office.form.dob')} type="date" required />
        <TextField
          name="age"
          label={t('office.form.age')}
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={100}
        />
        <TextField
          name="email"
          label={t('office.form.email')}
          type="email"
          autoComplete="off"
          hint={t('office.form.emailHint')}
        />
        <TextField
          name="mobile"
          label={t('office.form.mobile')}
          type="tel"
          inputMode="tel"
          required
          hint={t('office.form.mobileHint')}
        />
        <RadioGroupField
          name="gender"
          label={t('office.form.gender')}
          required
          options={profileGenderOptions}
        />
        <SelectField
          name="maritalStatus"
          label={t('office.form.maritalStatus')}
          required
          options={maritalStatusOptions}
        />
        <SelectField
          name="haveChildren"
          label={t('office.form.haveChildren')}
          required
          options={haveChildrenOptions}
        />
        <SelectField name="height" label={t('office.form.height')} required options={heightOptions} />
        <TextField
          name="weight"
          label={t('office.form.weight')}
          type="number"
          inputMode="numeric"
          min={30}
          max={200}
        />
        <SelectField name="religion" label={t('office.form.religion')} required options={religionOptions} />
        <SelectField
          name="motherTongue"
          label={t('office.form.motherTongue')}
          required
          options={motherTongueOptions}
        />
        <CommunityField name="caste" label={t('office.form.caste')} required />
        <TextField name="education" label={t('office.form.education')} required />
        <TextField name="occupation" label={t('office.form.occupation')} required />
        <SelectField
          name="annualIncome"
          label={t('office.form.annualIncome')}
          required
          options={annualIncomeOptions}
        />
        <SelectField name="country" label={t('office.form.country')} required options={countryOptions} />
        <RegionField name="state" label={t('office.form.state')} />
        <CityField name="city" label={t('office.form.city')} />
        <SelectField
          name="citizen"
          label={t('office.form.citizen')}
          required
          hint={t('office.form.citizenHint')}
          options={countryOptions}
        />
        <SelectField name="family" label={t('office.form.family')} required options={familyTypeOptions} />
        <SelectField name="value" label={t('office.form.value')} required options={familyValueOptions} />
        <SelectField
          name="familyStatus"
          label={t('office.form.familyStatus')}
          required
          options={familyStatusOptions}
        />
        <SelectField name="eating" label={t('office.form.eating')} required options={eatingOptions} />
        <SelectField name="smoking" label={t('office.form.smoking')} required options={habitOptions} />
        <SelectField name="drinking" label={t('office.form.drinking')} required options={habitOptions} />
        <div className="span-2">
          <TextAreaField
            name="aboutMe"
            label={t('office.form.aboutMe')}
            required
            rows={4}
            maxLength={LONG_TEXT_MAX}
            hint={t('office.form.aboutMeHint')}
          />
        </div>
        <div className="span-2">
          <TextAreaField
            name="expectation"
            label={t('office.form.expectation')}
            required
            rows={4}
            maxLength={LONG_TEXT_MAX}
          />
        </div>
      </div>
    </fieldset>
  )
}
