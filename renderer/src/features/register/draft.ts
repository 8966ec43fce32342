import type { RegistrationBody } from '../../../../shared/schemas/registration'
import { draftAtom } from '../../lib/drafts'

export type RegistrationValues = Partial<Record<keyof RegistrationBody, string>>

export interface RegistrationDraft {
  step: 1 | 2 | 3 | 4
  values: RegistrationValues
}

export const registrationDraftAtom = draftAtom<RegistrationDraft>('registration', {
  step: 1,
  values: { countryCode: '+91' },
})
