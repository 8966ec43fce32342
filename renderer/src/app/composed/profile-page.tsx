import { FeatureSlotsContext } from '../../components/feature-slots'
import type { FeatureSlots } from '../../components/feature-slots'
import { ConnectionActions } from '../../features/connections/connection-actions'
import { PhotoGallery } from '../../features/photos/photo-gallery'
import { ProfilePageScreen } from '../../features/profile-page/profile-page-screen'

const slots: FeatureSlots = {
  profileActions: (profile) => <ConnectionActions profile={profile} />,
  profileGallery: (profile) => (
    <PhotoGallery profileId={profile.id} name={profile.firstName} gender={profile.gender} />
  ),
}

/** A profile's public page with what the connections and photos features add to it. */
export function ProfilePage() {
  return (
    <FeatureSlotsContext.Provider value={slots}>
      <ProfilePageScreen />
    </FeatureSlotsContext.Provider>
  )
}
