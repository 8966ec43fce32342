import type { Caller } from './guards'

// Who reviews what: photos waiting for approval, reports and grievances go to the central moderators (every
// office) and to an office's admin for that office's own profiles only. Plain staff review nothing.

/** Every office (`officeId: null`) for a moderator, one office for its admin, null for anyone else. */
export function reviewScope(caller: Pick<Caller, 'role' | 'staffRole' | 'centralRole' | 'officeId'>) {
  if (caller.role !== 'staff') return null
  if (caller.centralRole === 'moderator') return { officeId: null }
  if (caller.staffRole === 'admin' && caller.officeId !== null) return { officeId: caller.officeId }
  return null
}

/** Whether the caller reviews this profile's photos, reports and grievances. */
export function reviews(
  caller: Pick<Caller, 'role' | 'staffRole' | 'centralRole' | 'officeId'> | null,
  profile: { officeId: number | null },
): boolean {
  const scope = caller && reviewScope(caller)
  return Boolean(scope && (scope.officeId === null || scope.officeId === profile.officeId))
}
