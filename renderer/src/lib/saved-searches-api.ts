import { SavedSearchesResponse, SavedSearchResponse } from '../../../shared/schemas/saved-search'
import type { SavedSearch } from '../../../shared/schemas/saved-search'
import type { SearchQuery } from '../../../shared/schemas/search'
import { object } from 'superstruct'
import { request } from './api-client'

// A member's saved searches: saved from the search results, listed beside Matches (shared by both features).

export type { SavedSearch }

export const loadSavedSearches = () =>
  request({ method: 'GET', url: 'saved-searches' }, SavedSearchesResponse)

export const saveSearch = (name: string, criteria: Partial<SearchQuery>) =>
  request({ method: 'POST', url: 'saved-searches', data: { name, criteria } }, SavedSearchResponse)

/** Opening a saved search: its new profiles count from now on. */
export const markSavedSearchSeen = (id: number) =>
  request({ method: 'POST', url: `saved-searches/${id}/seen`, data: {} }, SavedSearchResponse)

export const deleteSavedSearch = (id: number) =>
  request({ method: 'DELETE', url: `saved-searches/${id}` }, object({}))
