import { useId } from 'react'
import type {
  FormEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'
import { Field } from 'react-final-form'
import type { FieldInputProps, FieldMetaState } from 'react-final-form'
import type { Option } from '../../../shared/options'
import '../i18n/messages'
import { useT } from '../i18n/use-t'

// react-final-form fields that show their message under the field, linked with aria-describedby.
// Messages and option labels are kept in English (stable, shared with the API) and shown in the language on
// screen: a switch of language re-renders them without touching what was typed.

function errorOf(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined
  const error = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)
  return typeof error === 'string' ? error : undefined
}

interface Frame {
  id: string
  label: ReactNode
  required?: boolean
  error?: string
  hint?: ReactNode
  children: ReactNode
}

function FieldFrame({ id, label, required, error, hint, children }: Frame) {
  const t = useT()
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t.message(error)}
        </p>
      )}
    </div>
  )
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined

interface Common {
  name: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
}

interface ControlProps {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-required'?: true
  'aria-describedby'?: string
}

/** A final-form field in its frame: the control gets its id, validity and descriptions from here. */
function FramedField({
  name,
  label,
  required,
  hint,
  children,
}: Common & { children: (input: FieldInputProps<string>, control: ControlProps) => ReactNode }) {
  const id = useId()
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = errorOf(meta)
        const control: ControlProps = {
          id,
          className: 'input',
          'aria-invalid': error ? true : undefined,
          'aria-required': required || undefined,
          'aria-describedby': describedBy(id, error, hint),
        }
        return (
          <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
            {children(input, control)}
          </FieldFrame>
        )
      }}
    </Field>
  )
}

export function TextField({
  name,
  label,
  required,
  hint,
  type = 'text',
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FramedField name={name} label={label} required={required} hint={hint}>
      {(input, control) => <input {...rest} {...input} value={input.value ?? ''} type={type} {...control} />}
    </FramedField>
  )
}

export function TextAreaField({
  name,
  label,
  required,
  hint,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FramedField name={name} label={label} required={required} hint={hint}>
      {(input, control) => <textarea {...rest} {...input} {...control} />}
    </FramedField>
  )
}

export function SelectField({
  name,
  label,
  required,
  hint,
  options,
  placeholder,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder?: string }) {
  const t = useT('app')
  return (
    <FramedField name={name} label={label} required={required} hint={hint}>
      {(input, control) => (
        <select {...rest} {...input} value={input.value ?? ''} {...control}>
          <option value="">{placeholder ?? t('app.form.select')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {t.label(o.label)}
            </option>
          ))}
        </select>
      )}
    </FramedField>
  )
}

/** A group of radio buttons in a fieldset; the message sits under the group. */
export function RadioGroupField({ name, label, required, options }: Common & { options: readonly Option[] }) {
  const id = useId()
  const t = useT()
  return (
    <Field<string>
      name={name}
      subscription={{
        touched: true,
        error: true,
        submitError: true,
        dirtySinceLastSubmit: true,
        value: true,
      }}
    >
      {({ meta }) => {
        const error = errorOf(meta)
        return (
          <fieldset
            className={`field radio-group${error ? ' has-error' : ''}`}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            <legend className="field-label">
              {label}
              {required && (
                <span className="required-mark" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </legend>
            <div className="radio-options">
              {options.map((o) => (
                <Field<string> key={o.value} name={name} type="radio" value={o.value}>
                  {({ input }) => (
                    <label className="radio">
                      <input {...input} aria-invalid={error ? true : undefined} /> {t.label(o.label)}
                    </label>
                  )}
                </Field>
              ))}
            </div>
            {error && (
              <p className="field-error" id={`${id}-error`}>
                {t.message(error)}
              </p>
            )}
          </fieldset>
        )
      }}
    </Field>
  )
}

export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <label className="checkbox">
          <input {...input} type="checkbox" /> {label}
        </label>
      )}
    </Field>
  )
}

/**
 * Submits, then (when something is wrong) moves focus to the first field with a message, so a person on
 * a long form lands on what to fix instead of staying at the Submit button.
 */
export function submitFocusingErrors(
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const focusFirstInvalid = () =>
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    const result = handleSubmit(event)
    if (result) void result.then(focusFirstInvalid)
    else focusFirstInvalid()
    return result
  }
}

/** The error under a whole form: the server's message, or the network's. */
export function FormError({ error }: { error?: string }) {
  const t = useT()
  return error ? (
    <p className="form-error" role="alert">
      {t.message(error)}
    </p>
  ) : null
}
