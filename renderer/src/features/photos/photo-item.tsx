import { useState } from 'react'
import type { ManagedPhoto } from '../../../../shared/api'
import { photoStatusLabels } from '../../../../shared/photos'
import { Button } from '../../components/button'
import { PhotoPicture } from '../../components/profile-photo'

export type PhotoAction = 'main' | 'earlier' | 'later' | 'delete'

const badgeClass = {
  pending: 'badge badge-warn',
  approved: 'badge photo-approved',
  rejected: 'badge photo-rejected',
}

/** One photo as its managers see it: its review, its place in the order, and what can be done with it. */
export function PhotoItem({
  photo,
  index,
  count,
  token,
  busy,
  onAction,
}: {
  photo: ManagedPhoto
  index: number
  count: number
  token: string | null
  /** The action under way on this photo, if any. */
  busy: PhotoAction | null
  onAction: (action: PhotoAction) => void
}) {
  const [confirming, setConfirming] = useState(false)
  const label = `Photo ${index + 1}`
  const anyBusy = busy !== null
  return (
    <li className="photo-item" aria-label={label}>
      <PhotoPicture
        src={photo.src}
        alt={`${label}, ${photoStatusLabels[photo.status].toLowerCase()}`}
        width={120}
        height={150}
        sizes={['card']}
        shownAs="120px"
        token={token}
        style={{ width: 120, height: 150, borderRadius: 8 }}
      />
      <div className="photo-item-body">
        <p className="photo-badges">
          <span className={badgeClass[photo.status]}>{photoStatusLabels[photo.status]}</span>
          {photo.main && <span className="badge photo-main">Main photo</span>}
        </p>
        {photo.status === 'pending' && (
          <p className="muted">Only you see it until our staff have checked it.</p>
        )}
        {photo.status === 'rejected' && (
          <p className="photo-reason">
            Why: {photo.rejectReason ?? 'No reason was given.'} Delete it and add another photo.
          </p>
        )}
        <div className="form-actions" role="group" aria-label={`${label}: actions`}>
          {index > 0 && (
            <Button
              variant="secondary"
              busy={busy === 'main'}
              busyLabel="Saving…"
              disabled={anyBusy}
              onClick={() => onAction('main')}
            >
              Make main photo
            </Button>
          )}
          {index > 0 && (
            <Button
              variant="ghost"
              busy={busy === 'earlier'}
              busyLabel="Moving…"
              disabled={anyBusy}
              onClick={() => onAction('earlier')}
              aria-label={`Move ${label.toLowerCase()} earlier`}
            >
              Move earlier
            </Button>
          )}
          {index < count - 1 && (
            <Button
              variant="ghost"
              busy={busy === 'later'}
              busyLabel="Moving…"
              disabled={anyBusy}
              onClick={() => onAction('later')}
              aria-label={`Move ${label.toLowerCase()} later`}
            >
              Move later
            </Button>
          )}
          {!confirming ? (
            <Button variant="ghost" disabled={anyBusy} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : (
            <>
              <span className="photo-confirm">Delete this photo for good?</span>
              <Button
                variant="secondary"
                busy={busy === 'delete'}
                busyLabel="Deleting…"
                disabled={anyBusy}
                onClick={() => onAction('delete')}
              >
                Yes, delete it
              </Button>
              <Button variant="ghost" disabled={anyBusy} onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  )
}
