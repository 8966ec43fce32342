import { useEffect, useState } from 'react'
import type { ReportItem } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { loadReports } from './api'
import { ReportCard } from './report-card'

/** Staff work through reports of profiles: warn the managers, hide the profile, or dismiss the report. */
export function ModerationScreen() {
  usePageTitle('Reports to review')
  const [status, setStatus] = useState<'open' | 'decided'>('open')
  const [reports, setReports] = useState<ReportItem[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    setReports(null)
    setError(null)
    loadReports(status)
      .then((r) => live && setReports(r.reports))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : msg.unexpected))
    return () => {
      live = false
    }
  }, [status])

  const decided = (report: ReportItem) => {
    setReports((list) => (list ?? []).filter((r) => r.id !== report.id))
    setNotice(`Recorded: ${report.decision} for ${report.profile.firstName} (${report.profile.userId}).`)
  }
  return (
    <div className="container section stack">
      <div>
        <h1>Reports to review</h1>
        <p className="lead">
          Members report fake profiles, harassment, requests for money and married people.
        </p>
        <div className="form-actions" role="group" aria-label="Which reports">
          <Button
            variant={status === 'open' ? 'primary' : 'secondary'}
            aria-pressed={status === 'open'}
            onClick={() => setStatus('open')}
          >
            Open
          </Button>
          <Button
            variant={status === 'decided' ? 'primary' : 'secondary'}
            aria-pressed={status === 'decided'}
            onClick={() => setStatus('decided')}
          >
            Decided
          </Button>
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
      {!reports && !error && <p role="status">Loading reports…</p>}
      {reports && !reports.length && (
        <p>{status === 'open' ? 'No reports are waiting.' : 'No decisions yet.'}</p>
      )}
      {reports?.map((r) => (
        <ReportCard key={r.id} report={r} onDecided={decided} />
      ))}
    </div>
  )
}
