import sharp from 'sharp'
import type { OutputInfo, Sharp } from 'sharp'
import { PHOTO_PIXELS_MAX, PHOTO_SIDE_MIN, photoFormats, photoMsg, photoSizes } from '../../shared/photos'
import type { PhotoFormat, PhotoSize } from '../../shared/photos'

// What an uploaded file really is (from its bytes, never its name or the browser's word), and the files
// made from it: every size in every format, and their blurred versions. sharp decodes and re-encodes the
// pixels, so nothing of the upload but its picture survives: no EXIF (GPS included), XMP, IPTC or ICC data,
// no trailing bytes, no embedded thumbnail.

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'unknown'

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])

export function sniffImageType(bytes: Buffer): SniffedType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])))
    return 'png'
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp'
  // ISO base media files (HEIC, AVIF): a "ftyp" box naming its major brand, then compatible brands.
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256)
    const major = bytes.toString('latin1', 8, 12)
    const brands = [major]
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(bytes.toString('latin1', at, at + 4))
    if (major === 'avif' || major === 'avis') return 'avif'
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic'
  }
  return 'unknown'
}

/** A refusal with the message a person can act on, and the HTTP status that goes with it. */
export class PhotoRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** The stored files' names: `card.webp`, `blur-card.webp`… (JPEG as `.jpg`). */
export const variantFile = (size: PhotoSize, format: PhotoFormat, blurred: boolean) =>
  `${blurred ? 'blur-' : ''}${size}.${format === 'jpeg' ? 'jpg' : format}`

export interface Variants {
  width: number
  height: number
  files: { name: string; bytes: Buffer }[]
}

const encoders: Record<PhotoFormat, (image: Sharp, blurred: boolean) => Sharp> = {
  // AVIF at a low effort: most of its saving at a fraction of the time a photo upload can wait.
  avif: (image, blurred) => image.avif({ quality: blurred ? 40 : 50, effort: 2 }),
  webp: (image, blurred) => image.webp({ quality: blurred ? 60 : 78 }),
  jpeg: (image, blurred) => image.jpeg({ quality: blurred ? 60 : 80, mozjpeg: true, progressive: !blurred }),
}

/** Blurred versions keep their size's shape at an eighth of its pixels: small, and nothing left to recognise. */
const BLUR_SCALE = 8
const BLUR_SIGMA = 6

/** Checks the bytes and makes every stored file; refuses (PhotoRefused) what it cannot take. */
export async function makeVariants(bytes: Buffer): Promise<Variants> {
  if (!bytes.length) throw new PhotoRefused(photoMsg.empty, 400)
  const type = sniffImageType(bytes)
  if (type === 'heic') throw new PhotoRefused(photoMsg.heic, 415)
  if (type !== 'jpeg' && type !== 'png' && type !== 'webp') throw new PhotoRefused(photoMsg.notAPhoto, 415)

  const open = () => sharp(bytes, { limitInputPixels: PHOTO_PIXELS_MAX, failOn: 'error' })
  let base: { data: Buffer; info: OutputInfo }
  try {
    const meta = await open().metadata()
    // The decoder must agree with the bytes' signature: a PNG header on something else is refused.
    if (meta.format !== type) throw new PhotoRefused(photoMsg.notAPhoto, 415)
    if (meta.width * meta.height > PHOTO_PIXELS_MAX) throw new PhotoRefused(photoMsg.tooManyPixels, 400)
    // Decoded once: upright (EXIF orientation applied before it is dropped), on white, in sRGB, at most
    // the full size; every other file is made from these pixels.
    base = await open()
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize(photoSizes.full.width, photoSizes.full.height, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (e) {
    if (e instanceof PhotoRefused) throw e
    throw new PhotoRefused(photoMsg.unreadable, 400)
  }
  const { width, height, channels } = base.info
  if (Math.min(width, height) < PHOTO_SIDE_MIN) throw new PhotoRefused(photoMsg.tooSmall, 400)

  const pixels = () => sharp(base.data, { raw: { width, height, channels } })
  const shapes: Record<PhotoSize, (image: Sharp) => Sharp> = {
    thumb: (image) =>
      image.resize(photoSizes.thumb.width, photoSizes.thumb.height, { position: 'attention' }),
    card: (image) => image.resize(photoSizes.card.width, photoSizes.card.height, { position: 'attention' }),
    full: (image) => image,
  }
  const boxes: Record<PhotoSize, { width: number; height: number }> = {
    thumb: photoSizes.thumb,
    card: photoSizes.card,
    full: { width, height },
  }
  const jobs: Promise<{ name: string; bytes: Buffer }>[] = []
  for (const size of Object.keys(shapes) as PhotoSize[]) {
    const shaped = await shapes[size](pixels()).raw().toBuffer({ resolveWithObject: true })
    const box = boxes[size]
    const fromShaped = () =>
      sharp(shaped.data, {
        raw: { width: shaped.info.width, height: shaped.info.height, channels: shaped.info.channels },
      })
    // Blur first, then shrink: the small file holds only the blur, never a sharp miniature.
    const blurred = await fromShaped()
      .blur(BLUR_SIGMA * 2)
      .resize(
        Math.max(8, Math.round(box.width / BLUR_SCALE)),
        Math.max(8, Math.round(box.height / BLUR_SCALE)),
      )
      .blur(1)
      .raw()
      .toBuffer({ resolveWithObject: true })
    const fromBlurred = () =>
      sharp(blurred.data, {
        raw: { width: blurred.info.width, height: blurred.info.height, channels: blurred.info.channels },
      })
    for (const format of photoFormats) {
      jobs.push(
        encoders[format](fromShaped(), false)
          .toBuffer()
          .then((out) => ({ name: variantFile(size, format, false), bytes: out })),
        encoders[format](fromBlurred(), true)
          .toBuffer()
          .then((out) => ({ name: variantFile(size, format, true), bytes: out })),
      )
    }
  }
  return { width, height, files: await Promise.all(jobs) }
}
