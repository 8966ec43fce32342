import type { NoticeShown } from '../../../../shared/notice'
import { useEffect, useState } from 'react'
import type { ConsentItem, ConsentKind, ConsentsResponse } from '../../../../shared/privacy'
import { Button } from '../../components/button'
import type { MessageId } from '../../i18n/keys'
import { T, useT } from '../../i18n/use-t'
import { changeConsent, loadConsents } from './api'
import { RecordedInEnglish, useConsentText } from '../../components/consent-text'
import { day, messageOf, when } from './download'
import { consentTitleIds, labelIn, methodIds } from '../../lib/privacy-labels'

const giveLabels: Record<ConsentKind, MessageId> = {
  terms: 'profile.consents.giveTerms',
  privacy: 'profile.consents.givePrivacy',
  publish: 'profile.consents.givePublish',
  marketing: 'profile.consents.giveMarketing',
}
const withdrawLabels: Record<ConsentKind, MessageId> = {
  terms: 'profile.consents.withdraw',
  privacy: 'profile.consents.withdraw',
  publish: 'profile.consents.withdrawPublish',
  marketing: 'profile.consents.withdrawMarketing',
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
  const t = useT('profile', 'messages')
  const consentText = useConsentText()
  const id = `consent-${item.kind}`
  return (
    <article className="card consent-card" aria-labelledby={id}>
      <h3 id={id}>{labelIn(t, consentTitleIds, item.kind, item.title)}</h3>
      <p>
        {item.given ? (
          <T
            id="profile.consents.given"
            values={{
              date: when(t, item.given.at),
              method: labelIn(t, methodIds, item.given.method),
              version: item.given.version,
            }}
            components={{ strong: <strong /> }}
          />
        ) : item.withdrawnAt ? (
          <T
            id="profile.consents.withdrawn"
            values={{ date: when(t, item.withdrawnAt) }}
            components={{ strong: <strong /> }}
          />
        ) : (
          <strong>{t('profile.consents.notGiven')}</strong>
        )}
      </p>
      <p className="field-hint">{t('profile.consents.agreeTo', { text: consentText(item.text) })}</p>
      <RecordedInEnglish english={item.text} />
      {item.note && <p>{t.message(item.note)}</p>}
      {item.action !== 'none' && (
        <Button
          variant={item.action === 'give' ? 'primary' : 'secondary'}
          busy={busy}
          busyLabel={
            item.action === 'give' ? t('profile.consents.saving') : t('profile.consents.withdrawing')
          }
          onClick={() => onChange(item.action as 'give' | 'withdraw')}
        >
          {item.action === 'give' ? t(giveLabels[item.kind]) : t(withdrawLabels[item.kind])}
        </Button>
      )}
    </article>
  )
}

/** Every consent the member gave, with its version, time and how; each given or withdrawn with one button. */
export function ConsentsSection({ notice }: { notice: NoticeShown | null }) {
  const t = useT('profile', 'messages', 'notice')
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
      const result = await changeConsent(kind, action, notice)
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
      <h2 id="consents-title">{t('profile.consents.title')}</h2>
      <p>{t('profile.consents.intro')}</p>
      {!data && !error && <p role="status">{t('profile.consents.loading')}</p>}
      {status && (
        <p className="form-success" role="status">
          {t.message(status)}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
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
              <summary>{t('profile.consents.history', { count: t.number(data.history.length) })}</summary>
              <div className="table-wrap">
                <table className="table">
                  <caption className="visually-hidden">{t('profile.consents.historyCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('profile.consents.consent')}</th>
                      <th scope="col">{t('profile.consents.version')}</th>
                      <th scope="col">{t('notice.historyColumn')}</th>
                      <th scope="col">{t('profile.consents.how')}</th>
                      <th scope="col">{t('profile.consents.givenAt')}</th>
                      <th scope="col">{t('profile.consents.withdrawnAt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.history.map((r, i) => (
                      <tr key={i}>
                        <td>{labelIn(t, consentTitleIds, r.kind)}</td>
                        <td>{r.version}</td>
                        <td>{r.noticeVersion ?? '—'}</td>
                        <td>{labelIn(t, methodIds, r.method)}</td>
                        <td>{day(t, r.givenAt)}</td>
                        <td>{r.withdrawnAt ? day(t, r.withdrawnAt) : '—'}</td>
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
