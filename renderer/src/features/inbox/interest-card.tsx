import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { InterestItem } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { ApiError } from '../../lib/api-client'
import { answerInterest } from './api'
import { ProfileAvatar } from '../../components/profile-photo'

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : ''

/** Where an interest stands, in words, from the side of the one reading it. */
function statusLine(item: InterestItem) {
  const name = item.profile.firstName
  const received = item.direction === 'received'
  switch (item.status) {
    case 'pending':
      return received
        ? `Received on ${day(item.createdAt)}. Please answer by ${day(item.expiresAt)}.`
        : `Sent on ${day(item.createdAt)}. Waiting for an answer until ${day(item.expiresAt)}.`
    case 'accepted':
      return received
        ? `You accepted on ${day(item.answeredAt)}.`
        : `${name} accepted on ${day(item.answeredAt)}.`
    case 'declined':
      return received
        ? `You declined on ${day(item.answeredAt)}.`
        : `${name} declined on ${day(item.answeredAt)}.`
    case 'expired':
      return `Sent on ${day(item.createdAt)}; it expired on ${day(item.expiresAt)} without an answer.`
    case 'withdrawn':
      return `You withdrew it on ${day(item.answeredAt)}.`
  }
}

type Action = 'accept' | 'decline' | 'withdraw'
const busyLabels: Record<Action, string> = {
  accept: 'Accepting…',
  decline: 'Declining…',
  withdraw: 'Withdrawing…',
}

/** One interest: the other profile, the message, its state, and what the reader can do with it. */
export function InterestCard({
  item,
  onAnswered,
}: {
  item: InterestItem
  onAnswered: (message: string) => void
}) {
  const [busy, setBusy] = useState<Action | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { profile } = item
  const act = async (action: Action) => {
    setBusy(action)
    setError(null)
    try {
      onAnswered((await answerInterest(item.id, action)).message)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
      setBusy(null)
    }
  }
  const button = (action: Action, label: string, variant: 'primary' | 'secondary' | 'ghost') => (
    <Button
      variant={variant}
      busy={busy === action}
      busyLabel={busyLabels[action]}
      disabled={busy !== null}
      onClick={() => void act(action)}
      aria-label={`${label}: ${profile.firstName}`}
    >
      {label}
    </Button>
  )
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
          {profile.age} yrs · {profile.location} · {profile.profession}
        </p>
        {item.message && <blockquote className="interest-message">{item.message}</blockquote>}
        <p>{statusLine(item)}</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          {item.status === 'pending' && item.direction === 'received' && (
            <>
              {button('accept', 'Accept', 'primary')}
              {button('decline', 'Decline', 'secondary')}
            </>
          )}
          {item.status === 'pending' && item.direction === 'sent' && button('withdraw', 'Withdraw', 'ghost')}
          {item.status === 'accepted' && (
            <Link className="btn btn-secondary" to={paths.profilePage(profile.id)}>
              See the profile and contact details
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
