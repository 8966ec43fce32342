import { useState } from 'react'
import type { ContactDetails } from '../../../../shared/api-connections'
import { msg } from '../../../../shared/messages'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { shareContact, viewTheirContact } from '../../lib/conversations-api'

/**
 * Each side's phone and e-mail: mine stay hidden until I choose "Share my contact details"; theirs can be
 * viewed (a logged view) once they have shared them.
 */
export function ContactPanel({
  conversationId,
  other,
  sharedMine,
  sharedTheirs,
  open,
  onShared,
}: {
  conversationId: number
  other: { id: number; firstName: string } | null
  sharedMine: boolean
  sharedTheirs: boolean
  open: boolean
  onShared: (message: string) => void
}) {
  const t = useT('discover', 'messages')
  const [busy, setBusy] = useState<'share' | 'view' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [details, setDetails] = useState<ContactDetails | null>(null)
  if (!other) return null
  const name = other.firstName
  const run = async (what: 'share' | 'view') => {
    setBusy(what)
    setError(null)
    try {
      if (what === 'share') onShared((await shareContact(conversationId)).message)
      else setDetails(await viewTheirContact(other.id))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className="card contact-panel" aria-labelledby="contact-panel-title">
      <h2 id="contact-panel-title">{t('discover.conversations.contactTitle')}</h2>
      {sharedMine ? (
        <p>{t('discover.conversations.sharedMine', { name })}</p>
      ) : (
        <>
          <p>{t('discover.conversations.shareExplain')}</p>
          {open && (
            <Button
              busy={busy === 'share'}
              busyLabel={t('discover.conversations.sharing')}
              onClick={() => void run('share')}
            >
              {t('discover.conversations.share')}
            </Button>
          )}
        </>
      )}
      {sharedTheirs ? (
        details ? (
          <dl className="contact-details">
            <dt>{t('discover.conversations.phone')}</dt>
            <dd>{details.mobile}</dd>
            <dt>{t('discover.conversations.email')}</dt>
            <dd>{details.email}</dd>
          </dl>
        ) : (
          <Button
            variant="secondary"
            busy={busy === 'view'}
            busyLabel={t('discover.conversations.opening')}
            onClick={() => void run('view')}
          >
            {t('discover.conversations.viewTheirs', { name })}
          </Button>
        )
      ) : (
        <p className="muted">{t('discover.conversations.theirsNotShared', { name })}</p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
    </section>
  )
}
