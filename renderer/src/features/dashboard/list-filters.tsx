import { useState } from 'react'
import { officeListFilters, officeListSorts } from '../../../../shared/office-list'
import type { OfficeListFilter, OfficeListSort } from '../../../../shared/office-list'
import { profileStatusLabels } from '../../../../shared/profile-sections'
import type { ProfileStatus } from '../../../../shared/profile-sections'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import './dashboard.css'

export interface ListChoice {
  q: string
  status: OfficeListFilter | ''
  sort: OfficeListSort
}

const filterLabel = (t: Translate, f: OfficeListFilter) =>
  f === 'photo_waiting'
    ? t('office.dashboard.statusPhotoWaiting')
    : f === 'reported'
      ? t('office.dashboard.statusReported')
      : t.label(profileStatusLabels[f as ProfileStatus])

/** Search by name or profile id, a status and an order: the name on Search, the lists at once. */
export function ListFilters({ choice, onChange }: { choice: ListChoice; onChange: (c: ListChoice) => void }) {
  const t = useT('office', 'options')
  const [q, setQ] = useState(choice.q)
  return (
    <form
      role="search"
      className="office-list-filters"
      aria-label={t('office.dashboard.searchLabel')}
      onSubmit={(e) => {
        e.preventDefault()
        onChange({ ...choice, q: q.trim() })
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor="office-list-q">
          {t('office.dashboard.search')}
        </label>
        <input
          id="office-list-q"
          className="input"
          type="search"
          value={q}
          maxLength={100}
          autoComplete="off"
          aria-describedby="office-list-q-hint"
          onChange={(e) => setQ(e.target.value)}
        />
        <p className="field-hint" id="office-list-q-hint">
          {t('office.dashboard.searchHint')}
        </p>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="office-list-status">
          {t('office.dashboard.status')}
        </label>
        <select
          id="office-list-status"
          className="input"
          value={choice.status}
          onChange={(e) =>
            onChange({ ...choice, q: q.trim(), status: e.target.value as ListChoice['status'] })
          }
        >
          <option value="">{t('office.dashboard.statusAll')}</option>
          {officeListFilters.map((f) => (
            <option key={f} value={f}>
              {filterLabel(t, f)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="office-list-sort">
          {t('office.dashboard.sort')}
        </label>
        <select
          id="office-list-sort"
          className="input"
          value={choice.sort}
          onChange={(e) => onChange({ ...choice, q: q.trim(), sort: e.target.value as OfficeListSort })}
        >
          {officeListSorts.map((s) => (
            <option key={s} value={s}>
              {s === 'changed' ? t('office.dashboard.sortChanged') : t('office.dashboard.sortRegistered')}
            </option>
          ))}
        </select>
      </div>
      <div className="office-list-actions">
        <Button type="submit">{t('office.dashboard.searchButton')}</Button>
      </div>
    </form>
  )
}
