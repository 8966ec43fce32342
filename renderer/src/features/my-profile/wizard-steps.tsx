import { isoDate, parseIsoDate } from '../../../../shared/dates'
import type { Option } from '../../../../shared/options'
import type { EditableField } from '../../../../shared/profile-sections'
import { SelectField, TextField } from '../../components/fields'
import { ProfileFieldInput } from '../../components/profile-field-input'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import { fieldHeading, fieldValue } from '../../lib/field-text'
import type { WizardInput, WizardValues } from './wizard-draft'

const range = (from: number, to: number): Option[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }))

/** The steps' titles (the page's h1). */
export const wizardSteps: MessageId[] = [
  'profile.wizard.stepStart',
  'profile.wizard.stepSocial',
  'profile.wizard.stepCareer',
  'profile.wizard.stepFinal',
]

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
  const t = useT('profile', 'options')
  const day = t('profile.wizard.day')
  const month = t('profile.wizard.month')
  const feet = t('profile.wizard.feet')
  const inches = t('profile.wizard.inches')
  return (
    <div className="form-grid">
      <ProfileFieldInput field="firstName" />
      <ProfileFieldInput field="lastName" />
      <fieldset className="field span-2">
        <legend className="field-label">{fieldHeading(t, 'dob')} *</legend>
        <div className="form-grid three">
          <SelectField name="day" label={day} options={range(1, 31)} placeholder={day} />
          <SelectField name="month" label={month} options={range(1, 12)} placeholder={month} />
          <TextField name="year" label={t('profile.wizard.year')} inputMode="numeric" maxLength={4} />
        </div>
      </fieldset>
      <fieldset className="field span-2">
        <legend className="field-label">{fieldHeading(t, 'height')} *</legend>
        <div className="form-grid">
          <SelectField name="feet" label={feet} options={range(4, 7)} placeholder={feet} />
          <SelectField name="inches" label={inches} options={range(0, 11)} placeholder={inches} />
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

interface ReviewRow {
  key: string
  label: (t: Translate) => string
  read: (v: WizardValues, t: Translate) => string | undefined
}

const reviewRows: ReviewRow[] = [
  {
    key: 'name',
    label: (t) => t('profile.wizard.name'),
    read: (v) => [v.firstName, v.lastName].filter(Boolean).join(' '),
  },
  {
    key: 'dob',
    label: (t) => fieldHeading(t, 'dob'),
    read: (v, t) => {
      if (!(v.day && v.month && v.year)) return undefined
      const date = new Date(2000, 0, 1)
      date.setFullYear(Number(v.year), Number(v.month) - 1, Number(v.day))
      return Number.isNaN(date.getTime())
        ? `${v.day}/${v.month}/${v.year}`
        : t.date(date, { day: 'numeric', month: 'numeric', year: 'numeric' })
    },
  },
  {
    key: 'height',
    label: (t) => fieldHeading(t, 'height'),
    read: (v) => (v.feet ? `${v.feet}'${v.inches ?? 0}"` : undefined),
  },
  ...stepFields
    .slice(1)
    .flat()
    .map((f): ReviewRow => ({
      key: f,
      label: (t) => fieldHeading(t, f),
      read: (v, t) => fieldValue(t, f, v[f as WizardInput]) || undefined,
    })),
]

export function StepReview({ values }: { values: WizardValues }) {
  const t = useT('profile', 'options', 'places')
  return (
    <>
      <p>{t('profile.wizard.review')}</p>
      <dl className="review">
        {reviewRows.map(({ key, label, read }) => (
          <div key={key}>
            <dt>{label(t)}</dt>
            <dd>{read(values, t) || t('profile.wizard.notGiven')}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
