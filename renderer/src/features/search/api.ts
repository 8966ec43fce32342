import { boolean, object } from 'superstruct'
import { ManagedProfileResponse, SearchResponse } from '../../../../shared/api'
import { Preferences } from '../../../../shared/preferences'
import { request } from '../../lib/api-client'
import { toQuery } from './criteria'
import type { Criteria } from './criteria'

const PreferencesResponse = object({ preferences: Preferences, isDefault: boolean() })

export interface Refine {
  recentlyJoined?: string
  activeMembers?: string
}

/** One page of results; `after` is where the page starts (the previous page's `next`). */
export function searchProfiles(criteria: Criteria, refine: Refine, after: string | null) {
  const params = toQuery(criteria)
  if (refine.recentlyJoined) params.set('recentlyJoined', refine.recentlyJoined)
  if (refine.activeMembers) params.set('activeMembers', refine.activeMembers)
  if (after) params.set('after', after)
  return request({ method: 'GET', url: 'profiles/search', params }, SearchResponse)
}

/** A member's own profile (its gender) and partner preferences: where their Partner Search starts. */
export const loadOwnProfile = () => request({ method: 'GET', url: 'me/profile' }, ManagedProfileResponse)
export const loadPreferences = (id: number) =>
  request({ method: 'GET', url: `profiles/${id}/preferences` }, PreferencesResponse)
