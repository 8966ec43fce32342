import { photoRejectReasonOptions } from '../../../../shared/photos'
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

/** A photos message set on this device, the server's, or any other of shared/messages.ts. */
export const photoMessage = (t: Translate, text: string) => t.message(text)

/** The stored reason of a rejection: the reviewer's chosen reason (English), then their own note as written. */
export function rejectReasonText(t: Translate, reason: string): string {
  const option = photoRejectReasonOptions.find((o) => reason.startsWith(o.label))
  return option ? `${t.label(option.label)}${reason.slice(option.label.length)}` : reason
}
