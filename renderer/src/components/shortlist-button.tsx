import { useState } from 'react'
import { msg } from '../../../shared/messages'
import { useT } from '../i18n/use-t'
import { ApiError } from '../lib/api-client'
import { setReaction } from '../lib/shortlist-api'
import { Button } from './button'

/** Shortlist on a card: keeps the profile on the family's own Shortlist page (nobody is told); again to undo. */
export function ShortlistButton({ profileId, shortlisted }: { profileId: number; shortlisted: boolean }) {
  const t = useT('discover', 'messages')
  const [on, setOn] = useState(shortlisted)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const toggle = async () => {
    setBusy(true)
    setError(null)
    try {
      setOn((await setReaction(profileId, on ? null : 'yes')) === 'yes')
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button
        variant={on ? 'primary' : 'secondary'}
        aria-pressed={on}
        busy={busy}
        busyLabel={t('discover.saving')}
        onClick={() => void toggle()}
      >
        {t('discover.reaction.yes')}
      </Button>
      {error && (
        <p className="form-error card-note" role="alert">
          {t.message(error)}
        </p>
      )}
    </>
  )
}
