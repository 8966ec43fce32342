import { atom } from 'jotai'
import { paths, storageKeys } from '../../../shared/routes'
import { store } from '../app/store'

/** Dispatched on window when a 401 ends the session; the layout then goes to the login screen. */
export const SESSION_LOST_EVENT = 'matrimony:session-lost'
export type SessionLostEvent = CustomEvent<{ loginPath: string }>

export interface Session {
  token: string
  email: string
  role: 'member' | 'staff'
  name: string | null
}

// The token and e-mail live under the spec's keys. "Keep me logged in" unticked puts them in
// sessionStorage instead, so they end with the browser session.
function readSession(): Session | null {
  for (const storage of [localStorage, sessionStorage]) {
    const token = storage.getItem(storageKeys.token)
    if (token)
      return {
        token,
        email: storage.getItem(storageKeys.email) ?? '',
        role: storage.getItem(storageKeys.role) === 'member' ? 'member' : 'staff',
        name: storage.getItem(storageKeys.name),
      }
  }
  return null
}

const sessionBaseAtom = atom<Session | null>(typeof localStorage === 'undefined' ? null : readSession())

export const sessionAtom = atom(
  (get) => get(sessionBaseAtom),
  (_get, set, next: (Session & { keep?: boolean }) | null) => {
    for (const storage of [localStorage, sessionStorage])
      for (const key of Object.values(storageKeys)) storage.removeItem(key)
    if (next) {
      const storage = next.keep === false ? sessionStorage : localStorage
      storage.setItem(storageKeys.token, next.token)
      storage.setItem(storageKeys.email, next.email)
      storage.setItem(storageKeys.role, next.role)
      if (next.name) storage.setItem(storageKeys.name, next.name)
    }
    const { keep: _keep, ...session } = next ?? { keep: undefined }
    set(sessionBaseAtom, next ? (session as Session) : null)
  },
)

export const isLoggedInAtom = atom((get) => get(sessionAtom) !== null)

/** Where each kind of account logs in: members on /login, office staff on the matrimonial login. */
export const loginPathOf = (role: Session['role'] | undefined) =>
  role === 'member' ? paths.login : paths.matrimonialLogin
/** Where each kind of account starts after logging in. */
export const homePathOf = (role: Session['role']) =>
  role === 'member' ? paths.myProfile : paths.matrimonialForm

/** Every draft is stored under this prefix (lib/drafts.ts), so logout finds them without loading draft code. */
export const DRAFT_KEY_PREFIX = 'draft:'
// Drafts loaded on this page register their reset here: a page without forms (the home page) then needs
// no draft code (jotai/utils) at all, and logout still clears what such a page holds in memory.
const sessionEndResets = new Set<() => void>()
export const onSessionEnd = (reset: () => void) => void sessionEndResets.add(reset)

/** Logout and the kiosk's idle reset: the session and every draft are cleared. Returns where to log in again. */
export function endSession(): string {
  const role = store.get(sessionAtom)?.role
  store.set(sessionAtom, null)
  for (const reset of sessionEndResets) reset()
  for (const key of Object.keys(localStorage))
    if (key.startsWith(DRAFT_KEY_PREFIX)) localStorage.removeItem(key)
  return loginPathOf(role)
}

/** The token as stored right now: another tab may have logged out since this page loaded. */
export function storedToken(): string | null {
  return localStorage.getItem(storageKeys.token) ?? sessionStorage.getItem(storageKeys.token)
}
