import { ageOn } from '../shared/dates'
import { countryOptions, labelOf } from '../shared/options'
import { formatMobile } from '../shared/phone'
import type { PhotoRef, ProfileView, PublicProfile } from '../shared/api'
import type { Caller } from './accounts/guards'
import type { PhotoStatus, ProfileRow } from './db/schema'

// THE one rule that turns a stored profile into what a given viewer may see. Every route that returns a
// profile (search, profile page, My profile, the office's list) goes through here.

export type Viewer = Caller | null
export type Relation = 'manager' | 'shared' | 'connection' | 'other'

/**
 * Managers: the member who owns it, and the staff of the office that registered it. A connection: the viewer
 * acts for a profile that has an accepted interest with this one and no block either way (the caller works
 * that out in the database: server/connections/store.ts `connected`). Accepting no longer shows contact
 * details by itself: a connection whose profile has chosen "Share my contact details" in their conversation
 * (server/conversations/store.ts `sharedWith`) is 'shared'.
 */
export function relationTo(
  viewer: Viewer,
  row: Pick<ProfileRow, 'ownerAccountId' | 'officeId'>,
  isConnection = false,
  hasShared = false,
): Relation {
  if (!viewer) return 'other'
  if (viewer.role === 'member' && row.ownerAccountId === viewer.accountId) return 'manager'
  if (viewer.role === 'staff' && row.officeId !== null && row.officeId === viewer.officeId) return 'manager'
  if (!isConnection) return 'other'
  return hasShared ? 'shared' : 'connection'
}

/**
 * Which relation sees each private field; every other field of the view is public. Time and place of birth
 * (birthTime, birthPlace and its coordinates and zone, and the Moon's exact degree that follows from them)
 * are private to the managers too: no view for others carries them at all, they reach managers only
 * through the managed profile (server/profiles/store.ts) and the data export.
 */
export const privateFields = {
  lastName: ['manager'],
  dob: ['manager'],
  email: ['manager', 'shared'],
  mobile: ['manager', 'shared'],
} as const satisfies Record<string, readonly Relation[]>

const sees = (field: keyof typeof privateFields, relation: Relation) =>
  (privateFields[field] as readonly Relation[]).includes(relation)

/**
 * A mobile number leaves the server as people read it (+91 98765 43210, from the stored +919876543210): the
 * pages that show it then need no phone library (libphonenumber's metadata is 33 KiB gzipped in a browser).
 */
const mobileForReading = (stored: string | null) => (stored ? formatMobile(stored) : stored)

/**
 * The e-mail and mobile for "View contact details", or null when the relation may not see them. The profile
 * page itself never carries them for a connection: each view goes through this call and is logged.
 */
export function contactDetails(
  row: Pick<ProfileRow, 'email' | 'mobile'>,
  relation: Relation,
): { email: string | null; mobile: string | null } | null {
  if (!sees('email', relation) && !sees('mobile', relation)) return null
  return {
    email: sees('email', relation) ? row.email : null,
    mobile: sees('mobile', relation) ? mobileForReading(row.mobile) : null,
  }
}

export const userIdOf = (id: number) => `MT${String(id).padStart(6, '0')}`

export function locationOf(row: Pick<ProfileRow, 'city' | 'state' | 'country'>): string {
  return [row.city, row.state, labelOf(countryOptions, row.country) || row.country].filter(Boolean).join(', ')
}

const text = (v: string | null) => v ?? ''

/** Where a photo is served (relative to the API base); sizes and formats: shared/photos.ts photoUrl. */
export const photoSrcOf = (photoId: number) => `photos/${photoId}`

/** The card's photo: the approved main photo, the same for every viewer (the image route decides per request). */
export function photoRefOf(row: Pick<ProfileRow, 'mainPhotoId' | 'photoVisibility'>): PhotoRef | null {
  if (!row.mainPhotoId) return null
  return { id: row.mainPhotoId, src: photoSrcOf(row.mainPhotoId), shownTo: row.photoVisibility }
}

/** What the rule needs to know of a photo's viewer; the photos domain works it out in the database. */
export interface PhotoViewer {
  relation: Relation
  loggedIn: boolean
  /** A reviewer of this profile (a moderator, or its office's admin): sees photos that wait for approval. */
  staff: boolean
  /** The viewer's own profile and this one have blocked each other, one way or the other. */
  blocked: boolean
}
export type PhotoAccess = 'original' | 'blurred' | 'none'

/**
 * Photos, which are personal data too: managers always see the originals; staff see the ones waiting for
 * review. Others see approved photos of published profiles only: the original when they are a connection,
 * or logged in and the profile shows its photos to every member; everyone else (visitors included) the
 * blurred version, made on the server. Blocked either way: nothing.
 */
export function photoAccess(
  photo: { status: PhotoStatus },
  profile: Pick<ProfileRow, 'status' | 'photoVisibility'>,
  viewer: PhotoViewer,
): PhotoAccess {
  if (viewer.relation === 'manager') return 'original'
  if (photo.status !== 'approved')
    return viewer.staff && photo.status === 'pending' && profile.status !== 'closed' ? 'original' : 'none'
  if (profile.status !== 'published' || viewer.blocked) return 'none'
  if (viewer.relation === 'connection' || viewer.relation === 'shared') return 'original'
  return viewer.loggedIn && profile.photoVisibility === 'members' ? 'original' : 'blurred'
}

/** A search result card: public fields only, whoever asks. */
export function searchCard(row: ProfileRow): PublicProfile {
  const photo = photoRefOf(row)
  return {
    id: row.id,
    userId: userIdOf(row.id),
    createdBy: row.createdBy,
    managedBy: row.managedBy,
    firstName: text(row.firstName),
    age: row.dob ? ageOn(row.dob) : 0,
    height: row.height ?? 0,
    gender: text(row.gender),
    religion: text(row.religion),
    motherTongue: text(row.motherTongue),
    community: text(row.caste),
    location: locationOf(row),
    education: text(row.education),
    profession: text(row.occupation),
    description: text(row.aboutMe),
    maritalStatus: text(row.maritalStatus),
    haveChildren: text(row.haveChildren),
    joinedAt: row.createdAt,
    // Only a profile with an approved photo has the key: without it, pages show the name's first letter.
    ...(photo ? { photo } : {}),
    // The badge is public; the document behind it is not (profileView's `verification`, managers only).
    ...(row.verifiedAt && row.verifiedOffice
      ? { verified: { office: row.verifiedOffice, at: row.verifiedAt.slice(0, 10) } }
      : {}),
  }
}

/** The document checked in person, as its managers read it (server/profiles/verification.ts finds it). */
export type VerificationDetails = NonNullable<ProfileView['verification']>

/**
 * The profile page: everything public, and the private fields only for the relations the table allows. The
 * page is built for managers and others only: a connection's contact details come from `contactDetails`.
 */
export function profileView(
  row: ProfileRow,
  viewer: Viewer,
  verification: VerificationDetails | null = null,
): ProfileView {
  const relation = relationTo(viewer, row)
  const view: ProfileView = {
    ...searchCard(row),
    city: row.city,
    state: row.state,
    country: row.country,
    annualIncome: row.annualIncome,
    expectation: row.expectation,
    family: row.family,
    value: row.value,
    familyStatus: row.familyStatus,
    familyDetails: row.familyDetails,
    eating: row.eating,
    smoking: row.smoking,
    drinking: row.drinking,
    rashi: row.rashi,
    nakshatra: row.nakshatra,
    dosham: row.dosham,
    horoscopeSource: row.horoscopeSource,
    doshamSource: row.doshamSource,
    gotra: row.gotra,
    nativePlace: row.nativePlace,
    weight: row.weight,
    canManage: relation === 'manager',
  }
  for (const [field, allowed] of Object.entries(privateFields) as [
    keyof typeof privateFields,
    readonly Relation[],
  ][])
    if (allowed.includes(relation))
      view[field] = field === 'mobile' ? mobileForReading(row.mobile) : row[field]
  if (relation === 'manager') view.status = row.status
  // The kind of document and its last four characters: the office's staff and the profile's managers only.
  if (relation === 'manager' && verification) view.verification = verification
  return view
}
