import { useEffect, useState } from 'react'
import type { CSSProperties } from 'react'
import { useAtomValue } from 'jotai'
import { PhotoTokenResponse } from '../../../shared/api-photos'
import type { PhotoRef } from '../../../shared/api'
import { photoSizes, photoUrl } from '../../../shared/photo-url'
import type { PhotoFormat, PhotoSize } from '../../../shared/photo-url'
import { request } from '../lib/api-client'
import { apiBaseUrl } from '../lib/platform'
import { sessionAtom } from '../lib/session'
import { useT } from '../i18n/use-t'

// Photos as pages show them: a <picture> with AVIF and WebP sources and a JPEG fallback, its box set by
// width and height before a byte arrives (no layout shift), loaded only when near the screen. An <img>
// sends no Authorization header, so a logged-in page puts its photo token on each address: the server
// decides per request whether this viewer gets the photo or its blurred version.

// One token per session, shared by every photo on the page; asked again shortly before it expires.
let cached: { session: string; token: Promise<string | null>; until: number } | null = null

function tokenFor(session: string): Promise<string | null> {
  if (cached?.session === session && cached.until > Date.now()) return cached.token
  const token = request({ method: 'GET', url: 'photos/token' }, PhotoTokenResponse).then(
    (r) => {
      if (cached?.session === session) cached.until = Date.parse(r.expiresAt) - 60_000
      return r.token
    },
    // Without a token the server sends the blurred versions: the page still works.
    () => null,
  )
  cached = { session, token, until: Date.now() + 60_000 }
  return token
}

/** The photo token of this session: undefined while it is being asked for, null for visitors. */
export function usePhotoToken(): string | null | undefined {
  const session = useAtomValue(sessionAtom)?.token ?? null
  const [state, setState] = useState<{ session: string | null; token: string | null } | null>(null)
  useEffect(() => {
    if (!session) return
    let live = true
    void tokenFor(session).then((token) => live && setState({ session, token }))
    return () => {
      live = false
    }
  }, [session])
  if (!session) return null
  return state?.session === session ? state.token : undefined
}

const types: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }

/** The sizes a surface may use, as `srcset` candidates by their pixel widths. */
function srcSet(
  src: string,
  sizes: PhotoSize[],
  format: PhotoFormat,
  token: string | null,
  fullWidth?: number,
) {
  return sizes
    .map((size) => {
      const w = size === 'full' ? (fullWidth ?? photoSizes.full.width) : photoSizes[size].width
      return `${apiBaseUrl}${photoUrl(src, size, format, token)} ${w}w`
    })
    .join(', ')
}

export interface PhotoPictureProps {
  src: string
  alt: string
  /** The box the image fills (CSS pixels); the photo is cropped to it (`object-fit`). */
  width: number
  height: number
  /** Which stored sizes the browser may pick from, smallest first. */
  sizes: PhotoSize[]
  /** How wide the image shows, for the browser's pick (the `sizes` attribute). */
  shownAs: string
  fullWidth?: number
  token: string | null
  style?: CSSProperties
  eager?: boolean
}

export function PhotoPicture(p: PhotoPictureProps) {
  const largest = p.sizes[p.sizes.length - 1]
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={format}
          type={types[format]}
          srcSet={srcSet(p.src, p.sizes, format, p.token, p.fullWidth)}
          sizes={p.shownAs}
        />
      ))}
      <img
        src={`${apiBaseUrl}${photoUrl(p.src, largest, 'jpeg', p.token)}`}
        srcSet={srcSet(p.src, p.sizes, 'jpeg', p.token, p.fullWidth)}
        sizes={p.shownAs}
        alt={p.alt}
        width={p.width}
        height={p.height}
        loading={p.eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ objectFit: 'cover', display: 'block', ...p.style }}
      />
    </picture>
  )
}

/**
 * A person's round picture on cards (search results, matches, inbox): the main photo when there is one,
 * else the first letter of the name. The circle's size never changes, photo or not.
 */
export function ProfileAvatar({
  name,
  photo,
  size = 72,
}: {
  name: string
  photo?: PhotoRef | null
  size?: number
}) {
  const token = usePhotoToken()
  const t = useT('app')
  const letter = (
    <div className="avatar" aria-hidden="true" style={{ width: size, height: size }}>
      {name.slice(0, 1)}
    </div>
  )
  // While a logged-in page waits for its token, the letter holds the place: no request goes out twice.
  if (!photo || token === undefined) return letter
  return (
    <div className="avatar" style={{ width: size, height: size }}>
      <PhotoPicture
        src={photo.src}
        alt={t('app.photoOf', { name })}
        width={size}
        height={size}
        sizes={['thumb', 'card']}
        shownAs={`${size}px`}
        token={token}
        style={{ width: size, height: size, borderRadius: '50%' }}
      />
    </div>
  )
}

/**
 * The large photo that leads a result or match card (4:5, the card's width): the main photo, blurred by the
 * server where the viewer may not see it clearly, or the same-size drawing with the name's first letter.
 */
export function CardPhoto({ name, photo }: { name: string; photo?: PhotoRef | null }) {
  const token = usePhotoToken()
  const t = useT('app')
  if (!photo || token === undefined)
    return (
      <div className="card-photo card-photo-drawn" aria-hidden="true">
        <span>{name.slice(0, 1)}</span>
      </div>
    )
  return (
    <div className="card-photo">
      <PhotoPicture
        src={photo.src}
        alt={t('app.photoOf', { name })}
        width={photoSizes.card.width}
        height={photoSizes.card.height}
        sizes={['thumb', 'card']}
        shownAs="(max-width: 575px) 100vw, 300px"
        token={token}
        style={{ width: '100%', height: '100%' }}
      />
    </div>
  )
}
