import { object, string } from 'superstruct'
import { PhotoQueueResponse } from '../../../../shared/api-photos'
import { request } from '../../lib/api-client'

const Answer = object({ message: string() })

export const loadPhotoQueue = () => request({ method: 'GET', url: 'photos/queue' }, PhotoQueueResponse)

export const approvePhoto = (id: number) => request({ method: 'POST', url: `photos/${id}/approve` }, Answer)

export const rejectPhoto = (id: number, reason: string, note: string) =>
  request({ method: 'POST', url: `photos/${id}/reject`, data: { reason, ...(note ? { note } : {}) } }, Answer)
