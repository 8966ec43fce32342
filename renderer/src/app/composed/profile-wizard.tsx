import { FeatureSlotsContext } from '../../components/feature-slots'
import { ProfileWizardScreen } from '../../features/my-profile/profile-wizard-screen'
import { managedPhotosSlots } from './managed-photos'

/** The profile wizard, whose photo step is the photos card of My profile. */
export function ProfileWizard() {
  return (
    <FeatureSlotsContext.Provider value={managedPhotosSlots}>
      <ProfileWizardScreen />
    </FeatureSlotsContext.Provider>
  )
}
