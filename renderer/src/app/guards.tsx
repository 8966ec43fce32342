import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import { paths } from '../../../shared/routes'
import { isLoggedInAtom } from '../lib/session'

/** Token presence guards the staff screens (spec section 4); the API still checks the token itself. */
export function RequireSession({ children }: { children: ReactNode }) {
  return useAtomValue(isLoggedInAtom) ? children : <Navigate to={paths.matrimonialLogin} replace />
}
