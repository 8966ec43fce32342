import { MatchesResponse } from '../../../../shared/api'
import { request } from '../../lib/api-client'

/** Matches for the member's own profile, or (staff) for a profile of their office. */
export const loadMatches = (
  mutualOnly: boolean,
  forProfile: number | null,
  after: string | null = null,
  verifiedOnly = false,
) =>
  request(
    {
      method: 'GET',
      url: 'matches',
      params: {
        mutual: mutualOnly ? '1' : '0',
        ...(forProfile ? { for: String(forProfile) } : {}),
        ...(after ? { after } : {}),
        ...(verifiedOnly ? { verified: '1' } : {}),
      },
    },
    MatchesResponse,
  )
