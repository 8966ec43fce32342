import { useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, PointerEvent } from 'react'
import type { GalleryResponse } from '../../../../shared/api'
import { PhotoPicture, usePhotoToken } from '../../components/profile-photo'
import { loadGallery } from './api'
import './photos.css'

/** The box the shown photo fills; every photo keeps its shape inside it (letterboxed), so nothing shifts. */
const BOX = { width: 480, height: 600 }
const SWIPE_PX = 40

/**
 * A profile page's photos: one large, thumbnails to choose, Previous / Next, the arrow keys and a swipe.
 * Photos the viewer may not see come blurred from the server, with a line saying why.
 */
export function PhotoGallery({ profileId, name }: { profileId: number; name: string }) {
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
        The photos could not be loaded. Please reload the page.
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
      <h2 id="photos-title">Photos</h2>
      <div
        className="gallery-stage"
        role="group"
        aria-roledescription="carousel"
        aria-label={`Photos of ${name}: use the left and right arrow keys`}
        tabIndex={0}
        onKeyDown={onKey}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <PhotoPicture
          key={shown.id}
          src={shown.src}
          alt={`Photo ${index + 1} of ${count} of ${name}${shown.blurred ? ', blurred' : ''}`}
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
          Photo {index + 1} of {count}
        </p>
      </div>
      {photos.some((p) => p.blurred) && (
        <p className="muted">
          {token
            ? `${name} shows photos only to members whose interest ${name} accepted. Send an interest to see them.`
            : 'Log in to see the photos: visitors see them blurred.'}
        </p>
      )}
      {count > 1 && (
        <div className="gallery-controls">
          <button type="button" className="btn btn-secondary" onClick={() => go(-1)}>
            Previous photo
          </button>
          <ol className="gallery-thumbs" aria-label="Choose a photo">
            {photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="gallery-thumb"
                  aria-label={`Show photo ${i + 1}`}
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
            Next photo
          </button>
        </div>
      )}
    </section>
  )
}
