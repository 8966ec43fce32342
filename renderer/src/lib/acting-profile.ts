import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { atom, useAtom, useAtomValue } from 'jotai'
import type { ActingProfilesResponse } from '../../../shared/api-connections'
import { store } from '../app/store'
import { onSessionEnd, sessionAtom } from './session'
import { actingProfileIdAtom, loadActingProfiles } from './shortlist-api'

// The family office staff act for, carried in the URL (`?as=<id>`, or the matches' `?for=<id>`) so that a
// link or a reload keeps it. Opening one of the office's profiles (its page, its matches) makes it the acting
// one; a screen reached without it (the header's links) takes the one chosen last in this tab and writes it
// into its URL. Nothing ever falls back to another family: with none chosen, staff choose.

export type ActingProfiles = ActingProfilesResponse['profiles']

/** The profiles the account may act for, once loaded (a member's own; the office's published ones). */
export const actingProfilesAtom = atom<ActingProfiles | null>(null)
onSessionEnd(() => store.set(actingProfilesAtom, null))

const positive = (value: string | null) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null
}

/**
 * Staff: the acting profile of this screen, kept equal in the URL and in the atom every call reads.
 * `fixed` names it outright (the office profile being looked at); `param` is the URL's name for it.
 * Members: always null (they act for their own profile).
 */
export function useActingInUrl({
  fixed = null,
  param = 'as',
}: { fixed?: number | null; param?: 'as' | 'for' } = {}) {
  const staff = useAtomValue(sessionAtom)?.role === 'staff'
  const [params, setParams] = useSearchParams()
  const [acting, setActing] = useAtom(actingProfileIdAtom)
  const inUrl = positive(params.get(param))
  const target = staff ? (fixed ?? inUrl ?? acting) : null
  useEffect(() => {
    if (!staff || target === null) return
    if (target !== acting) setActing(target)
    if (inUrl !== target)
      setParams(
        (p) => {
          p.set(param, String(target))
          return p
        },
        { replace: true },
      )
  }, [staff, target, acting, setActing, fixed, inUrl, param, setParams])
  return target
}

/** Staff change the family they act for: the atom and the URL together. */
export function useChooseActing(param: 'as' | 'for' = 'as') {
  const [, setParams] = useSearchParams()
  const [, setActing] = useAtom(actingProfileIdAtom)
  return (id: number) => {
    setActing(id)
    setParams(
      (p) => {
        p.set(param, String(id))
        return p
      },
      { replace: true },
    )
  }
}

/** Loads the list of profiles to act for into the atom (again when `fresh`, for its unread counts). */
export async function refreshActingProfiles() {
  const { profiles } = await loadActingProfiles()
  store.set(actingProfilesAtom, profiles)
  return profiles
}

/** The acting profile's name and number, once the list is there: staff's chosen one, a member's own. */
export function useActingProfile() {
  const session = useAtomValue(sessionAtom)
  const profiles = useAtomValue(actingProfilesAtom)
  const acting = useAtomValue(actingProfileIdAtom)
  useEffect(() => {
    if (session && !store.get(actingProfilesAtom)) refreshActingProfiles().catch(() => undefined)
  }, [session])
  if (!profiles) return null
  return session?.role === 'staff' ? (profiles.find((p) => p.id === acting) ?? null) : (profiles[0] ?? null)
}
