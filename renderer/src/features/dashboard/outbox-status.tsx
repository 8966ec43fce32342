import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import { openEntry, reopenRefused } from '../../lib/outbox'
import { discard, ownOutboxAtom } from '../../lib/outbox-store'
import type { OutboxEntry } from '../../lib/outbox-store'
import { sessionAtom } from '../../lib/session'

/** Names of the refused entries, opened with the account's key (they are stored sealed). */
function useLabels(entries: OutboxEntry[]) {
  const session = useAtomValue(sessionAtom)
  const [labels, setLabels] = useState<Record<string, string>>({})
  const keys = entries.map((e) => e.key).join()
  useEffect(() => {
    if (!session) return
    let live = true
    for (const entry of entries)
      openEntry(session, entry)
        .then(({ label }) => live && setLabels((all) => ({ ...all, [entry.key]: label })))
        .catch(() => undefined)
    return () => {
      live = false
    }
    // `keys` stands for the entries: a new array of the same entries must not open them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, session])
  return labels
}

function RefusedEntry({ entry, label }: { entry: OutboxEntry; label: string | undefined }) {
  const session = useAtomValue(sessionAtom)
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState(false)
  const t = useT('office', 'messages')
  const edit = async () => {
    if (!session) return
    try {
      await reopenRefused(session, entry)
      navigate(paths.matrimonialForm)
    } catch {
      setError(true)
    }
  }
  return (
    <li>
      {label === undefined
        ? t('office.outbox.refusedUnnamed', { reason: t.message(entry.refused ?? '') })
        : t('office.outbox.refused', { name: label, reason: t.message(entry.refused ?? '') })}{' '}
      {confirming ? (
        <>
          {label === undefined
            ? t('office.outbox.confirmDiscardUnnamed')
            : t('office.outbox.confirmDiscard', { name: label })}{' '}
          <Button variant="secondary" onClick={() => discard(entry.key)}>
            {t('office.outbox.yesDiscard')}
          </Button>{' '}
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('office.outbox.keep')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="secondary" onClick={() => void edit()}>
            {t('office.outbox.edit')}
          </Button>{' '}
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('office.outbox.discard')}
          </Button>
        </>
      )}
      {error && (
        <span className="form-error" role="alert">
          {' '}
          {t('office.outbox.cannotOpen')}
        </span>
      )}
    </li>
  )
}

/** What this device still holds for the server for this account: waiting profiles, and any refused. */
export function OutboxStatus() {
  const entries = useAtomValue(ownOutboxAtom)
  const waiting = entries.filter((e) => !e.refused)
  const refused = entries.filter((e) => e.refused)
  const labels = useLabels(refused)
  const t = useT('office')
  if (!entries.length) return null
  return (
    <section className="card outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t('office.outbox.title')}</h2>
      {waiting.length > 0 && <p role="status">{t('office.outbox.waiting', { count: waiting.length })}</p>}
      {refused.length > 0 && (
        <ul>
          {refused.map((e) => (
            <RefusedEntry key={e.key} entry={e} label={labels[e.key]} />
          ))}
        </ul>
      )}
    </section>
  )
}
