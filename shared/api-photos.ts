import { array, boolean, enums, number, object, string } from 'superstruct'
import type { Infer } from 'superstruct'
import { PhotoShownTo, text } from './api'

// Photos (server/photos): the gallery, the managers' list, the staff's review queue.

const PhotoStatus = enums(['pending', 'approved', 'rejected'])

/** A photo on a profile page; `blurred` says this viewer receives the blurred version. */
export const GalleryPhoto = object({
  id: number(),
  src: string(),
  width: number(),
  height: number(),
  blurred: boolean(),
})
export type GalleryPhoto = Infer<typeof GalleryPhoto>
export const GalleryResponse = object({ photos: array(GalleryPhoto), shownTo: PhotoShownTo })
export type GalleryResponse = Infer<typeof GalleryResponse>

/** A photo as the profile's managers see it: every status, with the reviewer's reason for a rejection. */
export const ManagedPhoto = object({
  id: number(),
  src: string(),
  width: number(),
  height: number(),
  status: PhotoStatus,
  rejectReason: text,
  main: boolean(),
  uploadedAt: string(),
})
export type ManagedPhoto = Infer<typeof ManagedPhoto>
export const ManagedPhotosResponse = object({
  shownTo: PhotoShownTo,
  max: number(),
  photos: array(ManagedPhoto),
})
export type ManagedPhotosResponse = Infer<typeof ManagedPhotosResponse>
export const UploadedPhotoResponse = object({ photo: ManagedPhoto })

/** A photo waiting in the staff's review queue, with the profile it belongs to. */
export const PhotoForReview = object({
  id: number(),
  src: string(),
  width: number(),
  height: number(),
  uploadedAt: string(),
  profile: object({ id: number(), userId: string(), firstName: string() }),
})
export type PhotoForReview = Infer<typeof PhotoForReview>
export const PhotoQueueResponse = object({ photos: array(PhotoForReview) })
export type PhotoQueueResponse = Infer<typeof PhotoQueueResponse>

/** Lets `<img>` requests (which carry no Authorization header) say who is looking; see server/photos/token.ts. */
export const PhotoTokenResponse = object({ token: string(), expiresAt: string() })
export type PhotoTokenResponse = Infer<typeof PhotoTokenResponse>
