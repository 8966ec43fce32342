import { isoDate, parseIsoDate } from '../../../../shared/dates'
import type { Option } from '../../../../shared/options'
import { displayValue, profileFieldInputs } from '../../../../shared/profile-fields'
import type { EditableField } from '../../../../shared/profile-sections'
import { SelectField, TextField } from '../../components/fields'
import { ProfileFieldInput } from '../../components/profile-field-input'
import type { WizardInput, WizardValues } from './wizard-draft'

const range = (from: number, to: number): Option[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }))

export const wizardSteps = ["Let's get started", 'Social Details', 'Career Details', 'Final Step']

/** The profile fields each step fills (the first step's date and height are split into parts). */
export const stepFields: EditableField[][] = [
  ['firstName', 'lastName', 'dob', 'height'],
  [
    'maritalStatus',
    'haveChildren',
    'religion',
    'caste',
    'motherTongue',
    'country',
    'state',
    'city',
    'nativePlace',
  ],
  ['education', 'occupation', 'annualIncome'],
]

/** The wizard's inputs for the profile's stored values. */
export function wizardValuesOf(values: Record<string, string | number>): WizardValues {
  const out: WizardValues = {}
  for (const [k, v] of Object.entries(values)) out[k as WizardInput] = String(v)
  const dob = typeof values.dob === 'string' ? parseIsoDate(values.dob) : null
  if (dob) Object.assign(out, { day: String(dob.day), month: String(dob.month), year: String(dob.year) })
  if (typeof values.height === 'number')
    Object.assign(out, { feet: String(Math.floor(values.height / 12)), inches: String(values.height % 12) })
  return out
}

/** One step's edit of the profile, in the profile's own fields. */
export function patchOfStep(step: number, v: WizardValues): Record<string, string> {
  const patch: Record<string, string> = {}
  for (const field of stepFields[step - 1] ?? []) {
    if (field === 'dob')
      patch.dob = v.day && v.month && v.year ? isoDate(Number(v.year), Number(v.month), Number(v.day)) : ''
    else if (field === 'height')
      patch.height = v.feet ? String(Number(v.feet) * 12 + Number(v.inches || 0)) : ''
    else patch[field] = v[field as WizardInput] ?? ''
  }
  return patch
}

/** The server's and the struct's messages, placed on the inputs that show them. */
export function errorsForInputs(errors: Record<string, string>): Record<string, string> {
  const { dob, height, ...rest } = errors
  return { ...rest, ...(dob ? { year: dob } : {}), ...(height ? { feet: height } : {}) }
}

export function StepStart() {
  return (
    <div className="form-grid">
      <ProfileFieldInput field="firstName" />
      <ProfileFieldInput field="lastName" />
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
      {stepFields[1].map((f) => (
        <ProfileFieldInput key={f} field={f} />
      ))}
    </div>
  )
}

export function StepCareer() {
  return (
    <div className="form-grid">
      {stepFields[2].map((f) => (
        <ProfileFieldInput key={f} field={f} />
      ))}
    </div>
  )
}

const reviewRows: [string, (v: WizardValues) => string | undefined][] = [
  ['Name', (v) => [v.firstName, v.lastName].filter(Boolean).join(' ')],
  ['Date of birth', (v) => (v.day && v.month && v.year ? `${v.day}/${v.month}/${v.year}` : undefined)],
  ['Height', (v) => (v.feet ? `${v.feet}'${v.inches ?? 0}"` : undefined)],
  ...stepFields
    .slice(1)
    .flat()
    .map(
      (f) =>
        [
          profileFieldInputs[f].label.replace(' (optional)', ''),
          (v: WizardValues) => displayValue(f, v[f as WizardInput]) || undefined,
        ] as [string, (v: WizardValues) => string | undefined],
    ),
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
