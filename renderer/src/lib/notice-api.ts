import { NoticeResponse } from '../../../shared/notice'
import { request } from './api-client'

/** The privacy notice's version in force and the grievance officer's contact. */
export const loadNotice = () => request({ method: 'GET', url: 'privacy/notice' }, NoticeResponse)
