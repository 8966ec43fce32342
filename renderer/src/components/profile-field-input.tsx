import { optionalProfileFields } from '../../../shared/profile-sections'
import type { EditableField } from '../../../shared/profile-sections'
import { profileFieldInputs } from '../../../shared/profile-fields'
import { useT } from '../i18n/use-t'
import { RadioGroupField, SelectField, TextAreaField, TextField } from './fields'

/** One profile field as its input: My profile's section forms and the profile wizard share these. */
export function ProfileFieldInput({ field }: { field: EditableField }) {
  const t = useT()
  const { input } = profileFieldInputs[field]
  const label = t.label(profileFieldInputs[field].label)
  const hint = profileFieldInputs[field].hint && t.label(profileFieldInputs[field].hint)
  const required = !optionalProfileFields.includes(field)
  const common = { name: field, label, hint, required }
  switch (input.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={input.type ?? 'text'}
          inputMode={input.type === 'tel' ? 'numeric' : undefined}
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
  }
}
