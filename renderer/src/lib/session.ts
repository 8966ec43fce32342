import { atom } from 'jotai'
import { paths, storageKeys } from '../../../shared/routes'
import { store } from '../app/store'
import { setLocale } from '../i18n/i18n'
import { kioskDefaultLocale } from './platform'
import { getSession, subscribeSession, writeSession } from './session-state'
import type { Session } from './session-state'

export { SESSION_LOST_EVENT } from './session-state'
export type { Session, SessionLostEvent } from './session-state'

// The features' view of lib/session-state.ts: an atom that follows it, and writes through it.
const sessionBaseAtom = atom<Session | null>(getSession())
subscribeSession(() => store.set(sessionBaseAtom, getSession()))

export const sessionAtom = atom(
  (get) => get(sessionBaseAtom),
  (_get, _set, next: (Session & { keep?: boolean }) | null) => writeSession(next),
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
  // On a kiosk the next person starts in the office's language, whatever the last one chose.
  if (kioskDefaultLocale) void setLocale(kioskDefaultLocale).catch(() => undefined)
  for (const key of Object.keys(localStorage))
    if (key.startsWith(DRAFT_KEY_PREFIX)) localStorage.removeItem(key)
  return loginPathOf(role)
}

/** The token as stored right now: another tab may have logged out since this page loaded. */
export function storedToken(): string | null {
  return localStorage.getItem(storageKeys.token) ?? sessionStorage.getItem(storageKeys.token)
}
