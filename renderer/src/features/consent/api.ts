import { AcceptedResponse, ConsentRequest } from '../../../../shared/api'
import { request } from '../../lib/api-client'

export type ConsentKey = { token: string } | { code: string }

export const openConsent = (key: ConsentKey) =>
  request({ method: 'GET', url: 'consent', params: key }, ConsentRequest)

export const giveConsent = (key: ConsentKey) =>
  request({ method: 'POST', url: 'consent', data: { ...key, agree: true } }, AcceptedResponse)
