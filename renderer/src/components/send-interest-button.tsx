import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import { InterestResponse } from '../../../shared/api-connections'
import { msg } from '../../../shared/messages'
import { paths } from '../../../shared/routes'
import { T, useT } from '../i18n/use-t'
import { ApiError, request } from '../lib/api-client'
import { isLoggedInAtom } from '../lib/session'
import { actingParams } from '../lib/shortlist-api'
import { Button } from './button'

/**
 * A card's Send interest: the one control besides the profile page's form that sends an interest (without a
 * message; the profile page adds one). The other family is told; the Shortlist buttons tell no one.
 */
export function SendInterestButton({ profileId, name }: { profileId: number; name: string }) {
  const t = useT('discover', 'messages')
  const loggedIn = useAtomValue(isLoggedInAtom)
  const location = useLocation()
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const send = async () => {
    if (!loggedIn) return setError('loginNeeded')
    setBusy(true)
    setError(null)
    try {
      const answer = await request(
        { method: 'POST', url: `profiles/${profileId}/interest`, params: actingParams(), data: {} },
        InterestResponse,
      )
      setSent(answer.message)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        busy={busy}
        busyLabel={t('discover.interest.sending')}
        disabled={sent !== null}
        onClick={() => void send()}
      >
        {sent ? t('discover.card.interestSent') : t('discover.interest.send')}
      </Button>
      {sent && (
        <p className="form-success card-note" role="status">
          {t.message(sent)}
        </p>
      )}
      {error && (
        <p className="form-error card-note" role="alert">
          {error === 'loginNeeded' ? (
            <T
              id="discover.card.loginToSend"
              values={{ name }}
              components={{
                link: <Link to={paths.login} state={{ from: `${location.pathname}${location.search}` }} />,
              }}
            />
          ) : (
            t.message(error)
          )}
        </p>
      )}
    </>
  )
}
