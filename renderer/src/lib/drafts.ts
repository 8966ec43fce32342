import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils'
import { store } from '../app/store'
import { DRAFT_KEY_PREFIX, onSessionEnd } from './session'

/** An in-progress form kept in localStorage, so a reload or a kiosk crash loses nothing. */
export function draftAtom<T>(key: string, initial: T) {
  const atom = atomWithStorage<T>(
    `${DRAFT_KEY_PREFIX}${key}`,
    initial,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  )
  // Logout, a completed submit of everything, or the kiosk's idle reset (all through endSession): the
  // value held in memory goes back to its start; endSession removes every stored draft.
  onSessionEnd(() => store.set(atom, RESET))
  return atom
}
