import { useId } from 'react'
import { Field } from 'react-final-form'
import type { Option } from '../../../shared/options'
import { useT } from '../i18n/use-t'

/** Several values from one list (Ctrl or Shift to pick more); nothing chosen means "Doesn't matter". */
export function MultiSelectField({
  name,
  label,
  options,
  hint,
}: {
  name: string
  label: string
  options: readonly Option[]
  hint?: string
}) {
  const id = useId()
  const t = useT('app')
  return (
    <Field<string[]> name={name} type="select" multiple>
      {({ input, meta }) => {
        const error =
          meta.touched && typeof (meta.error ?? meta.submitError) === 'string'
            ? (meta.error ?? meta.submitError)
            : undefined
        return (
          <div className={`field${error ? ' has-error' : ''}`}>
            <div className="field-label">
              <label htmlFor={id}>{label}</label>
            </div>
            <select
              {...input}
              id={id}
              multiple
              size={Math.min(6, options.length)}
              className="input"
              value={input.value || []}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {t.label(o.label)}
                </option>
              ))}
            </select>
            <p className="field-hint" id={`${id}-hint`}>
              {hint ?? t('app.form.multiSelectHint')}
            </p>
            {error && (
              <p className="field-error" id={`${id}-error`}>
                {t.message(error)}
              </p>
            )}
          </div>
        )
      }}
    </Field>
  )
}
