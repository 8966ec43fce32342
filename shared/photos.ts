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

// The sizes, formats and addresses of photos live in ./photo-url.ts (pages showing a photo need no checks).
export { photoFormats, photoSizes, photoUrl } from './photo-url'
export type { PhotoFormat, PhotoSize } from './photo-url'

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
