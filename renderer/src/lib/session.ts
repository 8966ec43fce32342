import { atom } from 'jotai'
import { storageKeys } from '../../../shared/routes'
import { store } from '../app/store'
import { clearAllDrafts } from './drafts'

/** Dispatched on window when a 401 ends the session; the layout then goes to the login screen. */
export const SESSION_LOST_EVENT = 'matrimony:session-lost'

export interface Session {
  token: string
  email: string
}

// The token and e-mail live under the spec's keys. "Keep me logged in" unticked puts them in
// sessionStorage instead, so they end with the browser session.
function readSession(): Session | null {
  for (const storage of [localStorage, sessionStorage]) {
    const token = storage.getItem(storageKeys.token)
    if (token) return { token, email: storage.getItem(storageKeys.email) ?? '' }
  }
  return null
}

const sessionBaseAtom = atom<Session | null>(typeof localStorage === 'undefined' ? null : readSession())

export const sessionAtom = atom(
  (get) => get(sessionBaseAtom),
  (_get, set, next: (Session & { keep?: boolean }) | null) => {
    for (const storage of [localStorage, sessionStorage]) {
      storage.removeItem(storageKeys.token)
      storage.removeItem(storageKeys.email)
    }
    if (next) {
      const storage = next.keep === false ? sessionStorage : localStorage
      storage.setItem(storageKeys.token, next.token)
      storage.setItem(storageKeys.email, next.email)
    }
    set(sessionBaseAtom, next ? { token: next.token, email: next.email } : null)
  },
)

export const isLoggedInAtom = atom((get) => get(sessionAtom) !== null)

/** Logout and the kiosk's idle reset: the session and every draft are cleared. */
export function endSession() {
  store.set(sessionAtom, null)
  clearAllDrafts(store)
}

/** The token as stored right now: another tab may have logged out since this page loaded. */
export function storedToken(): string | null {
  return localStorage.getItem(storageKeys.token) ?? sessionStorage.getItem(storageKeys.token)
}
