// The one place that knows which shell the renderer runs in (one renderer, two shells: docs/kiosk.md).
const bridge = typeof window !== 'undefined' ? window.kiosk : undefined

export const isKiosk = __KIOSK_BUILD__ || bridge !== undefined
export const apiBaseUrl = bridge?.apiBaseUrl ?? (__KIOSK_BUILD__ ? 'http://127.0.0.1:3000/api/' : '/api/')
/** Minutes without input before the kiosk asks whether anyone is still there; 0 turns it off (web). */
export const idleTimeoutMinutes = bridge?.idleTimeoutMinutes ?? 0
/** The office's language on a kiosk (each session starts in it); null on the web, where the visitor's choice is kept. */
export const kioskDefaultLocale = bridge ? bridge.defaultLanguage : null
/** The kiosk uses a hash router: its pages load from app://, where only the hash survives a reload. */
export const useHashRouter = __KIOSK_BUILD__
