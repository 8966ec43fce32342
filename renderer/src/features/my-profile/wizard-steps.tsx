import type { Option } from '../../../../shared/options'
import {
  wizardCommunityOptions,
  wizardCreatedForOptions,
  wizardEducationOptions,
  wizardMaritalStatusOptions,
  wizardMotherTongueOptions,
} from '../../../../shared/options'
import { SelectField, TextField } from '../../components/fields'
import type { WizardValues } from './draft'

const opts = (values: string[]): Option[] => values.map((v) => ({ value: v, label: v }))
const range = (from: number, to: number) =>
  opts(Array.from({ length: to - from + 1 }, (_, i) => String(from + i)))

export const wizardSteps = ["Let's get started", 'Social Details', 'Career Details', 'Final Step']

export function StepStart() {
  return (
    <div className="form-grid">
      <div className="span-2">
        <SelectField
          name="createdFor"
          label="This profile is for"
          required
          options={opts(wizardCreatedForOptions)}
        />
      </div>
      <TextField name="firstName" label="First name" required />
      <TextField name="lastName" label="Last name" required />
      <fieldset className="field span-2">
        <legend className="field-label">Date of birth *</legend>
        <div className="form-grid three">
          <SelectField name="day" label="Day" options={range(1, 31)} placeholder="Day" />
          <SelectField name="month" label="Month" options={range(1, 12)} placeholder="Month" />
          <TextField name="year" label="Year" inputMode="numeric" maxLength={4} />
        </div>
      </fieldset>
      <fieldset className="field span-2">
        <legend className="field-label">Height *</legend>
        <div className="form-grid">
          <SelectField name="feet" label="Feet" options={range(4, 7)} placeholder="Feet" />
          <SelectField name="inches" label="Inches" options={range(0, 11)} placeholder="Inches" />
        </div>
      </fieldset>
    </div>
  )
}

export function StepSocial() {
  return (
    <div className="form-grid">
      <SelectField
        name="maritalStatus"
        label="Marital status"
        required
        options={opts(wizardMaritalStatusOptions)}
      />
      <SelectField
        name="motherTongue"
        label="Mother tongue"
        required
        options={opts(wizardMotherTongueOptions)}
      />
      <SelectField name="community" label="Community" required options={opts(wizardCommunityOptions)} />
      <TextField name="currentLocation" label="Current location" required />
      <TextField name="nativePlace" label="Native place" required />
    </div>
  )
}

export function StepCareer() {
  return (
    <div className="form-grid">
      <div className="span-2">
        <SelectField
          name="highestEducation"
          label="Highest education"
          required
          options={opts(wizardEducationOptions)}
        />
      </div>
      <TextField name="collegeName" label="College name (optional)" />
      <TextField name="workExperience" label="Work experience (optional)" />
    </div>
  )
}

const reviewRows: [string, (v: WizardValues) => string | undefined][] = [
  ['Profile for', (v) => v.createdFor],
  ['Name', (v) => [v.firstName, v.lastName].filter(Boolean).join(' ')],
  [
    'Date of birth',
    (v) => (v.day || v.month || v.year ? `${v.day ?? '?'}/${v.month ?? '?'}/${v.year ?? '?'}` : undefined),
  ],
  ['Height', (v) => (v.feet ? `${v.feet}'${v.inches ?? 0}"` : undefined)],
  ['Marital status', (v) => v.maritalStatus],
  ['Mother tongue', (v) => v.motherTongue],
  ['Community', (v) => v.community],
  ['Current location', (v) => v.currentLocation],
  ['Native place', (v) => v.nativePlace],
  ['Highest education', (v) => v.highestEducation],
  ['College name', (v) => v.collegeName],
  ['Work experience', (v) => v.workExperience],
]

export function StepReview({ values }: { values: WizardValues }) {
  return (
    <>
      <p>Review your details and submit your profile.</p>
      <dl className="review">
        {reviewRows.map(([label, read]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{read(values) || 'Not given'}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
