import { FeatureSlotsContext } from '../../components/feature-slots'
import { OfficeProfileScreen } from '../../features/my-profile/office-profile-screen'
import { managedPhotosSlots } from './managed-photos'

/** An office's candidate as its staff keep it, with its photos. */
export function OfficeProfile() {
  return (
    <FeatureSlotsContext.Provider value={managedPhotosSlots}>
      <OfficeProfileScreen />
    </FeatureSlotsContext.Provider>
  )
}
