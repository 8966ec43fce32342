import { useEffect, useState } from 'react'

export interface StepCode<M> {
  /** The module, once fetched. */
  loaded: M | null
  /** The fetch failed: the wizard says so, with a Try again button (retry). */
  failed: boolean
  retry: () => void
}

/**
 * The code of later steps, fetched once `wanted` (and again after a failure when asked): the wizard's first
 * screen carries only step 1, and each later part arrives while the family is still on the step before it.
 */
export function useStepCode<M>(load: () => Promise<M>, wanted: boolean): StepCode<M> {
  const [loaded, setLoaded] = useState<M | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    load().then(
      (module) => current && setLoaded(() => module),
      () => current && setFailed(true),
    )
    return () => void (current = false)
    // `load` is a module-level function: a new attempt is asked for by `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, loaded, attempt])
  const retry = () => {
    setFailed(false)
    setAttempt((a) => a + 1)
  }
  return { loaded, failed, retry }
}
