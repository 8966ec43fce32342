import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'
import {
  ANY,
  countryOptions,
  genderOptions,
  labelOf,
  motherTongueOptions,
  religionOptions,
} from '../../../../shared/options'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { saveSearch } from '../../lib/saved-searches-api'
import type { Criteria } from './criteria'

const given = (v: string | undefined): v is string => v !== undefined && v !== '' && v !== ANY

/** A name made from the criteria, as a family would say it: "Female, 25–30, Hinduism, Tamil". */
export function nameFromCriteria(t: Translate, c: Criteria): string {
  const parts: string[] = []
  if (given(c.gender)) parts.push(t.label(labelOf(genderOptions, c.gender)))
  if (c.ageFrom !== undefined || c.ageTo !== undefined) parts.push(`${c.ageFrom ?? ''}–${c.ageTo ?? ''}`)
  if (given(c.religion)) parts.push(t.label(labelOf(religionOptions, c.religion)))
  if (given(c.motherTongue)) parts.push(t.label(labelOf(motherTongueOptions, c.motherTongue)))
  if (given(c.country)) parts.push(t.label(labelOf(countryOptions, c.country)))
  return (parts.join(', ') || t('discover.saved.everyone')).slice(0, 80)
}

/** "Save this search": a name (one made from the criteria, to keep or change), kept beside Matches. */
export function SaveSearch({ criteria }: { criteria: Criteria }) {
  const t = useT('discover', 'options', 'messages')
  const id = useId()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<{ field?: string; form?: string } | null>(null)

  const start = () => {
    setName(nameFromCriteria(t, criteria))
    setSaved(false)
    setError(null)
    setOpen(true)
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await saveSearch(name, criteria)
      setSaved(true)
      setOpen(false)
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.name) setError({ field: err.fieldErrors.name })
      else setError({ form: err instanceof Error ? err.message : String(err) })
    } finally {
      setBusy(false)
    }
  }

  if (!open)
    return (
      <div className="save-search">
        <Button variant="secondary" onClick={start}>
          {t('discover.saved.save')}
        </Button>
        {saved && (
          <p className="form-success" role="status">
            {t('discover.saved.done')} <Link to={paths.matches}>{t('discover.saved.seeThem')}</Link>
          </p>
        )}
      </div>
    )
  return (
    <form className="save-search card" onSubmit={(e) => void submit(e)} noValidate>
      <div className={`field${error?.field ? ' has-error' : ''}`}>
        <label className="field-label" htmlFor={`${id}-name`}>
          {t('discover.saved.name')}
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error?.field ? true : undefined}
          aria-describedby={error?.field ? `${id}-error` : undefined}
        />
        {error?.field && (
          <p className="field-error" id={`${id}-error`}>
            {t.message(error.field)}
          </p>
        )}
      </div>
      {error?.form && (
        <p className="form-error" role="alert">
          {t.message(error.form)}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" busy={busy} busyLabel={t('discover.saved.saving')}>
          {t('discover.saved.saveNamed')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('discover.cancel')}
        </Button>
      </div>
    </form>
  )
}
