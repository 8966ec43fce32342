import { useAtomValue } from 'jotai'
import { useT } from '../i18n/use-t'
import { useActingProfile } from '../lib/acting-profile'
import { sessionAtom } from '../lib/session'
import { actingProfileIdAtom } from '../lib/shortlist-api'

const numberOf = (id: number) => `MT${String(id).padStart(6, '0')}`

/** Staff only: "Acting for Meenakshi, MT000204", plainly, on every screen where they act for a family. */
export function ActingBanner() {
  const t = useT('discover')
  const staff = useAtomValue(sessionAtom)?.role === 'staff'
  const id = useAtomValue(actingProfileIdAtom)
  const profile = useActingProfile()
  if (!staff || id === null) return null
  return (
    <p className="acting-banner" data-testid="acting-banner">
      <strong>
        {profile
          ? t('discover.acting.banner', { name: profile.firstName, userId: profile.userId })
          : t('discover.acting.bannerNumber', { userId: numberOf(id) })}
      </strong>
    </p>
  )
}
