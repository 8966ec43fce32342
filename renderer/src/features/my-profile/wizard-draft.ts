import { draftAtom } from '../../lib/drafts'

export interface WizardValues {
  createdFor?: string
  firstName?: string
  lastName?: string
  day?: string
  month?: string
  year?: string
  feet?: string
  inches?: string
  maritalStatus?: string
  motherTongue?: string
  community?: string
  currentLocation?: string
  nativePlace?: string
  highestEducation?: string
  collegeName?: string
  workExperience?: string
}

export const wizardDraftAtom = draftAtom<{ step: number; values: WizardValues }>('profile-wizard', {
  step: 1,
  values: {},
})
