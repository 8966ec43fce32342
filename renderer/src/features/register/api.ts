import type { NoticeShown } from '../../../../shared/notice'
import { RegisteredResponse } from '../../../../shared/api'
import type { RegistrationBody } from '../../../../shared/schemas/registration'
import { request } from '../../lib/api-client'

/** The registration, with the privacy notice the wizard showed before the consent. */
export const registerMember = (body: RegistrationBody, notice: NoticeShown) =>
  request({ method: 'POST', url: 'user/register', data: { ...body, notice } }, RegisteredResponse)
