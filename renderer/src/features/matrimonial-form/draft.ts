import type { ProfileBody } from '../../../../shared/schemas/profile'
import { draftAtom } from '../../lib/drafts'
import type { SubmissionKey } from './submission-key'

export type ProfileDraft = Partial<Record<keyof ProfileBody, string>>

/** The form's values as typed, kept across reloads and kiosk restarts until a submit succeeds or logout. */
export const profileDraftAtom = draftAtom<ProfileDraft>('matrimonial-form', {})

/**
 * One key per profile being registered: a retried submit is the same submit to the server. It holds only
 * while the details are unchanged (submission-key.ts), and a successful submit clears it.
 */
export const submissionKeyAtom = draftAtom<SubmissionKey | null>('matrimonial-form-key', null)
