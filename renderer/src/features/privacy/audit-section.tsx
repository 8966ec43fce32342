import { useCallback, useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { auditActionOptions } from '../../../../shared/privacy'
import type { AuditEntry, StaffMember } from '../../../../shared/privacy'
import { Button } from '../../components/button'
import { loadAudit } from './api'
import type { AuditFilters } from './api'
import { messageOf, when } from './download'

/** The office's audit log, newest first, with filters; "Show older entries" pages back. */
export function AuditSection({ staff }: { staff: StaffMember[] }) {
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
      <h2 id="audit-title">Audit log</h2>
      <p>
        Every time staff of your office open or change a profile’s personal data, see contact details, print a
        biodata, export or delete data, and every change of staff accounts.
      </p>
      <form onSubmit={submit} className="audit-filters" aria-label="Filter the audit log">
        <div className="field">
          <label className="field-label" htmlFor={field('action')}>
            Action
          </label>
          <select
            className="input"
            id={field('action')}
            value={draft.action ?? ''}
            onChange={(e) => set('action')(e.target.value)}
          >
            <option value="">Every action</option>
            {auditActionOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('profile')}>
            Profile id
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
            Staff member
          </label>
          <select
            className="input"
            id={field('staff')}
            value={draft.staff ?? ''}
            onChange={(e) => set('staff')(e.target.value)}
          >
            <option value="">Everyone</option>
            {staff.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name ?? m.email}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('from')}>
            From
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
            To
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
          <Button type="submit" busy={busy === 'filter'} busyLabel="Loading…">
            Show entries
          </Button>
        </div>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!entries && !error && <p role="status">Loading the audit log…</p>}
      {entries && !entries.length && <p role="status">No entries match.</p>}
      {entries && entries.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Audit log entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Profile</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{when(e.at)}</td>
                  <td>{e.by}</td>
                  <td>{e.actionLabel}</td>
                  <td>{e.userId ?? '—'}</td>
                  <td>{e.detail ?? ''}</td>
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
          busyLabel="Loading…"
          onClick={() => void load(filters, next)}
        >
          Show older entries
        </Button>
      )}
    </section>
  )
}
