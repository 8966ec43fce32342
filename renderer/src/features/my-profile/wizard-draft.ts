import { draftAtom } from '../../lib/drafts'

/** The wizard's inputs as typed; the date of birth and height are split as on paper. */
export type WizardValues = Partial<Record<WizardInput, string>>
export type WizardInput =
  | 'firstName'
  | 'lastName'
  | 'day'
  | 'month'
  | 'year'
  | 'feet'
  | 'inches'
  | 'maritalStatus'
  | 'haveChildren'
  | 'religion'
  | 'caste'
  | 'motherTongue'
  | 'country'
  | 'state'
  | 'city'
  | 'nativePlace'
  | 'education'
  | 'occupation'
  | 'annualIncome'

/** `loaded` says the values were seeded from the server's profile once; after that the draft owns them. */
export const wizardDraftAtom = draftAtom<{ step: number; loaded: boolean; values: WizardValues }>(
  'profile-wizard',
  { step: 1, loaded: false, values: {} },
)
