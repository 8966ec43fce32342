import { useCallback, useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { auditActionOptions } from '../../../../shared/privacy'
import type { AuditEntry, StaffMember } from '../../../../shared/privacy'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import { loadAudit } from './api'
import type { AuditFilters } from './api'
import { messageOf, when } from './download'
import { auditActionIds, labelIn, methodIds } from '../../lib/privacy-labels'

/** The office's audit log, newest first, with filters; "Show older entries" pages back. */
export function AuditSection({ staff }: { staff: StaffMember[] }) {
  const t = useT('profile', 'messages')
  const ids = useId()
  const [draft, setDraft] = useState<AuditFilters>({})
  const [filters, setFilters] = useState<AuditFilters>({})
  const [entries, setEntries] = useState<AuditEntry[] | null>(null)
  const [next, setNext] = useState<number | null>(null)
  const [busy, setBusy] = useState<'filter' | 'more' | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async (applied: AuditFilters, before?: number) => {
    setBusy(before ? 'more' : 'filter')
    setError(null)
    try {
      const page = await loadAudit(applied, before)
      setEntries((list) => (before ? [...(list ?? []), ...page.entries] : page.entries))
      setNext(page.next)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(null)
    }
  }, [])
  useEffect(() => {
    void load(filters)
  }, [filters, load])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFilters({ ...draft })
  }
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const field = (key: keyof AuditFilters) => `${ids}-${key}`
  return (
    <section className="card stack" aria-labelledby="audit-title">
      <h2 id="audit-title">{t('profile.audit.title')}</h2>
      <p>{t('profile.audit.intro')}</p>
      <form onSubmit={submit} className="audit-filters" aria-label={t('profile.audit.filter')}>
        <div className="field">
          <label className="field-label" htmlFor={field('action')}>
            {t('profile.audit.action')}
          </label>
          <select
            className="input"
            id={field('action')}
            value={draft.action ?? ''}
            onChange={(e) => set('action')(e.target.value)}
          >
            <option value="">{t('profile.audit.everyAction')}</option>
            {auditActionOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {labelIn(t, auditActionIds, o.value, o.label)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('profile')}>
            {t('profile.audit.profileId')}
          </label>
          <input
            className="input"
            id={field('profile')}
            value={draft.profile ?? ''}
            placeholder="MT000123"
            onChange={(e) => set('profile')(e.target.value.trim())}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('staff')}>
            {t('profile.audit.staffMember')}
          </label>
          <select
            className="input"
            id={field('staff')}
            value={draft.staff ?? ''}
            onChange={(e) => set('staff')(e.target.value)}
          >
            <option value="">{t('profile.audit.everyone')}</option>
            {staff.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name ?? m.email}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('from')}>
            {t('profile.audit.from')}
          </label>
          <input
            className="input"
            id={field('from')}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => set('from')(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('to')}>
            {t('profile.audit.to')}
          </label>
          <input
            className="input"
            id={field('to')}
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => set('to')(e.target.value)}
          />
        </div>
        <div className="form-actions">
          <Button type="submit" busy={busy === 'filter'} busyLabel={t('common.loading')}>
            {t('profile.audit.show')}
          </Button>
        </div>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {!entries && !error && <p role="status">{t('profile.audit.loading')}</p>}
      {entries && !entries.length && <p role="status">{t('profile.audit.none')}</p>}
      {entries && entries.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('profile.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profile.audit.when')}</th>
                <th scope="col">{t('profile.audit.who')}</th>
                <th scope="col">{t('profile.audit.what')}</th>
                <th scope="col">{t('profile.audit.profile')}</th>
                <th scope="col">{t('profile.audit.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{when(t, e.at)}</td>
                  <td>{e.by}</td>
                  <td>{labelIn(t, auditActionIds, e.action, e.actionLabel)}</td>
                  <td>{e.userId ?? '—'}</td>
                  <td>{e.detail ? labelIn(t, methodIds, e.detail) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <Button
          variant="secondary"
          busy={busy === 'more'}
          busyLabel={t('common.loading')}
          onClick={() => void load(filters, next)}
        >
          {t('profile.audit.older')}
        </Button>
      )}
    </section>
  )
}
