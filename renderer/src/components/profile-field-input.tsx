import { optionalProfileFields } from '../../../shared/profile-sections'
import type { EditableField } from '../../../shared/profile-sections'
import { useFormState } from 'react-final-form'
import { religionUsesGotra } from '../../../shared/options'
import { profileFieldInputs } from '../../../shared/profile-fields'
import { useT } from '../i18n/use-t'
import { CommunityField } from './community-field'
import { CityField, RegionField } from './place-fields'
import { RadioGroupField, SelectField, TextAreaField, TextField } from './fields'

/** One profile field as its input: My profile's section forms and the profile wizard share these. */
export function ProfileFieldInput({ field, religion }: { field: EditableField; religion?: string | null }) {
  const t = useT()
  // The religion chosen in this form, else the profile's own: gotra is asked only where families have one.
  const { values } = useFormState<Record<string, string>>({ subscription: { values: true } })
  const { input } = profileFieldInputs[field]
  const label = t.label(profileFieldInputs[field].label)
  const hint = profileFieldInputs[field].hint && t.label(profileFieldInputs[field].hint)
  const required = !optionalProfileFields.includes(field)
  const common = { name: field, label, hint, required }
  if (field === 'gotra' && !religionUsesGotra(values.religion ?? religion)) return null
  if (field === 'caste') return <CommunityField name={field} label={label} required={required} />
  switch (input.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={input.type ?? 'text'}
          inputMode={input.type === 'tel' ? 'tel' : undefined}
          maxLength={input.max + 5}
        />
      )
    case 'textarea':
      return (
        <div className="span-2">
          <TextAreaField {...common} rows={4} maxLength={input.max + 20} />
        </div>
      )
    case 'date':
      return <TextField {...common} type="date" />
    case 'number':
      return (
        <TextField
          {...common}
          label={`${label} (${input.unit})`}
          type="number"
          inputMode="numeric"
          min={input.min}
          max={input.max}
        />
      )
    case 'select':
      return <SelectField {...common} options={input.options} />
    case 'radio':
      return <RadioGroupField {...common} options={input.options} />
    case 'region':
      return <RegionField name={field} label={label} />
    case 'city':
      return <CityField name={field} label={label} />
  }
}
