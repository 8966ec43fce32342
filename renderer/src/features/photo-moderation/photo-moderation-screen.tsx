import { useEffect, useState } from 'react'
import type { PhotoForReview } from '../../../../shared/api-photos'
import { msg } from '../../../../shared/messages'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { usePhotoToken } from '../../components/profile-photo'
import { ApiError } from '../../lib/api-client'
import { loadPhotoQueue } from './api'
import { PhotoReviewCard } from './photo-review-card'

/** Staff check new photos, oldest first: approve, or reject with a reason the owner reads. */
export function PhotoModerationScreen() {
  const t = useT('office', 'messages', 'options')
  usePageTitle(t('office.photos.title'))
  const [photos, setPhotos] = useState<PhotoForReview[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const token = usePhotoToken()

  useEffect(() => {
    let live = true
    setError(null)
    loadPhotoQueue()
      .then((r) => live && setPhotos(r.photos))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : msg.unexpected))
    return () => {
      live = false
    }
  }, [attempt])

  const decided = (id: number, message: string) => {
    setPhotos((list) => (list ?? []).filter((p) => p.id !== id))
    setNotice(message)
  }
  return (
    <div className="container section stack">
      <div>
        <h1>{t('office.photos.title')}</h1>
        <p className="lead">{t('office.photos.lead')}</p>
      </div>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      {error && (
        <div className="form-error" role="alert">
          {t.message(error)}{' '}
          <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('office.shared.tryAgain')}
          </Button>
        </div>
      )}
      {!photos && !error && <p role="status">{t('office.photos.loading')}</p>}
      {photos && !photos.length && <p>{t('office.photos.empty')}</p>}
      {photos &&
        token !== undefined &&
        photos.map((p) => (
          <PhotoReviewCard key={p.id} photo={p} token={token} onDecided={(m) => decided(p.id, m)} />
        ))}
    </div>
  )
}
