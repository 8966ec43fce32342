import { atomWithStorage, createJSONStorage } from 'jotai/utils'

export type Reaction = 'yes' | 'maybe' | 'no'

/** The visitor's answers per profile id; kept in the browser, remembered across visits. */
export const reactionsAtom = atomWithStorage<Record<string, Reaction>>(
  'search-reactions',
  {},
  createJSONStorage(() => localStorage),
  {
    getOnInit: true,
  },
)
