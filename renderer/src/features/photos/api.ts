import { object, string } from 'superstruct'
import { GalleryResponse, ManagedPhotosResponse, UploadedPhotoResponse } from '../../../../shared/api-photos'
import type { PhotoShownTo } from '../../../../shared/photos'
import { request } from '../../lib/api-client'

// The photos calls of My profile and the office's profile page, and the profile page's gallery.

export const loadManagedPhotos = (profileId: number) =>
  request({ method: 'GET', url: `profiles/${profileId}/photos/manage` }, ManagedPhotosResponse)

/** The file itself is the body; the server reads its type from the bytes. Uploads may take a while. */
export const uploadPhoto = (profileId: number, file: Blob, onProgress: (percent: number) => void) =>
  request(
    {
      method: 'POST',
      url: `profiles/${profileId}/photos`,
      data: file,
      headers: { 'Content-Type': 'application/octet-stream' },
      timeout: 120_000,
      onUploadProgress: (e) => e.total && onProgress(Math.round((e.loaded / e.total) * 100)),
    },
    UploadedPhotoResponse,
  )

export const deletePhoto = (profileId: number, photoId: number) =>
  request(
    { method: 'POST', url: `profiles/${profileId}/photos/${photoId}/delete` },
    object({ message: string(), ...ManagedPhotosResponse.schema }),
  )

export const reorderPhotos = (profileId: number, ids: number[]) =>
  request({ method: 'PUT', url: `profiles/${profileId}/photos/order`, data: { ids } }, ManagedPhotosResponse)

export const saveShownTo = (profileId: number, shownTo: PhotoShownTo) =>
  request(
    { method: 'PUT', url: `profiles/${profileId}/photos/settings`, data: { shownTo } },
    ManagedPhotosResponse,
  )

export const loadGallery = (profileId: number) =>
  request({ method: 'GET', url: `profiles/${profileId}/photos` }, GalleryResponse)
