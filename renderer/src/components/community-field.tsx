import { useField } from 'react-final-form'
import { COMMUNITY_UNDISCLOSED } from '../../../shared/options'
import { useT } from '../i18n/use-t'
import { TextField } from './fields'

/**
 * The community, typed, or "Prefer not to say" ticked instead: many families would rather not name one, and
 * a required field must not push them to invent it. The ticked choice is stored as COMMUNITY_UNDISCLOSED.
 */
export function CommunityField({
  name,
  label,
  required,
}: {
  name: string
  label: string
  required?: boolean
}) {
  const t = useT('options')
  const { input } = useField<string>(name, { subscription: { value: true } })
  const undisclosed = input.value === COMMUNITY_UNDISCLOSED
  const choice = (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={undisclosed}
        onChange={(e) => input.onChange(e.target.checked ? COMMUNITY_UNDISCLOSED : '')}
      />{' '}
      {t.label(COMMUNITY_UNDISCLOSED)}
    </label>
  )
  if (undisclosed)
    return (
      <div className="field">
        <p className="field-label">{label}</p>
        {choice}
      </div>
    )
  return (
    <div>
      <TextField name={name} label={label} required={required} />
      {choice}
    </div>
  )
}
