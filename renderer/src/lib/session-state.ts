import { useSyncExternalStore } from 'react'
import { storageKeys } from '../../../shared/routes'

// Who is logged in, without jotai: the layout, header and route guards read it on every page, and the home
// page's first load then carries no state library. lib/session.ts gives the same state to the features as a
// jotai atom (sessionAtom), and every change goes through writeSession() here.

/** Dispatched on window when a 401 ends the session; the layout then goes to the login screen. */
export const SESSION_LOST_EVENT = 'matrimony:session-lost'
export type SessionLostEvent = CustomEvent<{ loginPath: string }>

export interface Session {
  token: string
  email: string
  role: 'member' | 'staff'
  name: string | null
  /** Staff only: the review queues and the office admin page this account may open. */
  duties?: ('review' | 'officeAdmin' | 'headAdmin')[]
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
        duties: (storage.getItem(storageKeys.duties) ?? '')
          .split(',')
          .filter((d): d is NonNullable<Session['duties']>[number] =>
            ['review', 'officeAdmin', 'headAdmin'].includes(d),
          ),
      }
  }
  return null
}

let current: Session | null = typeof localStorage === 'undefined' ? null : readSession()
const listeners = new Set<() => void>()

export const getSession = () => current

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Stores (or clears) the session and tells every reader. */
export function writeSession(next: (Session & { keep?: boolean }) | null) {
  for (const storage of [localStorage, sessionStorage])
    for (const key of Object.values(storageKeys)) storage.removeItem(key)
  if (next) {
    const storage = next.keep === false ? sessionStorage : localStorage
    storage.setItem(storageKeys.token, next.token)
    storage.setItem(storageKeys.email, next.email)
    storage.setItem(storageKeys.role, next.role)
    if (next.name) storage.setItem(storageKeys.name, next.name)
    if (next.duties?.length) storage.setItem(storageKeys.duties, next.duties.join(','))
  }
  const { keep: _keep, ...session } = next ?? { keep: undefined }
  current = next ? (session as Session) : null
  listeners.forEach((listener) => listener())
}

/** The session in a component: re-renders on login and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession)
}
