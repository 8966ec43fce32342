import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { useField } from 'react-final-form'
import type { Place } from '../../../shared/api'
import { ApiError } from '../lib/api-client'
import { useT } from '../i18n/use-t'

// A place chosen from the server's list as the person types (ARIA combobox with a listbox): the form's value
// is the place's id; the text box only searches. Arrow keys move through the list, Enter picks, Escape closes.

const DELAY_MS = 200
export const placeText = (p: Pick<Place, 'name' | 'region' | 'country'>) =>
  [p.name, p.region, p.country].filter(Boolean).join(', ')

interface Props {
  name: string
  label: string
  hint?: string
  /** How the place already chosen reads (its stored name), if any. */
  initialText: string
  search: (query: string) => Promise<Place[]>
}

export function PlacePicker({ name, label, hint, initialText, search }: Props) {
  const t = useT('profile', 'messages')
  const id = useId()
  const { input, meta } = useField<string>(name)
  const [text, setText] = useState(initialText)
  const [typed, setTyped] = useState(false)
  const [places, setPlaces] = useState<Place[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [state, setState] = useState<'idle' | 'searching' | 'done' | 'failed'>('idle')
  const [failure, setFailure] = useState('')
  const asked = useRef(0)

  useEffect(() => {
    if (!typed || text.trim().length < 2) return
    const ask = ++asked.current
    const timer = setTimeout(() => {
      setState('searching')
      search(text)
        .then((found) => {
          if (ask !== asked.current) return
          setPlaces(found)
          setActive(found.length ? 0 : -1)
          setOpen(true)
          setState('done')
        })
        .catch((e: unknown) => {
          if (ask !== asked.current) return
          setFailure(e instanceof ApiError ? e.message : '')
          setState('failed')
        })
    }, DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, typed, search])

  const pick = (place: Place) => {
    input.onChange(place.id)
    setText(placeText(place))
    setTyped(false)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!places.length) return
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + places.length) % places.length)
    } else if (event.key === 'Enter' && open && active >= 0 && places[active]) {
      event.preventDefault()
      pick(places[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const error = meta.touched
    ? (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined))
    : undefined
  const listId = `${id}-list`
  const statusText =
    state === 'searching'
      ? t('profile.place.searching')
      : state === 'failed'
        ? failure
          ? t.message(failure)
          : t('profile.place.failed')
        : state === 'done' && !places.length
          ? t('profile.place.none')
          : state === 'done' && open
            ? t('profile.place.found', { count: places.length })
            : ''
  const described = [error && `${id}-error`, hint && `${id}-hint`, `${id}-status`].filter(Boolean).join(' ')

  return (
    <div className={`field place-picker${error ? ' has-error' : ''}`}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
      </div>
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && places.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-o${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setTyped(true)
          if (input.value) input.onChange('')
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          input.onBlur()
          // A click on an option lands before the list closes.
          setTimeout(() => setOpen(false), 150)
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="place-options"
        hidden={!open || !places.length}
      >
        {places.map((p, i) => (
          <li
            key={p.id}
            id={`${id}-o${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            onMouseDown={(e) => {
              e.preventDefault()
              pick(p)
            }}
          >
            {placeText(p)}
          </li>
        ))}
      </ul>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="field-hint" id={`${id}-status`} role="status">
        {statusText}
      </p>
      {typeof error === 'string' && (
        <p className="field-error" id={`${id}-error`}>
          {t.message(error)}
        </p>
      )}
    </div>
  )
}
