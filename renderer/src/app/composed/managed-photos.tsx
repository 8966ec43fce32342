import type { FeatureSlots } from '../../components/feature-slots'
import { PhotosCard } from '../../features/photos/photos-card'

/** The photos card that My profile and the office's profile page show (features/photos). */
export const managedPhotosSlots: FeatureSlots = {
  managedPhotos: (profileId) => <PhotosCard profileId={profileId} />,
}
