import { createStore } from 'jotai'

// The one jotai store: React reads it through the Provider, plain code (the API client) through `store`.
export const store = createStore()
