import type { Locale } from './i18n'

// The kiosk serves its pages from this origin (a privileged custom scheme); the API's CORS allows it.
export const KIOSK_APP_SCHEME = 'app'
export const KIOSK_APP_HOST = 'bundle'
export const KIOSK_APP_ORIGIN = `${KIOSK_APP_SCHEME}://${KIOSK_APP_HOST}`

// The one bridge the kiosk's preload exposes as `window.kiosk`; the renderer reads it through its platform module.
export interface KioskBridge {
  readonly platform: 'kiosk'
  readonly apiBaseUrl: string
  readonly version: string
  /** Minutes without input before the "Are you still there?" dialog. */
  readonly idleTimeoutMinutes: number
  /** The office's language, set in the kiosk settings: each session starts in it. */
  readonly defaultLanguage: Locale
}
