import { object, optional, nullable, string } from 'superstruct'
import type { VerifyBody } from '../../../../shared/verification'
import { request } from '../../lib/api-client'

const Answer = object({
  verification: optional(
    nullable(
      object({ documentKind: string(), lastFour: string(), verifiedAt: string(), verifiedBy: string() }),
    ),
  ),
})

/** Staff of the profile's office: the identity document they checked at the office (kind, last four). */
export const verifyInPerson = (id: number, body: VerifyBody) =>
  request({ method: 'POST', url: `profiles/${id}/verification`, data: body }, Answer)

export const revokeVerification = (id: number) =>
  request({ method: 'POST', url: `profiles/${id}/verification/revoke`, data: {} }, Answer)
