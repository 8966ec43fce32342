import { useId } from 'react'
import { ATTACHMENTS_MAX } from '../../../../shared/schemas/ticket'

/** Choose several files; their names are listed, each removable. Choosing again adds to the list. */
export function AttachmentsField({
  value,
  onChange,
}: {
  value: string[]
  onChange: (names: string[]) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Attach files
      </label>
      <input
        id={id}
        type="file"
        multiple
        className="input"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const names = [...(e.target.files ?? [])].map((f) => f.name)
          onChange([...new Set([...value, ...names])].slice(0, ATTACHMENTS_MAX))
          e.target.value = ''
        }}
      />
      <p className="field-hint" id={`${id}-hint`}>
        Up to {ATTACHMENTS_MAX} files. We list their names with your request and ask for the files by e-mail
        if we need them.
      </p>
      {value.length > 0 && (
        <ul className="attachment-list" aria-label="Chosen files">
          {value.map((name) => (
            <li key={name}>
              <span>{name}</span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(value.filter((n) => n !== name))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
