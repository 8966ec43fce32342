import { useEffect, useId, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ERASURE_DAYS } from '../../../../shared/privacy'
import type { DeletionState } from '../../../../shared/privacy'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { T, useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { cancelProfileDeletion, deleteForCandidate, loadProfileDeletion } from './api'
import { day, messageOf } from './download'
import { ExportButton } from './export-section'
import { labelIn, methodIds } from '../../lib/privacy-labels'

/** A candidate who asks at the office to close and erase their profile: recorded with how and when they asked. */
function OfficeDeletion({ profileId }: { profileId: number }) {
  const t = useT('profile', 'messages')
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
      <h3>{t('profile.candidateRights.deleteTitle')}</h3>
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
              id="profile.candidateRights.pending"
              values={{ date: day(t, pending.eraseAfter), method: labelIn(t, methodIds, pending.method) }}
              components={{ strong: <strong /> }}
            />
          </p>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel={t('profile.deletion.cancelling')}
            onClick={() => void act(() => cancelProfileDeletion(profileId))}
          >
            {t('profile.deletion.cancel')}
          </Button>
        </>
      )}
      {state && !pending && (
        <>
          <p>{t('profile.candidateRights.explain', { days: ERASURE_DAYS })}</p>
          <div className={`field${noteError ? ' has-error' : ''}`}>
            <label className="field-label" htmlFor={noteId}>
              {t('profile.candidateRights.note')}
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
                {t.message(noteError)}
              </p>
            )}
          </div>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel={t('profile.candidateRights.scheduling')}
            onClick={() => void act(() => deleteForCandidate(profileId, note))}
          >
            {t('profile.candidateRights.deleteTitle')}
          </Button>
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
    </div>
  )
}

/** On the office's profile page: the biodata to print, the candidate's data to hand over, deletion on request. */
export function CandidateRights() {
  const t = useT('profile', 'messages')
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id <= 0) return null
  return (
    <section className="card stack" aria-labelledby="candidate-rights-title">
      <h2 id="candidate-rights-title">{t('profile.candidateRights.title')}</h2>
      <p>
        <T id="profile.candidateRights.biodata" components={{ link: <Link to={paths.biodata(id)} /> }} />
      </p>
      <div>
        <h3>{t('profile.candidateRights.dataTitle')}</h3>
        <p>{t('profile.candidateRights.dataText')}</p>
        <ExportButton profileId={id} label={t('profile.candidateRights.download')} />
      </div>
      <OfficeDeletion profileId={id} />
    </section>
  )
}
