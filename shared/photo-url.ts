// Where a photo is found and in which sizes and formats: what every page that shows one needs, without the
// upload and review rules of ./photos.ts (their checks would weigh on pages that only show photos).

/**
 * The sizes every photo is stored in. Thumbnails and cards are cropped to a fixed shape, so a page can
 * reserve their space before the image arrives; the full size keeps the photo's own shape.
 */
export const photoSizes = {
  thumb: { width: 160, height: 160 },
  card: { width: 480, height: 600 },
  full: { width: 1280, height: 1280 },
} as const
export type PhotoSize = keyof typeof photoSizes

/** Best first: browsers take the first `<source>` they can show; JPEG is the fallback everyone can. */
export const photoFormats = ['avif', 'webp', 'jpeg'] as const
export type PhotoFormat = (typeof photoFormats)[number]

/**
 * The one place that builds a photo's address, relative to the API base. `src` comes from the server
 * (`photos/12`); `token` is the viewer's photo token (images carry no Authorization header).
 */
export function photoUrl(src: string, size: PhotoSize, format: PhotoFormat, token?: string | null): string {
  return `${src}/${size}.${format}${token ? `?token=${encodeURIComponent(token)}` : ''}`
}
