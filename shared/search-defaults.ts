// The open ends of Partner Search, apart from the option lists (shared/options.ts re-exports them): the search
// form's first screen starts from these few values without the lists of every country and community.

/** Partner search ages: 22 to 71, the spec's 50 options. */
export const SEARCH_AGE_MIN = 22
export const SEARCH_AGE_MAX = 71

/** The value of "Doesn't matter" in search and preference lists. */
export const ANY = 'any'
