import { FeatureSlotsContext } from '../../components/feature-slots'
import { MyProfileScreen } from '../../features/my-profile/my-profile-screen'
import { managedPhotosSlots } from './managed-photos'

/** A member's own profile, with its photos. */
export function MyProfile() {
  return (
    <FeatureSlotsContext.Provider value={managedPhotosSlots}>
      <MyProfileScreen />
    </FeatureSlotsContext.Provider>
  )
}
