import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils'
import type { WritableAtom } from 'jotai'
import type { store as appStore } from '../app/store'

type DraftAtom = WritableAtom<unknown, [unknown], void>
const drafts: DraftAtom[] = []

/** An in-progress form kept in localStorage, so a reload or a kiosk crash loses nothing. */
export function draftAtom<T>(key: string, initial: T) {
  const atom = atomWithStorage<T>(
    `draft:${key}`,
    initial,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  )
  drafts.push(atom as unknown as DraftAtom)
  return atom
}

/** Logout, a completed submit of everything, or the kiosk's idle reset: every draft goes. */
export function clearAllDrafts(store: typeof appStore) {
  for (const atom of drafts) store.set(atom, RESET)
  for (const key of Object.keys(localStorage)) if (key.startsWith('draft:')) localStorage.removeItem(key)
}
