import { MyProfilesResponse } from '../../../../shared/api'
import { request } from '../../lib/api-client'

export const myProfiles = (page: number) =>
  request({ method: 'GET', url: 'profiles/mine', params: { page } }, MyProfilesResponse)
