import { useState } from 'react'
import type { ConsentCodeResponse, ManagedProfile } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { Button } from '../../components/button'
import { ConsentCodeSlip } from '../../components/consent-code-slip'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { replaceConsentCode, showConsentCode } from './api'

/**
 * Staff, on a profile of their office waiting for the candidate: show the printed consent code again (a lost
 * printout) or replace it, which voids the old code and any e-mailed link. The server audits both.
 */
export function ConsentCodeCard({ profile }: { profile: ManagedProfile }) {
  const t = useT('profile', 'messages')
  const [shown, setShown] = useState<ConsentCodeResponse | null>(null)
  const [busy, setBusy] = useState<'show' | 'replace' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const name = String(profile.values.firstName ?? '')

  const run = async (action: 'show' | 'replace') => {
    setBusy(action)
    setError(null)
    try {
      setShown(await (action === 'show' ? showConsentCode : replaceConsentCode)(profile.id))
      setConfirming(false)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="card" aria-labelledby="consent-code-title">
      <h2 id="consent-code-title">{t('profile.consentCode.title')}</h2>
      <p>{t('profile.consentCode.intro', { name })}</p>
      <div className="form-actions">
        <Button
          variant="secondary"
          busy={busy === 'show'}
          busyLabel={t('profile.consentCode.working')}
          onClick={() => void run('show')}
        >
          {t('profile.consentCode.show')}
        </Button>
        {!confirming && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('profile.consentCode.replace')}
          </Button>
        )}
      </div>
      {confirming && (
        <div className="form-actions" role="group" aria-labelledby="consent-code-confirm">
          <p id="consent-code-confirm">{t('profile.consentCode.replaceWarning', { name })}</p>
          <Button
            busy={busy === 'replace'}
            busyLabel={t('profile.consentCode.working')}
            onClick={() => void run('replace')}
          >
            {t('profile.consentCode.replaceConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('profile.consentCode.keep')}
          </Button>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {shown && <ConsentCodeSlip code={shown.code} name={name} expiresAt={shown.expiresAt} />}
    </section>
  )
}
