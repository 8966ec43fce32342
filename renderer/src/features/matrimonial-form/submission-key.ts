import type { ProfileDraft } from './draft'

/** The draft's Idempotency-Key and the fingerprint of the details first sent under it. */
export interface SubmissionKey {
  key: string
  fingerprint: string
}

/**
 * The key for this submit: the draft's own while it carries the details of the earlier attempt (a retry is
 * the same submit), a new one as soon as they changed (it is another submit; reusing the key would get 409).
 */
export function submissionKeyFor(current: SubmissionKey | null, fingerprint: string): SubmissionKey {
  if (current && typeof current === 'object' && current.fingerprint === fingerprint) return current
  return { key: crypto.randomUUID(), fingerprint }
}

/** A refused body back in the form's terms: every value as typed. */
export function draftOf(body: unknown): ProfileDraft {
  if (!body || typeof body !== 'object') return {}
  return Object.fromEntries(
    Object.entries(body).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]])),
  ) as ProfileDraft
}
