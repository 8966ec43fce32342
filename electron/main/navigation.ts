// The window may only ever show our own bundle: app://bundle/... Origins are compared parsed, never by prefix.
export const APP_SCHEME = 'app'
export const APP_HOST = 'bundle'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

export function isAppUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate)
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST
  } catch {
    return false
  }
}
