// The one bridge the kiosk's preload exposes as `window.kiosk`; the renderer reads it through its platform module.
export interface KioskBridge {
  readonly platform: 'kiosk'
  readonly apiBaseUrl: string
  readonly version: string
  /** Minutes without input before the "Are you still there?" dialog. */
  readonly idleTimeoutMinutes: number
}
