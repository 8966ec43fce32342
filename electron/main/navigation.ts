// The window may only ever show our own bundle: app://bundle/... Origins are compared parsed, never by prefix.
import { KIOSK_APP_HOST, KIOSK_APP_ORIGIN, KIOSK_APP_SCHEME } from '../../shared/kiosk-bridge'

export const APP_SCHEME = KIOSK_APP_SCHEME
export const APP_HOST = KIOSK_APP_HOST
export const APP_ORIGIN = KIOSK_APP_ORIGIN

export function isAppUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate)
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST
  } catch {
    return false
  }
}

/**
 * The one permission the kiosk grants: the camera (and only video: "media" with no microphone), asked by our
 * own pages, so staff can take a family member's photo. Everything else stays denied.
 */
export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  mediaTypes: readonly string[] = [],
): boolean {
  return permission === 'media' && isAppUrl(requestingUrl) && mediaTypes.every((t) => t === 'video')
}
