import { BirthChartResponse, ManagedProfileResponse, PlacesResponse } from '../../../../shared/api'
import type { BirthDetailsBody } from '../../../../shared/schemas/horoscope'
import { request } from '../../lib/api-client'

/** Towns and cities whose name starts with (or holds) what the person typed; the server's list. */
export const searchPlaces = (query: string) =>
  request({ method: 'GET', url: 'places', params: { q: query } }, PlacesResponse).then((r) => r.places)

/** What the birth details give, without saving them. */
export const previewBirthChart = (profileId: number, body: BirthDetailsBody) =>
  request(
    { method: 'POST', url: `profiles/${profileId}/birth-details/preview`, data: body },
    BirthChartResponse,
  )

export const saveBirthDetails = (profileId: number, body: BirthDetailsBody) =>
  request({ method: 'PUT', url: `profiles/${profileId}/birth-details`, data: body }, ManagedProfileResponse)
