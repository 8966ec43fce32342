import { useEffect, useState } from 'react'
import type { ReportItem } from '../../../../shared/api-connections'
import { msg } from '../../../../shared/messages'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { loadReports } from './api'
import { ReportCard } from './report-card'

/** Staff work through reports of profiles: warn the managers, hide the profile, or dismiss the report. */
export function ModerationScreen() {
  const t = useT('office', 'messages', 'options')
  usePageTitle(t('office.moderation.title'))
  const [status, setStatus] = useState<'open' | 'decided'>('open')
  const [reports, setReports] = useState<ReportItem[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<ReportItem | null>(null)

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
    setNotice(report)
  }
  return (
    <div className="container section stack">
      <div>
        <h1>{t('office.moderation.title')}</h1>
        <p className="lead">{t('office.moderation.lead')}</p>
        <div className="form-actions" role="group" aria-label={t('office.moderation.which')}>
          <Button
            variant={status === 'open' ? 'primary' : 'secondary'}
            aria-pressed={status === 'open'}
            onClick={() => setStatus('open')}
          >
            {t('office.moderation.open')}
          </Button>
          <Button
            variant={status === 'decided' ? 'primary' : 'secondary'}
            aria-pressed={status === 'decided'}
            onClick={() => setStatus('decided')}
          >
            {t('office.moderation.decided')}
          </Button>
        </div>
      </div>
      {notice && (
        <p className="form-success" role="status">
          {t('office.moderation.recorded', {
            decision: t.label(notice.decision ?? ''),
            name: notice.profile.firstName,
            userId: notice.profile.userId,
          })}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {!reports && !error && <p role="status">{t('office.moderation.loading')}</p>}
      {reports && !reports.length && (
        <p>{status === 'open' ? t('office.moderation.noneOpen') : t('office.moderation.noneDecided')}</p>
      )}
      {reports?.map((r) => (
        <ReportCard key={r.id} report={r} onDecided={decided} />
      ))}
    </div>
  )
}
