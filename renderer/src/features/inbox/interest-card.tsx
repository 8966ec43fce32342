import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { InterestItem } from '../../../../shared/api-connections'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { openConversationWith } from '../../lib/conversations-api'
import { answerInterest } from './api'
import { ProfileAvatar } from '../../components/profile-photo'
import { placeLabel } from '../../components/card-labels'

/** Where an interest stands, in words, from the side of the one reading it. */
function statusLine(t: Translate, item: InterestItem) {
  const day = (iso: string | null) => (iso ? t.date(iso, { dateStyle: 'medium' }) : '')
  const name = item.profile.firstName
  const received = item.direction === 'received'
  const created = day(item.createdAt)
  const answered = day(item.answeredAt)
  const expires = day(item.expiresAt)
  switch (item.status) {
    case 'pending':
      return received
        ? t('discover.inbox.status.receivedPending', { date: created, until: expires })
        : t('discover.inbox.status.sentPending', { date: created, until: expires })
    case 'accepted':
      return received
        ? t('discover.inbox.status.youAccepted', { date: answered })
        : t('discover.inbox.status.theyAccepted', { name, date: answered })
    case 'declined':
      return received
        ? t('discover.inbox.status.youDeclined', { date: answered })
        : t('discover.inbox.status.theyDeclined', { name, date: answered })
    case 'expired':
      return t('discover.inbox.status.expired', { date: created, until: expires })
    case 'withdrawn':
      return t('discover.inbox.status.withdrawn', { date: answered })
  }
}

type Action = 'accept' | 'decline' | 'withdraw'
/** What the reader did, with the server's words, so the Inbox can show where the interest now is. */
export interface Answered {
  action: Action
  message: string
  profile: InterestItem['profile']
}
const actionLabels: Record<Action, { label: MessageId; busy: MessageId }> = {
  accept: { label: 'discover.inbox.accept', busy: 'discover.inbox.accepting' },
  decline: { label: 'discover.inbox.decline', busy: 'discover.inbox.declining' },
  withdraw: { label: 'discover.inbox.withdraw', busy: 'discover.inbox.withdrawing' },
}

/** One interest: the other profile, the message, its state, and what the reader can do with it. */
export function InterestCard({
  item,
  onAnswered,
}: {
  item: InterestItem
  onAnswered: (answer: Answered) => void
}) {
  const t = useT('discover', 'messages', 'places')
  const [busy, setBusy] = useState<Action | 'write' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [share, setShare] = useState(false)
  const shareId = useId()
  const navigate = useNavigate()
  const { profile } = item
  const act = async (action: Action) => {
    setBusy(action)
    setError(null)
    try {
      const { message } = await answerInterest(item.id, action, share)
      onAnswered({ action, message, profile })
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
      setBusy(null)
    }
  }
  const write = async () => {
    setBusy('write')
    setError(null)
    try {
      navigate(paths.conversation((await openConversationWith(profile.id)).id))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
      setBusy(null)
    }
  }
  const button = (action: Action, variant: 'primary' | 'secondary' | 'ghost') => {
    const label = t(actionLabels[action].label)
    return (
      <Button
        variant={variant}
        busy={busy === action}
        busyLabel={t(actionLabels[action].busy)}
        disabled={busy !== null}
        onClick={() => void act(action)}
        aria-label={t('discover.inbox.actionFor', { action: label, name: profile.firstName })}
      >
        {label}
      </Button>
    )
  }
  return (
    <article
      className="card profile-card interest-card"
      aria-label={`${profile.firstName}, ${profile.userId}`}
    >
      <ProfileAvatar name={profile.firstName} photo={profile.photo} />
      <div>
        <h3 className="profile-name">
          <Link to={paths.profilePage(profile.id)}>
            {profile.firstName} <span className="muted">({profile.userId})</span>
          </Link>
        </h3>
        <p className="muted">
          {t('discover.card.ageLocationJob', {
            age: profile.age,
            location: placeLabel(t, profile.location),
            profession: profile.profession,
          })}
        </p>
        {item.message && <blockquote className="interest-message">{item.message}</blockquote>}
        <p>{statusLine(t, item)}</p>
        {error && (
          <p className="form-error" role="alert">
            {t.message(error)}
          </p>
        )}
        <div className="form-actions">
          {item.status === 'pending' && item.direction === 'received' && (
            <>
              <p className="checkbox-line">
                <input
                  id={shareId}
                  type="checkbox"
                  checked={share}
                  onChange={(e) => setShare(e.target.checked)}
                />{' '}
                <label htmlFor={shareId}>{t('discover.conversations.shareOnAccept')}</label>
              </p>
              {button('accept', 'primary')}
              {button('decline', 'secondary')}
            </>
          )}
          {item.status === 'pending' && item.direction === 'sent' && button('withdraw', 'ghost')}
          {item.status === 'accepted' && (
            <Button
              busy={busy === 'write'}
              busyLabel={t('discover.conversations.opening')}
              onClick={() => void write()}
              aria-label={`${t('discover.conversations.write')}: ${profile.firstName}`}
            >
              {t('discover.conversations.write')}
            </Button>
          )}
          {item.status === 'accepted' && (
            <Link className="btn btn-secondary" to={paths.profilePage(profile.id)}>
              {t('discover.inbox.seeProfile')}
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
