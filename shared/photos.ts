import { object, optional } from 'superstruct'
import type { Infer } from 'superstruct'
import type { Option } from './options'
import { oneOf, optionalText } from './validation'

// Profile photos (server/photos): limits, the sizes the pages show, who sees them, and every text of the
// feature, once for the server, the screens and their tests.

export const PHOTOS_MAX = 6
export const PHOTO_BYTES_MAX = 10 * 1024 * 1024
/** Smaller photos cannot fill a card without looking blocky. */
export const PHOTO_SIDE_MIN = 200
/** Decoding more pixels than a 40-megapixel camera makes would only serve a decompression bomb. */
export const PHOTO_PIXELS_MAX = 40_000_000

/** What the file picker offers; the server decides from the bytes, never from the name or this list. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif'

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

export type PhotoShownTo = 'members' | 'accepted'
export const photoShownToOptions: Option<PhotoShownTo>[] = [
  { value: 'members', label: 'Everyone who is logged in' },
  { value: 'accepted', label: 'Only members whose interest I accepted' },
]

export type PhotoStatus = 'pending' | 'approved' | 'rejected'
export const photoStatusLabels: Record<PhotoStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
}

export const photoRejectReasonOptions: Option[] = [
  { value: 'face', label: 'The face is not clearly visible.' },
  { value: 'group', label: 'The photo shows other people too: show only the candidate.' },
  { value: 'contact', label: 'The photo shows a phone number, an address or a link.' },
  { value: 'not-candidate', label: 'The photo does not seem to show the candidate.' },
  { value: 'quality', label: 'The photo is too dark, blurred or small.' },
  { value: 'unsuitable', label: 'The photo is not suitable for a matrimony profile.' },
]
export const REJECT_NOTE_MAX = 300

export const photoMsg = {
  empty: 'This file is empty. Please choose a photo.',
  tooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
  notAPhoto: 'This file is not a photo we can read. Please choose a JPEG, PNG or WebP photo.',
  heic: "HEIC photos from iPhones cannot be read yet: please choose a JPEG, or set the iPhone's camera to 'Most Compatible' (Settings > Camera > Formats).",
  unreadable: 'This photo could not be read. It may be damaged: please choose another.',
  tooSmall: `This photo is too small. Please choose one at least ${PHOTO_SIDE_MIN} pixels wide and high.`,
  tooManyPixels: 'This photo has too many pixels to be read. Please choose a smaller one.',
  tooMany: `A profile can have up to ${PHOTOS_MAX} photos. Delete one to add another.`,
  sendFile: 'Send the photo file itself as the request body.',
  notAvailable: 'Photo not available',
  closed: 'A closed profile cannot have photos.',
  badOrder: 'Send every photo of the profile once, in the new order.',
  reasonRequired: 'Please choose why the photo is rejected.',
  alreadyDecided: 'This photo was already reviewed.',
  approved: 'The photo is approved: it now shows on the profile.',
  rejected: 'The photo is rejected: its owner will see why.',
  deleted: 'The photo is deleted.',
  shownToSaved: 'Saved: your choice of who sees your photos.',
  cameraUnavailable:
    'The camera could not be opened. Allow this site to use the camera, or choose a photo file instead.',
} as const

/** A reviewer's rejection: one of the reasons, and a note for the owner if they like. */
export const PhotoRejectBody = object({
  reason: oneOf(photoRejectReasonOptions, photoMsg.reasonRequired),
  note: optional(optionalText({ max: REJECT_NOTE_MAX })),
})
export type PhotoRejectBody = Infer<typeof PhotoRejectBody>
