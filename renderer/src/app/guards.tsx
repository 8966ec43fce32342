import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '../../../shared/routes'
import { useSession } from '../lib/session-state'

/** Office screens: staff only; without a session the office login, a member goes to their own profile. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useSession()
  if (!session) return <Navigate to={paths.matrimonialLogin} replace />
  return session.role === 'staff' ? children : <Navigate to={paths.myProfile} replace />
}

/** Member screens: members only; without a session the member login, staff go to their dashboard. */
export function RequireMember({ children }: { children: ReactNode }) {
  const session = useSession()
  const { pathname } = useLocation()
  if (!session) return <Navigate to={paths.login} replace state={{ from: pathname }} />
  return session.role === 'member' ? children : <Navigate to={paths.dashboard} replace />
}

/** Screens for both kinds (matches: a member's own, or staff for a profile of their office). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()
  const { pathname } = useLocation()
  return session ? children : <Navigate to={paths.login} replace state={{ from: pathname }} />
}
