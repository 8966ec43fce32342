import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { msg } from '../../../../shared/messages'
import { ApiError } from '../../lib/api-client'
import { isLoggedInAtom } from '../../lib/session'
import { loadReactions, setReaction } from '../../lib/shortlist-api'
import type { Reaction } from '../../lib/shortlist-api'

export type { Reaction }

/** Yes / Maybe / No kept on the server (the shortlist and the hidden list), for the logged-in account. */
export function useReactions() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [reactions, setReactions] = useState<Record<number, Reaction>>({})
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!loggedIn) return
    let live = true
    loadReactions()
      .then((r) => live && setReactions(r))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : msg.unexpected))
    return () => {
      live = false
    }
  }, [loggedIn])

  /** Shows the answer at once and stores it; on failure the card goes back and says why. */
  async function react(profileId: number, kind: Reaction | null): Promise<boolean> {
    if (!loggedIn) {
      setError('loginNeeded')
      return false
    }
    const before = reactions[profileId]
    const apply = (k: Reaction | null | undefined) =>
      setReactions(({ [profileId]: _old, ...rest }) => (k ? { ...rest, [profileId]: k } : rest))
    apply(kind)
    setError(null)
    try {
      await setReaction(profileId, kind)
      return true
    } catch (e) {
      apply(before)
      setError(e instanceof ApiError ? e.message : msg.unexpected)
      return false
    }
  }

  return { reactions, react, error, loggedIn }
}
