/// <reference types="vite/client" />
import type { KioskBridge } from '../../shared/kiosk-bridge'

declare global {
  /** Set by the build: true in the kiosk's renderer (hash router), false on the web. */
  const __KIOSK_BUILD__: boolean
  interface Window {
    kiosk?: KioskBridge
  }
}
