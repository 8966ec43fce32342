import { CreatedProfileResponse } from '../../../../shared/api'
import type { ProfileBody } from '../../../../shared/schemas/profile'
import { request } from '../../lib/api-client'

export const createProfile = (profile: ProfileBody, idempotencyKey: string) =>
  request(
    {
      method: 'POST',
      url: 'user/create-form',
      data: profile,
      headers: { 'Idempotency-Key': idempotencyKey },
    },
    CreatedProfileResponse,
  )
