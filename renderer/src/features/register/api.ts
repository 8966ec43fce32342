import { RegisteredResponse } from '../../../../shared/api'
import type { RegistrationBody } from '../../../../shared/schemas/registration'
import { request } from '../../lib/api-client'

export const registerMember = (body: RegistrationBody) =>
  request({ method: 'POST', url: 'user/register', data: body }, RegisteredResponse)
