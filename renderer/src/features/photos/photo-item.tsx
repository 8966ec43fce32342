import { useState } from 'react'
import type { ManagedPhoto } from '../../../../shared/api-photos'
import { Button } from '../../components/button'
import { PhotoPicture } from '../../components/profile-photo'
import { useT } from '../../i18n/use-t'
import { rejectReasonText, statusIds } from './photo-texts'

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
  const t = useT('discover')
  const [confirming, setConfirming] = useState(false)
  const label = t('discover.photos.item.label', { n: index + 1 })
  const status = t(statusIds[photo.status])
  const anyBusy = busy !== null
  return (
    <li className="photo-item" aria-label={label}>
      <PhotoPicture
        src={photo.src}
        alt={t('discover.photos.item.alt', { n: index + 1, status: status.toLowerCase() })}
        width={120}
        height={150}
        sizes={['card']}
        shownAs="120px"
        token={token}
        style={{ width: 120, height: 150, borderRadius: 8 }}
      />
      <div className="photo-item-body">
        <p className="photo-badges">
          <span className={badgeClass[photo.status]}>{status}</span>
          {photo.main && <span className="badge photo-main">{t('discover.photos.item.main')}</span>}
        </p>
        {photo.status === 'pending' && <p className="muted">{t('discover.photos.item.pending')}</p>}
        {photo.status === 'rejected' && (
          <p className="photo-reason">
            {t('discover.photos.item.rejected', {
              reason: photo.rejectReason
                ? rejectReasonText(t, photo.rejectReason)
                : t('discover.photos.item.noReason'),
            })}
          </p>
        )}
        <div
          className="form-actions"
          role="group"
          aria-label={t('discover.photos.item.actions', { n: index + 1 })}
        >
          {index > 0 && (
            <Button
              variant="secondary"
              busy={busy === 'main'}
              busyLabel={t('discover.saving')}
              disabled={anyBusy}
              onClick={() => onAction('main')}
            >
              {t('discover.photos.item.makeMain')}
            </Button>
          )}
          {index > 0 && (
            <Button
              variant="ghost"
              busy={busy === 'earlier'}
              busyLabel={t('discover.photos.item.moving')}
              disabled={anyBusy}
              onClick={() => onAction('earlier')}
              aria-label={t('discover.photos.item.moveEarlierLabel', { n: index + 1 })}
            >
              {t('discover.photos.item.moveEarlier')}
            </Button>
          )}
          {index < count - 1 && (
            <Button
              variant="ghost"
              busy={busy === 'later'}
              busyLabel={t('discover.photos.item.moving')}
              disabled={anyBusy}
              onClick={() => onAction('later')}
              aria-label={t('discover.photos.item.moveLaterLabel', { n: index + 1 })}
            >
              {t('discover.photos.item.moveLater')}
            </Button>
          )}
          {!confirming ? (
            <Button variant="ghost" disabled={anyBusy} onClick={() => setConfirming(true)}>
              {t('discover.photos.item.delete')}
            </Button>
          ) : (
            <>
              <span className="photo-confirm">{t('discover.photos.item.confirmDelete')}</span>
              <Button
                variant="secondary"
                busy={busy === 'delete'}
                busyLabel={t('discover.photos.item.deleting')}
                disabled={anyBusy}
                onClick={() => onAction('delete')}
              >
                {t('discover.photos.item.yesDelete')}
              </Button>
              <Button variant="ghost" disabled={anyBusy} onClick={() => setConfirming(false)}>
                {t('discover.photos.item.keep')}
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  )
}
