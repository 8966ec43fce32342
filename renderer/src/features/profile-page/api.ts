import { ProfileView } from '../../../../shared/api'
import { request } from '../../lib/api-client'

export const loadProfilePage = (id: number) => request({ method: 'GET', url: `profiles/${id}` }, ProfileView)
