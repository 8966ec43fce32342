import { Suspense, useEffect, useId, useRef, useState } from 'react'
import type { ManagedPhotosResponse } from '../../../../shared/api-photos'
import { msg } from '../../../../shared/messages'
import {
  PHOTO_ACCEPT,
  PHOTO_BYTES_MAX,
  photoMsg,
  photoShownToOptions,
  PHOTOS_MAX,
} from '../../../../shared/photos'
import type { PhotoShownTo } from '../../../../shared/photos'
import { Button } from '../../components/button'
import { usePhotoToken } from '../../components/profile-photo'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { deletePhoto, loadManagedPhotos, reorderPhotos, saveShownTo, uploadPhoto } from './api'
import { CameraDialog, hasCamera } from './camera-dialog'
import { PhotoItem } from './photo-item'
import { photoMessage, shownToIds } from './photo-texts'
import type { PhotoAction } from './photo-item'
import './photos.css'

const failure = (e: unknown) => (e instanceof ApiError ? e.message : msg.unexpected)
/** Phones and tablets open their own camera app from a file input; desktops and kiosks get the dialog. */
const touchFirst = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches

/**
 * The photos of a profile, for its managers (My profile, the office's profile page). Its texts may still be on
 * their way when the card first shows (those screens load other areas first): only the card waits for them.
 */
export function PhotosCard({ profileId }: { profileId: number }) {
  return (
    <Suspense fallback={<PhotosLoading />}>
      <Photos profileId={profileId} />
    </Suspense>
  )
}

function PhotosLoading() {
  const t = useT()
  return (
    <section className="card profile-section photos-card">
      <p role="status">{t('common.loading')}</p>
    </section>
  )
}

function Photos({ profileId }: { profileId: number }) {
  const t = useT('discover', 'messages')
  const [data, setData] = useState<ManagedPhotosResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState<{ id: number; action: PhotoAction } | 'privacy' | null>(null)
  const [camera, setCamera] = useState<'none' | 'input' | 'dialog'>('none')
  const [cameraOpen, setCameraOpen] = useState(false)
  const token = usePhotoToken()
  const fileInput = useRef<HTMLInputElement>(null)
  const cameraInput = useRef<HTMLInputElement>(null)
  const inputId = useId()

  useEffect(() => {
    let live = true
    loadManagedPhotos(profileId)
      .then((d) => live && setData(d))
      .catch((e: unknown) => live && setError(failure(e)))
    void hasCamera().then((yes) => live && setCamera(yes ? (touchFirst() ? 'input' : 'dialog') : 'none'))
    return () => {
      live = false
    }
  }, [profileId])

  const upload = async (file: Blob | undefined) => {
    if (!file) return
    setError(null)
    setNotice(null)
    // The server checks again from the bytes; these two spare a long wait for a certain refusal.
    if (file.size === 0) return setError(photoMsg.empty)
    if (file.size > PHOTO_BYTES_MAX) return setError(photoMsg.tooLarge)
    setProgress(0)
    try {
      const { photo } = await uploadPhoto(profileId, file, setProgress)
      setData((d) => d && { ...d, photos: [...d.photos, photo] })
      setNotice(t('discover.photos.card.added'))
    } catch (e) {
      setError(failure(e))
    } finally {
      setProgress(null)
      if (fileInput.current) fileInput.current.value = ''
      if (cameraInput.current) cameraInput.current.value = ''
    }
  }

  const act = async (index: number, action: PhotoAction) => {
    if (!data) return
    const photo = data.photos[index]
    const ids = data.photos.map((p) => p.id)
    setBusy({ id: photo.id, action })
    setError(null)
    setNotice(null)
    try {
      if (action === 'delete') {
        const { message, ...rest } = await deletePhoto(profileId, photo.id)
        setData(rest)
        setNotice(message)
      } else {
        const to = action === 'main' ? 0 : action === 'earlier' ? index - 1 : index + 1
        ids.splice(index, 1)
        ids.splice(to, 0, photo.id)
        setData(await reorderPhotos(profileId, ids))
        setNotice(t(action === 'main' ? 'discover.photos.card.nowFirst' : 'discover.photos.card.orderSaved'))
      }
    } catch (e) {
      setError(failure(e))
    } finally {
      setBusy(null)
    }
  }

  const choose = async (shownTo: PhotoShownTo) => {
    const before = data?.shownTo
    // The choice shows at once; a failure puts the saved one back, with the reason.
    setData((d) => d && { ...d, shownTo })
    setBusy('privacy')
    setError(null)
    setNotice(null)
    try {
      setData(await saveShownTo(profileId, shownTo))
      setNotice(photoMsg.shownToSaved)
    } catch (e) {
      setData((d) => (d && before ? { ...d, shownTo: before } : d))
      setError(failure(e))
    } finally {
      setBusy(null)
    }
  }

  const full = data ? data.photos.length >= data.max : true
  const uploading = progress !== null
  return (
    <section className="card profile-section photos-card" aria-labelledby="section-photos">
      <div className="section-head">
        <h2 id="section-photos">{t('discover.photos.title')}</h2>
        {data && (
          <span className="muted">
            {t('discover.photos.card.count', { count: data.photos.length, max: data.max })}
          </span>
        )}
      </div>
      <p>{t('discover.photos.card.rules', { max: PHOTOS_MAX })}</p>
      {!data && !error && <p role="status">{t('discover.photos.card.loading')}</p>}
      {data && (
        <fieldset className="field">
          <legend className="field-label">{t('discover.photos.card.whoSees')}</legend>
          <div className="radio-options">
            {photoShownToOptions.map((o) => (
              <label key={o.value} className="radio">
                <input
                  type="radio"
                  name={`photo-shown-to-${profileId}`}
                  value={o.value}
                  checked={data.shownTo === o.value}
                  disabled={busy !== null}
                  onChange={() => void choose(o.value)}
                />{' '}
                {t(shownToIds[o.value])}
              </label>
            ))}
          </div>
          <p className="field-hint">
            {busy === 'privacy' ? t('discover.saving') : t('discover.photos.card.othersBlurred')}
          </p>
        </fieldset>
      )}
      {data && data.photos.length > 0 && (
        <ol className="photo-list">
          {data.photos.map((p, i) => (
            <PhotoItem
              key={p.id}
              photo={p}
              index={i}
              count={data.photos.length}
              token={token ?? null}
              busy={busy !== null && busy !== 'privacy' && busy.id === p.id ? busy.action : null}
              onAction={(action) => void act(i, action)}
            />
          ))}
        </ol>
      )}
      {data && !full && (
        <div className="photo-upload">
          <label htmlFor={inputId} className="field-label">
            {t('discover.photos.card.add')}
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={uploading}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          {camera === 'input' && (
            <input
              ref={cameraInput}
              type="file"
              accept="image/jpeg"
              capture="user"
              hidden
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          )}
          {camera !== 'none' && (
            <Button
              variant="secondary"
              disabled={uploading}
              onClick={() => (camera === 'input' ? cameraInput.current?.click() : setCameraOpen(true))}
            >
              {t('discover.photos.camera.title')}
            </Button>
          )}
        </div>
      )}
      {data && full && <p>{photoMessage(t, photoMsg.tooMany)}</p>}
      {uploading && (
        <p role="status" aria-live="polite">
          {progress < 100
            ? t('discover.photos.card.uploading', { percent: progress })
            : t('discover.photos.card.preparing')}
        </p>
      )}
      {notice && (
        <p className="form-success" role="status">
          {photoMessage(t, notice)}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {photoMessage(t, error)}
        </p>
      )}
      <CameraDialog
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onPhoto={(blob) => {
          setCameraOpen(false)
          void upload(blob)
        }}
      />
    </section>
  )
}
