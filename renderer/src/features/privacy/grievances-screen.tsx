import { useEffect, useId, useState } from 'react'
import { GRIEVANCE_DAYS, grievanceStateOptions } from '../../../../shared/privacy'
import type { GrievanceItem, GrievanceState } from '../../../../shared/privacy'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { T, useT } from '../../i18n/use-t'
import { loadGrievances, updateGrievance } from './api'
import { day, messageOf, when } from './download'
import { grievanceSourceIds, grievanceStateIds, labelIn } from '../../lib/privacy-labels'
import { NomineeProof } from './nominee-proof'
import './privacy.css'

function GrievanceCard({ item, onSaved }: { item: GrievanceItem; onSaved: (g: GrievanceItem) => void }) {
  const t = useT('profile', 'messages')
  const ids = useId()
  const [state, setState] = useState<GrievanceState>(item.state)
  const [note, setNote] = useState(item.note ?? '')
  const [proof, setProof] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save = async () => {
    setBusy(true)
    setError(null)
    try {
      onSaved(
        (await updateGrievance(item.id, { state, note, ...(proof ? { proofReceived: true } : {}) }))
          .grievance,
      )
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  const stateLabel = labelIn(t, grievanceStateIds, item.state)
  const details = {
    source: labelIn(t, grievanceSourceIds, item.source),
    kind: item.kind,
    received: when(t, item.createdAt),
    due: day(t, item.dueAt),
  }
  return (
    <article className="card stack grievance-card" aria-labelledby={`${ids}-title`}>
      <header>
        <h2 id={`${ids}-title`}>
          {item.number}: {item.subject}
        </h2>
        <p className={`badge${item.overdue ? ' badge-warn' : ''}`}>
          {item.overdue ? t('profile.grievances.overdue', { state: stateLabel }) : stateLabel}
        </p>
      </header>
      <p>
        {item.profileUserId ? (
          <T
            id="profile.grievances.detailsAbout"
            values={{ ...details, profile: item.profileUserId }}
            components={{ strong: <strong /> }}
          />
        ) : (
          <T id="profile.grievances.details" values={details} components={{ strong: <strong /> }} />
        )}
      </p>
      <p>{t('profile.grievances.replyTo', { requester: item.requester })}</p>
      {item.text && <p className="grievance-text">{item.text}</p>}
      {item.handledBy && (
        <p className="field-hint">
          {t('profile.grievances.lastChanged', { name: item.handledBy, date: when(t, item.handledAt!) })}
        </p>
      )}
      <NomineeProof item={item} checked={proof} onChange={setProof} />
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-state`}>
          {t('profile.grievances.state')}
        </label>
        <select
          className="input"
          id={`${ids}-state`}
          value={state}
          onChange={(e) => setState(e.target.value as GrievanceState)}
        >
          {grievanceStateOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {labelIn(t, grievanceStateIds, o.value)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-note`}>
          {t('profile.grievances.note')}
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
          {t.message(error)}
        </p>
      )}
      <div>
        <Button busy={busy} busyLabel={t('profile.grievances.saving')} onClick={() => void save()}>
          {t('profile.grievances.save', { number: item.number })}
        </Button>
      </div>
    </article>
  )
}

/** The grievance officer's queue: privacy requests and reports, soonest due first, each with its state. */
export function GrievancesScreen() {
  const t = useT('profile', 'messages')
  usePageTitle(t('profile.grievances.title'))
  const [view, setView] = useState<'open' | 'resolved'>('open')
  const [items, setItems] = useState<GrievanceItem[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<GrievanceItem | null>(null)
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
    setNotice(g)
    setItems((list) =>
      (list ?? [])
        .map((i) => (i.id === g.id ? g : i))
        .filter((i) => (view === 'open' ? i.state !== 'resolved' : i.state === 'resolved')),
    )
  }
  return (
    <div className="container section stack">
      <div>
        <h1>{t('profile.grievances.title')}</h1>
        <p className="lead">{t('profile.grievances.lead', { days: GRIEVANCE_DAYS })}</p>
        <div className="form-actions" role="group" aria-label={t('profile.grievances.which')}>
          {(['open', 'resolved'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'open' ? t('profile.grievances.openView') : t('profile.grievances.resolvedView')}
            </Button>
          ))}
        </div>
      </div>
      {notice && (
        <p className="form-success" role="status">
          {t('profile.grievances.saved', {
            number: notice.number,
            state: labelIn(t, grievanceStateIds, notice.state),
          })}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {!items && !error && <p role="status">{t('profile.grievances.loading')}</p>}
      {items && !items.length && (
        <p>{view === 'open' ? t('profile.grievances.noneOpen') : t('profile.grievances.noneResolved')}</p>
      )}
      {items?.map((g) => (
        <GrievanceCard key={g.id} item={g} onSaved={saved} />
      ))}
    </div>
  )
}
