import { useEffect, useState } from 'react'
import { ERASURE_DAYS } from '../../../../shared/privacy'
import type { DeletionState } from '../../../../shared/privacy'
import { Button } from '../../components/button'
import { T, useT } from '../../i18n/use-t'
import { cancelMyDeletion, deleteMyAccount, loadDeletion } from './api'
import { day, messageOf } from './download'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/** Delete my account: hidden at once, erased after the waiting period, cancellable until then. */
export function DeletionSection() {
  const t = useT('profile', 'messages')
  const [state, setState] = useState<DeletionState | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    loadDeletion()
      .then(setState)
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  const act = async (call: typeof deleteMyAccount) => {
    setBusy(true)
    setError(null)
    setStatus(null)
    try {
      const result = await call()
      setState(result.deletion)
      setStatus(result.message)
      setConfirming(false)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  const pending = state?.pending
  return (
    <section className="card" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('profile.deletion.title')}</h2>
      {!state && !error && <p role="status">{t('common.loading')}</p>}
      {status && (
        <p className="form-success" role="status">
          {t.message(status)}
        </p>
      )}
      {pending && (
        <>
          <p>
            <T
              id="profile.deletion.pending"
              values={{ date: day(t, pending.eraseAfter) }}
              components={{ strong: <strong /> }}
            />
          </p>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel={t('profile.deletion.cancelling')}
            onClick={() => void act(cancelMyDeletion)}
          >
            {t('profile.deletion.cancel')}
          </Button>
        </>
      )}
      {state && !pending && !confirming && (
        <>
          <p>{t('profile.deletion.explain', { days: ERASURE_DAYS })}</p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('profile.deletion.title')}
          </Button>
        </>
      )}
      {state && !pending && confirming && (
        <div role="group" aria-labelledby="delete-confirm-title" className="stack">
          <p id="delete-confirm-title">
            <strong>{t('profile.deletion.confirm', { date: day(t, inDays(ERASURE_DAYS)) })}</strong>
          </p>
          <div className="form-actions">
            <Button
              busy={busy}
              busyLabel={t('profile.deletion.deleting')}
              onClick={() => void act(deleteMyAccount)}
            >
              {t('profile.deletion.yes')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t('profile.deletion.keep')}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
    </section>
  )
}
