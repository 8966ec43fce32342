import { ProfileView } from '../../../../shared/api'
import { checkAnswer, request } from '../../lib/api-client'
import { takeEarlyRead } from '../../lib/early-read'

export const profilePagePath = (id: number) => `profiles/${id}`

export const loadProfilePage = (id: number) =>
  request({ method: 'GET', url: profilePagePath(id) }, ProfileView)

/**
 * A first visit to a profile's page starts its API read together with the screen's code and texts
 * (app/screens.ts, lib/early-read.ts), not after them; the screen takes that answer (once), else reads afresh.
 */
export function takeProfilePage(id: number): Promise<ProfileView> {
  const early = takeEarlyRead(profilePagePath(id))
  return early ? early.then((answer) => checkAnswer(answer, ProfileView)) : loadProfilePage(id)
}
