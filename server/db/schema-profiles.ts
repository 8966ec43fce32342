import type { Generated } from 'kysely'

// The profiles domain's tables: profiles, preferences, their history, in-person checks and photos.
export type ProfileStatus = 'draft' | 'pending_consent' | 'published' | 'hidden' | 'closed'

export type ManagedBy = 'self' | 'parent' | 'sibling' | 'relative' | 'friend' | 'office'

export interface ProfileTable {
  id: Generated<number>
  /** The account that registered it (a member for themself or a relative, or office staff). */
  accountId: number
  /** The member whose own profile this is; null when someone else registered it. */
  ownerAccountId: number | null
  officeId: number | null
  createdBy: string
  managedBy: ManagedBy
  status: ProfileStatus
  closeReason: string | null
  /** Set while a moderator's decision keeps the profile hidden: its managers cannot show it again. */
  moderationHiddenAt: string | null
  /** Verified in person: when the office checked an identity document (null: not verified, or it ended). */
  verifiedAt: string | null
  /** The name of the office that verified it, for the badge (server/profiles/verification.ts). */
  verifiedOffice: string | null
  idempotencyKey: string | null
  createdAt: string
  updatedAt: string
  updatedBy: number | null
  publishedAt: string | null
  firstName: string | null
  lastName: string | null
  dob: string | null
  email: string | null
  education: string | null
  mobile: string | null
  gender: string | null
  occupation: string | null
  rashi: string | null
  dosham: string | null
  eating: string | null
  smoking: string | null
  drinking: string | null
  family: string | null
  value: string | null
  familyStatus: string | null
  country: string | null
  state: string | null
  aboutMe: string | null
  religion: string | null
  caste: string | null
  gotra: string | null
  expectation: string | null
  annualIncome: string | null
  maritalStatus: string | null
  citizen: string | null
  motherTongue: string | null
  haveChildren: string | null
  city: string | null
  nativePlace: string | null
  familyDetails: string | null
  nakshatra: string | null
  pada: string | null
  /** Private like the date of birth: 'HH:MM' local time, or null when not known. */
  birthTime: string | null
  /** Private: the place's name, its coordinates (degrees, north and east positive) and IANA time zone. */
  birthPlace: string | null
  /** The places list's id of the birth place; a save with the same id keeps the stored place as it is. */
  birthPlaceId: string | null
  birthLatitude: number | null
  birthLongitude: number | null
  birthTimeZone: string | null
  /** The Moon's sidereal longitude (Lahiri) when the nakshatra was computed from birth details. */
  moonLongitude: number | null
  /** Whether nakshatra, pada and rashi, and manglik, were 'computed' from birth details or told by the 'family'. */
  horoscopeSource: 'computed' | 'family' | null
  doshamSource: 'computed' | 'family' | null
  /** 'ashtakoot' (guna milan) or 'porutham' (ten poruthams); null: by mother tongue. */
  matchingStyle: string | null
  educationLevel: string | null
  professionGroup: string | null
  age: number | null
  height: number | null
  weight: number | null
  /** The first approved photo in the managers' order, kept in step by server/photos/store.ts; null: none. */
  mainPhotoId: number | null
  /** Who sees the photos unblurred: 'members' (everyone logged in) or 'accepted' (accepted connections). */
  photoVisibility: Generated<'members' | 'accepted'>
}

export interface PreferencesTable {
  profileId: number
  ageMin: number
  ageMax: number
  heightMin: number
  heightMax: number
  maritalStatuses: string
  religions: string
  communities: string
  motherTongues: string
  countries: string
  educationLevels: string
  diets: string
  manglik: string
  updatedAt: string
}

export interface ProfileEventTable {
  id: Generated<number>
  profileId: number
  accountId: number | null
  action: string
  detail: string | null
  at: string
}

/** One in-person check of an identity document: the kind and last four characters only (migration 031). */
export interface InPersonVerificationTable {
  id: Generated<number>
  profileId: number
  officeId: number
  documentKind: 'aadhaar' | 'passport' | 'voter_id' | 'driving_licence' | 'pan'
  lastFour: string
  verifiedAt: string
  verifiedBy: number
  endedAt: string | null
  endedBy: number | null
  endReason: 'revoked' | 'details_changed' | null
}

export type PhotoStatus = 'pending' | 'approved' | 'rejected'

/** A profile photo; its files (every size and format, and their blurred versions) live in photo storage. */
export interface PhotoTable {
  id: Generated<number>
  profileId: number
  /** The folder of its files in photo storage (a random id): never shown to anyone. */
  storageKey: string
  /** Order on the profile, smallest first; the first approved one is the main photo. */
  position: number
  status: PhotoStatus
  rejectReason: string | null
  /** The full size's pixels (the photo's own shape). */
  width: number
  height: number
  uploadedBy: number
  createdAt: string
  reviewedBy: number | null
  reviewedAt: string | null
}
