import { apiBaseUrl } from './platform'
import { endSession, storedToken } from './session'

/**
 * Logout: asks the server to revoke the token, then clears the session and every draft here at once
 * (fire and forget: the person is logged out on this device whatever the server answers). Returns where
 * to log in again. Not through the API client: a 401 for an already expired token must not set off the
 * "session lost" navigation as well.
 */
export function logOut(): string {
  const token = storedToken()
  if (token) {
    try {
      fetch(`${apiBaseUrl}user/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => undefined)
    } catch {
      // No fetch (or a refused URL): nothing to revoke from here.
    }
  }
  return endSession()
}
