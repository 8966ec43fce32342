import { useEffect, useState } from 'react'
import { ERASURE_DAYS } from '../../../../shared/privacy'
import type { DeletionState } from '../../../../shared/privacy'
import { Button } from '../../components/button'
import { cancelMyDeletion, deleteMyAccount, loadDeletion } from './api'
import { day, messageOf } from './download'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/** Delete my account: hidden at once, erased after the waiting period, cancellable until then. */
export function DeletionSection() {
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
      <h2 id="delete-title">Delete my account</h2>
      {!state && !error && <p role="status">Loading…</p>}
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {pending && (
        <>
          <p>
            <strong>Your account will be erased on {day(pending.eraseAfter)}.</strong> Your profile is hidden
            from everyone until then. After that date your profile, photos, interests, consents and login are
            gone for good.
          </p>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel="Cancelling…"
            onClick={() => void act(cancelMyDeletion)}
          >
            Cancel the deletion
          </Button>
        </>
      )}
      {state && !pending && !confirming && (
        <>
          <p>
            Your profile is hidden from everyone at once. {ERASURE_DAYS} days later we erase your account,
            profile, photos, interests and consents. Until then you can change your mind here.
          </p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </>
      )}
      {state && !pending && confirming && (
        <div role="group" aria-labelledby="delete-confirm-title" className="stack">
          <p id="delete-confirm-title">
            <strong>
              Delete your account? It will be erased on {day(inDays(ERASURE_DAYS))}, and your profile is
              hidden now.
            </strong>
          </p>
          <div className="form-actions">
            <Button busy={busy} busyLabel="Deleting…" onClick={() => void act(deleteMyAccount)}>
              Yes, delete my account
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
