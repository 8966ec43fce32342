import { useCallback, useEffect, useState } from 'react'
import { BOARD_HOURS } from '../../../../shared/breach'
import type { BreachReport } from '../../../../shared/breach'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { loadBreach, loadBreaches, markBoardTold } from './breach-api'
import type { BreachListItem } from './breach-api'
import { BreachForm, kindIds } from './breach-form'
import { messageOf, when } from './download'
import './privacy.css'

// The head-office admin's breaches: record one, see each with its 72-hour Board deadline, and read (and print)
// the statement for the Data Protection Board.

function Statement({
  report,
  onBack,
  onTold,
}: {
  report: BreachReport
  onBack: () => void
  onTold: () => void
}) {
  const t = useT('profile', 'messages')
  const n = report.notices
  const facts: [string, string][] = [
    [t('profile.breach.occurredAt'), when(t, report.occurredAt)],
    [t('profile.breach.discoveredAt'), when(t, report.discoveredAt)],
    [t('profile.breach.kinds'), report.dataKinds.map((k) => t(kindIds[k])).join(', ')],
    [t('profile.breach.what'), report.texts.en.what],
    [t('profile.breach.cause'), report.cause],
    [t('profile.breach.remediation'), report.remediation],
    [t('profile.breach.measures'), report.texts.en.measures],
    [t('profile.breach.consequences'), report.texts.en.consequences],
    [t('profile.breach.advice'), report.texts.en.advice],
  ]
  return (
    <section className="card stack breach-statement" aria-labelledby="statement-title">
      <h2 id="statement-title">{t('profile.breach.statementTitle', { id: report.id })}</h2>
      <p className={`badge${report.overdue ? ' badge-warn' : ''}`}>
        {report.boardReportedAt
          ? t('profile.breach.told', { date: when(t, report.boardReportedAt) })
          : report.overdue
            ? t('profile.breach.overdue', { hours: BOARD_HOURS })
            : t('profile.breach.deadline', { date: when(t, report.deadline) })}
      </p>
      <p>
        {t('profile.breach.recordedBy', { date: when(t, report.recordedAt), name: report.recordedBy ?? '—' })}
      </p>
      <dl className="breach-facts">
        {facts.map(([term, text]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t('profile.breach.affected', { count: n.affected })};{' '}
        {t('profile.breach.mailed', { count: n.mailed })};{' '}
        {t('profile.breach.dismissed', { count: n.dismissed })}
      </p>
      <p>
        {t('profile.breach.byLanguage', {
          en: n.byLanguage.en ?? 0,
          hi: n.byLanguage.hi ?? 0,
          ta: n.byLanguage.ta ?? 0,
        })}
      </p>
      {n.firstMailedAt && n.lastMailedAt && (
        <p>
          {t('profile.breach.firstLast', { first: when(t, n.firstMailedAt), last: when(t, n.lastMailedAt) })}
        </p>
      )}
      {!n.done && <p role="status">{t('profile.breach.sending')}</p>}
      <div className="table-wrap">
        <table className="table">
          <caption>{t('profile.breach.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profile.breach.number')}</th>
              <th scope="col">{t('profile.breach.email')}</th>
              <th scope="col">{t('profile.breach.language')}</th>
              <th scope="col">{t('profile.breach.mailedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {report.accounts.map((a) => (
              <tr key={a.id}>
                <td>{a.id}</td>
                <td>{a.email}</td>
                <td>{a.language}</td>
                <td>{a.mailedAt ? when(t, a.mailedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="form-actions no-print">
        <Button onClick={() => window.print()}>{t('profile.breach.print')}</Button>
        {!report.boardReportedAt && (
          <Button variant="secondary" onClick={onTold}>
            {t('profile.breach.markTold')}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          {t('profile.breach.close')}
        </Button>
      </div>
    </section>
  )
}

export function BreachesScreen() {
  const t = useT('profile', 'messages')
  usePageTitle(t('profile.breach.title'))
  const [items, setItems] = useState<BreachListItem[] | null>(null)
  const [report, setReport] = useState<BreachReport | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback(() => {
    loadBreaches()
      .then((r) => setItems(r.breaches))
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  useEffect(reload, [reload])
  const open = (id: number) => {
    setError(null)
    loadBreach(id)
      .then((r) => setReport(r.report))
      .catch((e: unknown) => setError(messageOf(e)))
  }
  const told = async (id: number) => {
    try {
      await markBoardTold(id)
      open(id)
      reload()
    } catch (e) {
      setError(messageOf(e))
    }
  }
  return (
    <div className="container section stack breaches-screen">
      <div className="no-print">
        <h1>{t('profile.breach.title')}</h1>
        <p className="lead">{t('profile.breach.lead', { hours: BOARD_HOURS })}</p>
      </div>
      {status && (
        <p className="form-success no-print" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {report ? (
        <Statement report={report} onBack={() => setReport(null)} onTold={() => void told(report.id)} />
      ) : (
        !error && (
          <>
            <section className="card stack" aria-labelledby="breach-list-title">
              <h2 id="breach-list-title">{t('profile.breach.listTitle')}</h2>
              {!items && <p role="status">{t('profile.breach.loading')}</p>}
              {items && !items.length && <p>{t('profile.breach.none')}</p>}
              <ul className="stack breach-list">
                {items?.map((b) => (
                  <li key={b.id}>
                    <Button variant="secondary" onClick={() => open(b.id)}>
                      {t('profile.breach.open', { id: b.id })}
                    </Button>{' '}
                    {t('profile.breach.found', { date: when(t, b.discoveredAt) })};{' '}
                    {t('profile.breach.affected', { count: b.affected })};{' '}
                    <strong className={b.overdue ? 'badge badge-warn' : undefined}>
                      {b.boardReportedAt
                        ? t('profile.breach.told', { date: when(t, b.boardReportedAt) })
                        : b.overdue
                          ? t('profile.breach.overdue', { hours: BOARD_HOURS })
                          : t('profile.breach.deadline', { date: when(t, b.deadline) })}
                    </strong>
                  </li>
                ))}
              </ul>
            </section>
            <BreachForm
              onRecorded={(message) => {
                setStatus(message)
                reload()
              }}
            />
          </>
        )
      )}
    </div>
  )
}
