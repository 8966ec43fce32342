import { getDefaultStore } from 'jotai'

// The one jotai store, jotai's default (no Provider, so the layout needs no jotai): React reads it through
// the hooks, plain code (the API client) through `store`.
export const store = getDefaultStore()
