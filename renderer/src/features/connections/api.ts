import { unknown } from 'superstruct'
import type { Struct } from 'superstruct'
import { AcceptedResponse } from '../../../../shared/api'
import {
  BlocksResponse,
  ConnectionSettings,
  ConnectionState,
  ContactDetails,
  InterestResponse,
  ViewersResponse,
} from '../../../../shared/api-connections'
import type { ReportBody } from '../../../../shared/connections'
import { request } from '../../lib/api-client'
import { actingParams } from '../../lib/shortlist-api'

// The connections calls of one profile (its page's actions) and of the settings: each carries the acting
// profile (staff) as `?as=`.

const post = <T>(url: string, struct: Struct<T, unknown>, data: unknown = {}) =>
  request({ method: 'POST', url, params: actingParams(), data }, struct)

export const loadConnection = (id: number) =>
  request({ method: 'GET', url: `profiles/${id}/connection`, params: actingParams() }, ConnectionState)

export const sendInterest = (id: number, message: string | undefined) =>
  post(`profiles/${id}/interest`, InterestResponse, message ? { message } : {})

/** "View contact details": the server logs every answer. */
export const viewContact = (id: number) => post(`profiles/${id}/contact`, ContactDetails)

export const blockProfile = (id: number) => post(`profiles/${id}/block`, AcceptedResponse)
export const unblockProfile = (id: number) => post(`profiles/${id}/unblock`, AcceptedResponse)
export const reportProfile = (id: number, body: ReportBody) =>
  post(`profiles/${id}/report`, AcceptedResponse, body)

/** A member opened this profile (for its "Who viewed my profile"); answers 204. */
export const recordView = (id: number) =>
  request({ method: 'POST', url: `profiles/${id}/view`, data: {} }, unknown())

export const loadBlocks = () =>
  request({ method: 'GET', url: 'connections/blocks', params: actingParams() }, BlocksResponse)
export const loadViewers = () =>
  request({ method: 'GET', url: 'connections/viewers', params: actingParams() }, ViewersResponse)

export const loadSettings = () => request({ method: 'GET', url: 'connections/settings' }, ConnectionSettings)
export const saveSettings = (settings: ConnectionSettings) =>
  request({ method: 'POST', url: 'connections/settings', data: settings }, ConnectionSettings)
