import type { ReactNode } from 'react'
import { FeatureSlotsContext } from '../../components/feature-slots'
import { OfficeProfileScreen } from '../../features/my-profile/office-profile-screen'
import { managedPhotosSlots } from './managed-photos'

/** An office's candidate as its staff keep it, with its photos (and what the route adds below it). */
export function OfficeProfile({ children }: { children?: ReactNode }) {
  return (
    <FeatureSlotsContext.Provider value={managedPhotosSlots}>
      <OfficeProfileScreen>{children}</OfficeProfileScreen>
    </FeatureSlotsContext.Provider>
  )
}
