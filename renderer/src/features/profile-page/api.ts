import { ProfileView } from '../../../../shared/api'
import { store } from '../../app/store'
import { request } from '../../lib/api-client'
import { sessionAtom } from '../../lib/session'

export const loadProfilePage = (id: number) => request({ method: 'GET', url: `profiles/${id}` }, ProfileView)

// A first visit to a profile's page starts its API read together with the screen's code and texts
// (app/screens.ts), not after them: on a slow phone that is one round trip less before the largest paint.
const EARLY_MS = 10_000
let early: { id: number; token: string | undefined; at: number; answer: Promise<ProfileView> } | null = null

export function prefetchProfilePage(id: number) {
  const answer = loadProfilePage(id)
  // Unhandled here: the screen that takes the answer shows its failure.
  answer.catch(() => undefined)
  early = { id, token: store.get(sessionAtom)?.token, at: Date.now(), answer }
}

/** The read started early for this profile by the same person a moment ago (once), else a fresh one. */
export function takeProfilePage(id: number): Promise<ProfileView> {
  const e = early
  early = null
  const fresh = e && e.id === id && e.token === store.get(sessionAtom)?.token && Date.now() - e.at < EARLY_MS
  return fresh ? e.answer : loadProfilePage(id)
}
