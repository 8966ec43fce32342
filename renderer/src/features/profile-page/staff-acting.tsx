import { useActingInUrl } from '../../lib/acting-profile'

/** Staff: the profile of their own office they look at becomes the family they act for (`fixed`). */
export function StaffActing({ fixed }: { fixed: number | null }) {
  useActingInUrl({ fixed })
  return null
}
