import { ProfileView } from '../../../../shared/api'
import { checkAnswer } from '../../lib/api-error'
import { takeEarlyRead } from '../../lib/early-read'

export const profilePagePath = (id: number) => `profiles/${id}`

// The API client (axios) is not part of the page's first screen: a re-read (after the office verifies) or a
// visit without an early read fetches it.
export const loadProfilePage = (id: number) =>
  import('../../lib/api-client').then((client) =>
    client.request({ method: 'GET', url: profilePagePath(id) }, ProfileView),
  )

/**
 * A first visit to a profile's page starts its API read together with the screen's code and texts
 * (app/screens.ts, lib/early-read.ts), not after them; the screen takes that answer (once), else reads afresh.
 */
export async function takeProfilePage(id: number): Promise<ProfileView> {
  const early = takeEarlyRead(profilePagePath(id))
  const checked = early && checkAnswer(await early, ProfileView)
  return checked ?? loadProfilePage(id)
}
