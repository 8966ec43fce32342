import { MyProfilesResponse } from '../../../../shared/api'
import type { OfficeListQuery } from '../../../../shared/office-list'
import { request } from '../../lib/api-client'

/** One page of the office's profiles: `after` is the `next` of the page before ('' for the first). */
export const myProfiles = (choice: { q: string; status: string; sort: string }, after: string) => {
  const params: Record<string, string> = {}
  if (choice.q) params.q = choice.q
  if (choice.status) params.status = choice.status
  if (choice.sort !== 'registered') params.sort = choice.sort
  if (after) params.after = after
  return request(
    {
      method: 'GET',
      url: 'profiles/mine',
      params: params satisfies Partial<Record<keyof OfficeListQuery, string>>,
    },
    MyProfilesResponse,
  )
}
