import { useId } from 'react'
import { ATTACHMENTS_MAX } from '../../../../shared/schemas/ticket'
import { useT } from '../../i18n/use-t'

/** Choose several files; their names are listed, each removable. Choosing again adds to the list. */
export function AttachmentsField({
  value,
  onChange,
}: {
  value: string[]
  onChange: (names: string[]) => void
}) {
  const t = useT('site')
  const id = useId()
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('site.attachments.label')}
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
        {t('site.attachments.hint', { max: ATTACHMENTS_MAX })}
      </p>
      {value.length > 0 && (
        <ul className="attachment-list" aria-label={t('site.attachments.chosen')}>
          {value.map((name) => (
            <li key={name}>
              <span>{name}</span>
              <button
                type="button"
                className="link-button"
                aria-label={t('site.attachments.removeName', { name })}
                onClick={() => onChange(value.filter((n) => n !== name))}
              >
                {t('site.attachments.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
