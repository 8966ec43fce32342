import { atom } from 'jotai'
import {
  ActingProfilesResponse,
  ReactionResponse,
  ReactionsResponse,
  ShortlistResponse,
} from '../../../shared/api-connections'
import type { Reaction } from '../../../shared/connections'
import { store } from '../app/store'
import { request } from './api-client'
import { onSessionEnd } from './session'

// The shortlist on the server (Yes, Maybe, and No as a hidden list), and the profile a person acts for:
// a member acts for their own profile; office staff choose one of their office's published profiles (the
// kiosk's "Acting for" select), and every connections call then carries it as `?as=`.
// Search cards, the profile page and the Shortlist page all read and set answers through here.

export type { Reaction }

const ACTING_KEY = 'actingProfileId'
const storedActing = () => {
  if (typeof sessionStorage === 'undefined') return null
  const id = Number(sessionStorage.getItem(ACTING_KEY))
  return Number.isInteger(id) && id > 0 ? id : null
}
const actingBaseAtom = atom<number | null>(storedActing())

/** Staff only: the office profile they act for (null until chosen; members leave it null). */
export const actingProfileIdAtom = atom(
  (get) => get(actingBaseAtom),
  (_get, set, id: number | null) => {
    if (id) sessionStorage.setItem(ACTING_KEY, String(id))
    else sessionStorage.removeItem(ACTING_KEY)
    set(actingBaseAtom, id)
  },
)
onSessionEnd(() => store.set(actingProfileIdAtom, null))

/** The `as` query parameter of a connections call: the acting profile for staff, nothing for members. */
export function actingParams(): { as?: string } {
  const id = store.get(actingProfileIdAtom)
  return id ? { as: String(id) } : {}
}

/** The profiles the logged-in account may act for: a member's own; the office's published ones for staff. */
export const loadActingProfiles = () =>
  request({ method: 'GET', url: 'connections/acting' }, ActingProfilesResponse)

/** Every answer the acting profile has given, by profile id: { [profileId]: 'yes' | 'maybe' | 'no' }. */
export async function loadReactions(): Promise<Record<number, Reaction>> {
  const { reactions } = await request(
    { method: 'GET', url: 'connections/reactions', params: actingParams() },
    ReactionsResponse,
  )
  return Object.fromEntries(Object.entries(reactions).map(([id, kind]) => [Number(id), kind]))
}

// Answers for one profile go out one after another: "No", "Undo", "No" clicked quickly must reach the server
// in that order (parallel requests may arrive in any order, and the last one to land is what is kept).
const pendingAnswers = new Map<number, Promise<unknown>>()

/** Sets Yes, Maybe or No for a profile; null takes the answer back (Undo). Resolves with what is stored. */
export function setReaction(profileId: number, kind: Reaction | null): Promise<Reaction | null> {
  const send = () =>
    request(
      { method: 'POST', url: 'connections/reactions', params: actingParams(), data: { profileId, kind } },
      ReactionResponse,
    ).then((saved) => saved.kind)
  const previous = pendingAnswers.get(profileId) ?? Promise.resolve()
  const next = previous.then(send, send)
  const settled = next.catch(() => undefined)
  pendingAnswers.set(profileId, settled)
  void settled.then(() => {
    if (pendingAnswers.get(profileId) === settled) pendingAnswers.delete(profileId)
  })
  return next
}

/** The Shortlist page: each answered profile (published, not blocked) with its answer, newest first. */
export const loadShortlist = () =>
  request({ method: 'GET', url: 'connections/shortlist', params: actingParams() }, ShortlistResponse)
