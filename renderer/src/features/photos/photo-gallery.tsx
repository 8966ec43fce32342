import { useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, PointerEvent } from 'react'
import type { GalleryResponse } from '../../../../shared/api-photos'
import { genderOf } from '../../../../shared/grammar'
import { PhotoPicture, usePhotoToken } from '../../components/profile-photo'
import { useT } from '../../i18n/use-t'
import { loadGallery } from './api'
import './photos.css'

/** The box the shown photo fills; every photo keeps its shape inside it (letterboxed), so nothing shifts. */
const BOX = { width: 480, height: 600 }
const SWIPE_PX = 40

/**
 * A profile page's photos: one large, thumbnails to choose, Previous / Next, the arrow keys and a swipe.
 * Photos the viewer may not see come blurred from the server, with a line saying why.
 */
export function PhotoGallery({
  profileId,
  name,
  gender,
}: {
  profileId: number
  name: string
  /** The profile's gender: the Hindi note on blurred photos follows it. */
  gender: string
}) {
  const t = useT('discover')
  const [gallery, setGallery] = useState<GalleryResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const [index, setIndex] = useState(0)
  const token = usePhotoToken()
  const swipeFrom = useRef<number | null>(null)

  useEffect(() => {
    let live = true
    setIndex(0)
    loadGallery(profileId)
      .then((g) => live && setGallery(g))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [profileId])

  if (failed)
    return (
      <p className="form-error" role="alert">
        {t('discover.photos.gallery.failed')}
      </p>
    )
  const photos = gallery?.photos ?? []
  if (!photos.length || token === undefined) return null
  const count = photos.length
  const go = (step: number) => setIndex((i) => (i + step + count) % count)
  const shown = photos[Math.min(index, count - 1)]

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1)
    else if (e.key === 'ArrowLeft') go(-1)
    else if (e.key === 'Home') setIndex(0)
    else if (e.key === 'End') setIndex(count - 1)
    else return
    e.preventDefault()
  }
  const onPointerDown = (e: PointerEvent) => {
    swipeFrom.current = e.clientX
  }
  const onPointerUp = (e: PointerEvent) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (from === null || Math.abs(e.clientX - from) < SWIPE_PX) return
    go(e.clientX < from ? 1 : -1)
  }

  return (
    <section className="card photo-gallery" aria-labelledby="photos-title">
      <h2 id="photos-title">{t('discover.photos.title')}</h2>
      <div
        className="gallery-stage"
        role="group"
        aria-roledescription="carousel"
        aria-label={t('discover.photos.gallery.label', { name })}
        tabIndex={0}
        onKeyDown={onKey}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <PhotoPicture
          key={shown.id}
          src={shown.src}
          alt={t(shown.blurred ? 'discover.photos.gallery.altBlurred' : 'discover.photos.gallery.alt', {
            n: index + 1,
            count,
            name,
          })}
          width={BOX.width}
          height={BOX.height}
          sizes={['card', 'full']}
          fullWidth={shown.width}
          shownAs={`(max-width: 540px) 90vw, ${BOX.width}px`}
          token={token}
          eager
          style={{
            width: '100%',
            height: 'auto',
            aspectRatio: `${BOX.width} / ${BOX.height}`,
            objectFit: 'contain',
          }}
        />
        <p className="gallery-count" aria-live="polite">
          {t('discover.photos.gallery.position', { n: index + 1, count })}
        </p>
      </div>
      {photos.some((p) => p.blurred) && (
        <p className="muted">
          {token
            ? t('discover.photos.gallery.onlyAccepted', { name, gender: genderOf(gender) })
            : t('discover.photos.gallery.logIn')}
        </p>
      )}
      {count > 1 && (
        <div className="gallery-controls">
          <button type="button" className="btn btn-secondary" onClick={() => go(-1)}>
            {t('discover.photos.gallery.previous')}
          </button>
          <ol className="gallery-thumbs" aria-label={t('discover.photos.gallery.choose')}>
            {photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="gallery-thumb"
                  aria-label={t('discover.photos.gallery.show', { n: i + 1 })}
                  aria-current={i === index || undefined}
                  onClick={() => setIndex(i)}
                >
                  <PhotoPicture
                    src={p.src}
                    alt=""
                    width={56}
                    height={56}
                    sizes={['thumb']}
                    shownAs="56px"
                    token={token}
                    style={{ width: 56, height: 56, borderRadius: 6 }}
                  />
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="btn btn-secondary" onClick={() => go(1)}>
            {t('discover.photos.gallery.next')}
          </button>
        </div>
      )}
    </section>
  )
}
