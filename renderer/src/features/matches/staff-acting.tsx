import { useEffect } from 'react'
import { ActingBanner } from '../../components/acting-banner'
import { useActingInUrl } from '../../lib/acting-profile'

/** Staff: the family whose matches they see (`?for=`), told to the screen, and the banner that names it. */
export function StaffActing({ onActing }: { onActing: (id: number | null) => void }) {
  const forProfile = useActingInUrl({ param: 'for' })
  useEffect(() => onActing(forProfile), [forProfile, onActing])
  return <ActingBanner />
}
