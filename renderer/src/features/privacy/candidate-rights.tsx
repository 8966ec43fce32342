import { useEffect, useId, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ERASURE_DAYS } from '../../../../shared/privacy'
import type { DeletionState } from '../../../../shared/privacy'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { ApiError } from '../../lib/api-client'
import { cancelProfileDeletion, deleteForCandidate, loadProfileDeletion } from './api'
import { day, messageOf } from './download'
import { ExportButton } from './export-section'

/** A candidate who asks at the office to close and erase their profile: recorded with how and when they asked. */
function OfficeDeletion({ profileId }: { profileId: number }) {
  const noteId = useId()
  const [state, setState] = useState<DeletionState | null>(null)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    loadProfileDeletion(profileId)
      .then(setState)
      .catch((e: unknown) => setError(messageOf(e)))
  }, [profileId])
  const act = async (call: () => ReturnType<typeof cancelProfileDeletion>) => {
    setBusy(true)
    setError(null)
    setNoteError(null)
    setStatus(null)
    try {
      const result = await call()
      setState(result.deletion)
      setStatus(result.message)
      setNote('')
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.note) setNoteError(e.fieldErrors.note)
      else setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  const pending = state?.pending
  return (
    <div className="stack">
      <h3>Delete on the candidate’s request</h3>
      {!state && !error && <p role="status">Loading…</p>}
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {pending && (
        <>
          <p>
            <strong>This profile will be erased on {day(pending.eraseAfter)}</strong> ({pending.method}). It
            is hidden until then.
          </p>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel="Cancelling…"
            onClick={() => void act(() => cancelProfileDeletion(profileId))}
          >
            Cancel the deletion
          </Button>
        </>
      )}
      {state && !pending && (
        <>
          <p>
            The profile is hidden at once and erased {ERASURE_DAYS} days later with its photos and interests.
          </p>
          <div className={`field${noteError ? ' has-error' : ''}`}>
            <label className="field-label" htmlFor={noteId}>
              How and when did the candidate ask?
            </label>
            <textarea
              className="input"
              id={noteId}
              value={note}
              rows={2}
              maxLength={500}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${noteId}-error` : undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            {noteError && (
              <p className="field-error" id={`${noteId}-error`}>
                {noteError}
              </p>
            )}
          </div>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel="Scheduling the deletion…"
            onClick={() => void act(() => deleteForCandidate(profileId, note))}
          >
            Delete on the candidate’s request
          </Button>
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** On the office's profile page: the biodata to print, the candidate's data to hand over, deletion on request. */
export function CandidateRights() {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id <= 0) return null
  return (
    <section className="card stack" aria-labelledby="candidate-rights-title">
      <h2 id="candidate-rights-title">Biodata and the candidate’s data</h2>
      <p>
        <Link to={paths.biodata(id)}>Printable biodata</Link> (one A4 page, with the office’s phone as
        contact)
      </p>
      <div>
        <h3>The candidate’s data</h3>
        <p>For a candidate who asks at the office: everything we hold about this profile, as one file.</p>
        <ExportButton profileId={id} label="Download the candidate’s data" />
      </div>
      <OfficeDeletion profileId={id} />
    </section>
  )
}
