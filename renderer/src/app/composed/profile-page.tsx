import { lazy, Suspense } from 'react'
import { FeatureSlotsContext } from '../../components/feature-slots'
import type { FeatureSlots } from '../../components/feature-slots'
import { ConnectionActions } from '../../features/connections/connection-actions'
import { ProfilePageScreen } from '../../features/profile-page/profile-page-screen'

// The photos come after the page's first screen (they are drawn once their list is read, as before): their
// code reads them through the API client, which a visitor's first screen does not need.
const PhotoGallery = lazy(() =>
  import('../../features/photos/photo-gallery').then((m) => ({ default: m.PhotoGallery })),
)

const slots: FeatureSlots = {
  profileActions: (profile) => <ConnectionActions profile={profile} />,
  // A profile without a main photo has no approved one (server/photos/store.ts syncMainPhoto): no gallery.
  profileGallery: (profile) =>
    profile.photo ? (
      <Suspense fallback={null}>
        <PhotoGallery profileId={profile.id} name={profile.firstName} gender={profile.gender} />
      </Suspense>
    ) : null,
}

/** A profile's public page with what the connections and photos features add to it. */
export function ProfilePage() {
  return (
    <FeatureSlotsContext.Provider value={slots}>
      <ProfilePageScreen />
    </FeatureSlotsContext.Provider>
  )
}
