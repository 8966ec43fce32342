import { photoMsg, photoRejectReasonOptions, PHOTOS_MAX } from '../../../../shared/photos'
import type { PhotoShownTo, PhotoStatus } from '../../../../shared/photos'
import type { MessageId } from '../../i18n/keys'
import type { Translate } from '../../i18n/use-t'

// The photos lists and messages of shared/photos.ts that these screens show themselves, by their stable
// keys. (Messages from the server come already in the language on screen.)

export const shownToIds: Record<PhotoShownTo, MessageId> = {
  members: 'discover.photos.shownTo.members',
  accepted: 'discover.photos.shownTo.accepted',
}

export const statusIds: Record<PhotoStatus, MessageId> = {
  pending: 'discover.photos.status.pending',
  approved: 'discover.photos.status.approved',
  rejected: 'discover.photos.status.rejected',
}

const messageIds: Record<string, MessageId> = {
  [photoMsg.empty]: 'discover.photos.msg.empty',
  [photoMsg.tooLarge]: 'discover.photos.msg.tooLarge',
  [photoMsg.tooMany]: 'discover.photos.msg.tooMany',
  [photoMsg.shownToSaved]: 'discover.photos.msg.shownToSaved',
  [photoMsg.cameraUnavailable]: 'discover.photos.msg.cameraUnavailable',
}

/** A photos message set on this device, or any other message (the server's, or shared/messages.ts). */
export const photoMessage = (t: Translate, text: string) =>
  messageIds[text] ? t(messageIds[text], { max: PHOTOS_MAX }) : t.message(text)

const rejectIds: Record<string, MessageId> = {
  face: 'discover.photos.reject.face',
  group: 'discover.photos.reject.group',
  contact: 'discover.photos.reject.contact',
  'not-candidate': 'discover.photos.reject.notCandidate',
  quality: 'discover.photos.reject.quality',
  unsuitable: 'discover.photos.reject.unsuitable',
}

/** The stored reason of a rejection: the reviewer's chosen reason (English), then their own note as written. */
export function rejectReasonText(t: Translate, reason: string): string {
  const option = photoRejectReasonOptions.find((o) => reason.startsWith(o.label))
  const id = option && rejectIds[option.value]
  return id ? `${t(id)}${reason.slice(option.label.length)}` : reason
}
