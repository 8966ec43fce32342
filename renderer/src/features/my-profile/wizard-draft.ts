import { draftAtom } from '../../lib/drafts'
import type { WizardValues } from './wizard-plan'

/**
 * What is typed in the profile wizard, kept across reloads, and the step it was on. It belongs to one profile
 * (`profileId`): the server's profile decides where the wizard resumes, the draft only keeps what was typed
 * and a step the family went back to.
 */
export const wizardDraftAtom = draftAtom<{ profileId: number | null; step: number; values: WizardValues }>(
  'profile-wizard',
  { profileId: null, step: 1, values: {} },
)
