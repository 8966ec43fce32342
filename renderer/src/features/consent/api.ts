import type { NoticeShown } from '../../../../shared/notice'
import { AcceptedResponse, ConsentRequest } from '../../../../shared/api'
import { request } from '../../lib/api-client'

export type ConsentKey = { token: string } | { code: string }

export const openConsent = (key: ConsentKey) =>
  request({ method: 'GET', url: 'consent', params: key }, ConsentRequest)

/** The candidate's yes, with the privacy notice shown above it (its version and language). */
export const giveConsent = (key: ConsentKey, notice: NoticeShown | null) =>
  request(
    { method: 'POST', url: 'consent', data: { ...key, agree: true, ...(notice ? { notice } : {}) } },
    AcceptedResponse,
  )
