import type { ProfileField } from './schemas/profile'
import { hasWholeRegionList } from './region-lists'

// How a profile is shown and edited in parts: My profile lists these sections, each with its own Edit form,
// and completeness counts the required fields they hold.

export type SectionId =
  'basics' | 'religion' | 'location' | 'career' | 'family' | 'lifestyle' | 'horoscope' | 'about' | 'contact'

export interface ProfileSection {
  id: SectionId
  title: string
  fields: EditableField[]
}

/** Every field a manager edits; age is not among them: the server derives it from the date of birth. */
export type EditableField = Exclude<ProfileField, 'age'>

export const profileSections: ProfileSection[] = [
  {
    id: 'basics',
    title: 'Basic details',
    fields: ['firstName', 'lastName', 'gender', 'dob', 'height', 'maritalStatus', 'haveChildren'],
  },
  { id: 'religion', title: 'Religion and community', fields: ['religion', 'caste', 'gotra', 'motherTongue'] },
  { id: 'location', title: 'Location', fields: ['country', 'state', 'city', 'citizen', 'nativePlace'] },
  {
    id: 'career',
    title: 'Education and career',
    fields: ['educationLevel', 'education', 'professionGroup', 'occupation', 'annualIncome'],
  },
  { id: 'family', title: 'Family', fields: ['family', 'value', 'familyStatus', 'familyDetails'] },
  { id: 'lifestyle', title: 'Lifestyle', fields: ['eating', 'smoking', 'drinking', 'weight'] },
  { id: 'horoscope', title: 'Horoscope', fields: ['rashi', 'nakshatra', 'pada', 'dosham', 'matchingStyle'] },
  { id: 'about', title: 'About', fields: ['aboutMe', 'expectation'] },
  { id: 'contact', title: 'Contact details', fields: ['email', 'mobile'] },
]

/** Fields a profile may leave empty and still be complete. */
export const optionalProfileFields: readonly EditableField[] = [
  'city',
  'nativePlace',
  'familyDetails',
  'nakshatra',
  'pada',
  'matchingStyle',
  'educationLevel',
  'professionGroup',
  // Not every family has a gotra or keeps a horoscope, and weight is theirs to give (issue 22).
  'gotra',
  'weight',
  // Not every family has an e-mail address: the office prints a consent code instead (issue 21).
  'email',
  'rashi',
  'dosham',
]

export interface Completeness {
  percent: number
  missingSections: { id: SectionId; title: string }[]
}

/** How much of a profile is filled in: a percentage of required fields, and the sections still missing some. */
export function completenessOf(values: Partial<Record<string, unknown>>): Completeness {
  let required = 0
  let filled = 0
  const missingSections: Completeness['missingSections'] = []
  for (const section of profileSections) {
    let sectionMissing = false
    for (const field of section.fields) {
      if (optionalProfileFields.includes(field)) continue
      // The state is asked only where our list of the country's regions is whole (issue 22).
      if (field === 'state' && !hasWholeRegionList(values.country)) continue
      required++
      const value = values[field]
      if (value === null || value === undefined || value === '') sectionMissing = true
      else filled++
    }
    if (sectionMissing) missingSections.push({ id: section.id, title: section.title })
  }
  return { percent: Math.round((filled / required) * 100), missingSections }
}

export const profileStatusLabels = {
  draft: 'Draft: not yet complete',
  pending_consent: "Waiting for the candidate's consent",
  published: 'Published',
  hidden: 'Hidden by you',
  closed: 'Closed',
} as const
export type ProfileStatus = keyof typeof profileStatusLabels

/** What a profile's history records (profileEvents.action), in English; each language translates them. */
export const profileHistoryActions = [
  'Registered at the office',
  'Edited',
  'Published',
  'Hidden',
  'Shown again',
  'Closed',
  'Consent link sent',
  'Consent code printed',
  'Consent given',
  'Consent given; profile published',
  'Partner preferences changed',
  'Hidden after a report',
  'Warned after a report',
  'Moderation hold lifted',
  'Deletion requested',
  'Deletion cancelled',
  'Consent given in Settings',
  'Consent given in Settings; profile published',
  'Consent withdrawn in Settings',
  'Verified in person',
  'Verification revoked',
  'Verification ended',
] as const
export type ProfileHistoryAction = (typeof profileHistoryActions)[number]

export const managedByLabels = {
  self: 'Self',
  parent: 'Parent',
  sibling: 'Sibling',
  relative: 'Relative',
  friend: 'Friend',
  office: 'Office',
} as const
export type ManagedBy = keyof typeof managedByLabels

/** Who manages a profile, from the registration wizard's "this profile is for". */
export function managedByOf(relationship: string): ManagedBy {
  switch (relationship) {
    case 'myself':
      return 'self'
    case 'myson':
    case 'mydaughter':
      return 'parent'
    case 'mybrother':
    case 'mysister':
      return 'sibling'
    case 'myfriend':
      return 'friend'
    default:
      return 'relative'
  }
}

export const closeReasonOptions = [
  { value: 'match-here', label: 'Found my match through us' },
  { value: 'match-elsewhere', label: 'Found my match elsewhere' },
  { value: 'other', label: 'Other reason' },
] as const
export type CloseReason = (typeof closeReasonOptions)[number]['value']

/** The text a candidate agrees to before a profile is published; stored with every consent. */
export const PUBLISH_CONSENT_VERSION = '2026-11'
export const publishConsentText = (managedBy: ManagedBy) =>
  managedBy === 'self'
    ? 'I confirm that these details are mine and true, and I agree that my profile is shown to other members as described in the Privacy Policy. I can hide or close it at any time.'
    : 'I confirm that this profile describes me, that I agree to look for a partner through this service, and that I agree to my profile being shown to other members as described in the Privacy Policy. The person or office that manages it may edit it for me. I can ask for it to be hidden or closed at any time.'
