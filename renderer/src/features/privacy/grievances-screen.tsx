import { useEffect, useId, useState } from 'react'
import { labelOf } from '../../../../shared/options'
import {
  grievanceSourceLabels,
  grievanceStateOptions,
  GRIEVANCE_DAYS,
  privacyTitles,
} from '../../../../shared/privacy'
import type { GrievanceItem, GrievanceState } from '../../../../shared/privacy'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { loadGrievances, updateGrievance } from './api'
import { day, messageOf, when } from './download'
import './privacy.css'

function GrievanceCard({ item, onSaved }: { item: GrievanceItem; onSaved: (g: GrievanceItem) => void }) {
  const ids = useId()
  const [state, setState] = useState<GrievanceState>(item.state)
  const [note, setNote] = useState(item.note ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save = async () => {
    setBusy(true)
    setError(null)
    try {
      onSaved((await updateGrievance(item.id, { state, note })).grievance)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className="card stack grievance-card" aria-labelledby={`${ids}-title`}>
      <header>
        <h2 id={`${ids}-title`}>
          {item.number}: {item.subject}
        </h2>
        <p className={`badge${item.overdue ? ' badge-warn' : ''}`}>
          {labelOf(grievanceStateOptions, item.state)}
          {item.overdue ? ', overdue' : ''}
        </p>
      </header>
      <p>
        {grievanceSourceLabels[item.source]} · {item.kind} · received {when(item.createdAt)} ·{' '}
        <strong>due by {day(item.dueAt)}</strong>
        {item.profileUserId ? ` · about profile ${item.profileUserId}` : ''}
      </p>
      <p>Reply to: {item.requester}</p>
      {item.text && <p className="grievance-text">{item.text}</p>}
      {item.handledBy && (
        <p className="field-hint">
          Last changed by {item.handledBy} on {when(item.handledAt!)}
        </p>
      )}
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-state`}>
          State
        </label>
        <select
          className="input"
          id={`${ids}-state`}
          value={state}
          onChange={(e) => setState(e.target.value as GrievanceState)}
        >
          {grievanceStateOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-note`}>
          Note (what was done, what was answered)
        </label>
        <textarea
          className="input"
          id={`${ids}-note`}
          value={note}
          maxLength={1000}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button busy={busy} busyLabel="Saving…" onClick={() => void save()}>
          Save {item.number}
        </Button>
      </div>
    </article>
  )
}

/** The grievance officer's queue: privacy requests and reports, soonest due first, each with its state. */
export function GrievancesScreen() {
  usePageTitle(privacyTitles.grievances)
  const [view, setView] = useState<'open' | 'resolved'>('open')
  const [items, setItems] = useState<GrievanceItem[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    setItems(null)
    setError(null)
    loadGrievances(view)
      .then((r) => live && setItems(r.grievances))
      .catch((e: unknown) => live && setError(messageOf(e)))
    return () => {
      live = false
    }
  }, [view])
  const saved = (g: GrievanceItem) => {
    setNotice(`Saved ${g.number}: ${labelOf(grievanceStateOptions, g.state)}.`)
    setItems((list) =>
      (list ?? [])
        .map((i) => (i.id === g.id ? g : i))
        .filter((i) => (view === 'open' ? i.state !== 'resolved' : i.state === 'resolved')),
    )
  }
  return (
    <div className="container section stack">
      <div>
        <h1>{privacyTitles.grievances}</h1>
        <p className="lead">
          Privacy and data requests from Write to Us, and reports that a profile misuses someone’s data. Each
          was acknowledged with its number and is answered within {GRIEVANCE_DAYS} days.
        </p>
        <div className="form-actions" role="group" aria-label="Which grievances">
          {(['open', 'resolved'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'open' ? 'Open and in progress' : 'Resolved'}
            </Button>
          ))}
        </div>
      </div>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!items && !error && <p role="status">Loading grievances…</p>}
      {items && !items.length && <p>{view === 'open' ? 'No grievance is waiting.' : 'None resolved yet.'}</p>}
      {items?.map((g) => (
        <GrievanceCard key={g.id} item={g} onSaved={saved} />
      ))}
    </div>
  )
}
