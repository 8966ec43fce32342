import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import type { ProfileView } from '../../../shared/api'

// Features do not import each other: where one screen shows another feature's part, it leaves a slot here, and
// app/composed/ fills it when it puts the screen together.
export interface FeatureSlots {
  /** The profile page's actions: interest, shortlist, contact, block and report (features/connections). */
  profileActions?: (profile: ProfileView) => ReactNode
  /** The profile page's photos (features/photos). */
  profileGallery?: (profile: ProfileView) => ReactNode
  /** The photos card on the page where a profile's managers keep it (features/photos). */
  managedPhotos?: (profileId: number) => ReactNode
}

export const FeatureSlotsContext = createContext<FeatureSlots>({})

export const useFeatureSlots = () => useContext(FeatureSlotsContext)
