import { object, optional } from 'superstruct'
import type { Infer } from 'superstruct'
import type { Option } from './options'
import { msg } from './messages'
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

// The photo screens' messages: each is one of shared/messages.ts, so the API says it in every language.
export const photoMsg = {
  empty: msg.photoEmpty,
  tooLarge: msg.photoTooLarge,
  notAPhoto: msg.notAPhoto,
  heic: msg.photoHeic,
  unreadable: msg.photoUnreadable,
  tooSmall: msg.photoTooSmall,
  tooManyPixels: msg.photoTooManyPixels,
  tooMany: msg.photoTooMany,
  sendFile: msg.photoSendFile,
  notAvailable: msg.photoNotAvailable,
  closed: msg.photoClosedProfile,
  badOrder: msg.photoBadOrder,
  reasonRequired: msg.photoReasonRequired,
  alreadyDecided: msg.photoAlreadyDecided,
  approved: msg.photoApproved,
  rejected: msg.photoRejected,
  deleted: msg.photoDeleted,
  shownToSaved: msg.photoShownToSaved,
  cameraUnavailable: msg.cameraUnavailable,
} as const

/** A reviewer's rejection: one of the reasons, and a note for the owner if they like. */
export const PhotoRejectBody = object({
  reason: oneOf(photoRejectReasonOptions, photoMsg.reasonRequired),
  note: optional(optionalText({ max: REJECT_NOTE_MAX })),
})
export type PhotoRejectBody = Infer<typeof PhotoRejectBody>
