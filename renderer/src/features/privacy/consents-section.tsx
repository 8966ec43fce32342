import { useEffect, useState } from 'react'
import { consentTitles } from '../../../../shared/privacy'
import type { ConsentItem, ConsentKind, ConsentsResponse } from '../../../../shared/privacy'
import { Button } from '../../components/button'
import { changeConsent, loadConsents } from './api'
import { day, messageOf, when } from './download'

const giveLabels: Record<ConsentKind, string> = {
  terms: 'I agree to the Terms of Use',
  privacy: 'I agree to the Privacy Policy',
  publish: 'I agree: publish my profile again',
  marketing: 'Yes, e-mail me news and offers',
}
const withdrawLabels: Record<ConsentKind, string> = {
  terms: 'Withdraw',
  privacy: 'Withdraw',
  publish: 'Withdraw my consent and hide my profile',
  marketing: 'Stop these e-mails',
}

function ConsentCard({
  item,
  busy,
  onChange,
}: {
  item: ConsentItem
  busy: boolean
  onChange: (action: 'give' | 'withdraw') => void
}) {
  const id = `consent-${item.kind}`
  return (
    <article className="card consent-card" aria-labelledby={id}>
      <h3 id={id}>{item.title}</h3>
      <p>
        {item.given ? (
          <>
            <strong>Given</strong> on {when(item.given.at)} ({item.given.method}, version {item.given.version}
            )
          </>
        ) : item.withdrawnAt ? (
          <>
            <strong>Withdrawn</strong> on {when(item.withdrawnAt)}
          </>
        ) : (
          <strong>Not given</strong>
        )}
      </p>
      <p className="field-hint">What you agree to: “{item.text}”</p>
      {item.note && <p>{item.note}</p>}
      {item.action !== 'none' && (
        <Button
          variant={item.action === 'give' ? 'primary' : 'secondary'}
          busy={busy}
          busyLabel={item.action === 'give' ? 'Saving your consent…' : 'Withdrawing…'}
          onClick={() => onChange(item.action as 'give' | 'withdraw')}
        >
          {item.action === 'give' ? giveLabels[item.kind] : withdrawLabels[item.kind]}
        </Button>
      )}
    </article>
  )
}

/** Every consent the member gave, with its version, time and how; each given or withdrawn with one button. */
export function ConsentsSection() {
  const [data, setData] = useState<ConsentsResponse | null>(null)
  const [busy, setBusy] = useState<ConsentKind | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    loadConsents()
      .then(setData)
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  const change = async (kind: ConsentKind, action: 'give' | 'withdraw') => {
    setBusy(kind)
    setError(null)
    setStatus(null)
    try {
      const result = await changeConsent(kind, action)
      setData(result.consents)
      setStatus(result.message)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className="card" aria-labelledby="consents-title">
      <h2 id="consents-title">Your consents</h2>
      <p>
        Each consent is kept with the text you agreed to, its version, when and how you gave it. Withdrawing
        is as easy as giving.
      </p>
      {!data && !error && <p role="status">Loading your consents…</p>}
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {data && (
        <div className="stack">
          {data.consents.map((item) => (
            <ConsentCard
              key={item.kind}
              item={item}
              busy={busy === item.kind}
              onChange={(action) => void change(item.kind, action)}
            />
          ))}
          {data.history.length > 0 && (
            <details>
              <summary>Every consent record ({data.history.length})</summary>
              <div className="table-wrap">
                <table className="table">
                  <caption className="visually-hidden">Your consent records, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Consent</th>
                      <th scope="col">Version</th>
                      <th scope="col">How</th>
                      <th scope="col">Given</th>
                      <th scope="col">Withdrawn</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.history.map((r, i) => (
                      <tr key={i}>
                        <td>{consentTitles[r.kind as ConsentKind] ?? r.kind}</td>
                        <td>{r.version}</td>
                        <td>{r.method}</td>
                        <td>{day(r.givenAt)}</td>
                        <td>{r.withdrawnAt ? day(r.withdrawnAt) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          )}
        </div>
      )}
    </section>
  )
}
