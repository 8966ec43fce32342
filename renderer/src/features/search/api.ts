import { SearchResponse } from '../../../../shared/api'
import type { SearchCriteria } from '../../../../shared/schemas/search'
import { request } from '../../lib/api-client'
import { toQuery } from './criteria'

export interface Refine {
  recentlyJoined?: string
  activeMembers?: string
}

export function searchProfiles(criteria: SearchCriteria, refine: Refine, page: number) {
  const params = toQuery(criteria)
  if (refine.recentlyJoined) params.set('recentlyJoined', refine.recentlyJoined)
  if (refine.activeMembers) params.set('activeMembers', refine.activeMembers)
  params.set('page', String(page))
  return request({ method: 'GET', url: 'profiles/search', params }, SearchResponse)
}
