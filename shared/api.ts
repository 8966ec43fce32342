import { array, boolean, enums, nullable, number, object, optional, record, string, union } from 'superstruct'
import type { Infer } from 'superstruct'

// Response bodies of the API (docs/api.md); the client checks every body it reads against these.

const Role = enums(['member', 'staff'])
export const LoginResponse = object({
  token: string(),
  user: object({
    email: string(),
    role: Role,
    name: nullable(string()),
    /** What a staff account does besides acting for families: review queues, its office's staff and audit log,
     * the head office's breach records. */
    duties: optional(array(enums(['review', 'officeAdmin', 'headAdmin']))),
  }),
})
export type LoginResponse = Infer<typeof LoginResponse>

export const ErrorResponse = object({ message: string(), errors: optional(record(string(), string())) })
export type ErrorResponse = Infer<typeof ErrorResponse>

export const StoredProfile = object({
  id: number(),
  createdAt: string(),
  firstName: string(),
  lastName: string(),
  age: number(),
  religion: string(),
  country: string(),
  state: string(),
  status: string(),
  managedBy: string(),
  consentCode: optional(nullable(string())),
})
export const CreatedProfileResponse = object({ data: StoredProfile })
export type CreatedProfileResponse = Infer<typeof CreatedProfileResponse>

export const MyProfilesResponse = object({
  results: array(object({ ...StoredProfile.schema, updatedAt: string() })),
  total: number(),
  pageSize: number(),
  /** Where the next page starts (`after=`), or null on the last page. */
  next: nullable(string()),
})
export type MyProfilesResponse = Infer<typeof MyProfilesResponse>

export const PhotoShownTo = enums(['members', 'accepted'])

/**
 * A profile's main photo on cards (search, matches, inbox): where it is (`src`, for shared/photos.ts
 * photoUrl) and who sees it unblurred. Cards are the same for every viewer; the image route decides per
 * request whether this viewer gets the photo or its blurred version (server/visibility.ts photoAccess).
 */
export const PhotoRef = object({ id: number(), src: string(), shownTo: PhotoShownTo })
export type PhotoRef = Infer<typeof PhotoRef>

/** What search shows of a profile: never e-mail, mobile, last name or the exact date of birth. */
export const PublicProfile = object({
  id: number(),
  userId: string(),
  createdBy: string(),
  managedBy: string(),
  firstName: string(),
  age: number(),
  height: number(),
  gender: string(),
  religion: string(),
  motherTongue: string(),
  community: string(),
  location: string(),
  education: string(),
  profession: string(),
  description: string(),
  maritalStatus: string(),
  haveChildren: string(),
  joinedAt: string(),
  /** The approved main photo; absent when there is none (pages show the name's first letter instead). */
  photo: optional(nullable(PhotoRef)),
  /** Verified in person: the office's name and the day (pages say the month and year); absent when not. */
  verified: optional(object({ office: string(), at: string() })),
})
export type PublicProfile = Infer<typeof PublicProfile>

export const SearchResponse = object({
  results: array(PublicProfile),
  /** Capped at COUNT_CAP; totalCapped says there are more. */
  total: number(),
  totalCapped: boolean(),
  pageSize: number(),
  /** Where the next page starts, or null on the last page. */
  next: nullable(string()),
})
export type SearchResponse = Infer<typeof SearchResponse>

export const AcceptedResponse = object({ message: string() })
export const PasswordSetResponse = object({ message: string(), role: Role })
/** GET user/password-link: whose set-password link this is. */
export const PasswordLinkResponse = object({ email: string(), firstPassword: boolean() })
export const RegisteredResponse = object({ message: string(), email: nullable(string()) })

export const text = nullable(string())

export const GunaMilanView = union([
  object({
    status: enums(['ok']),
    total: number(),
    max: number(),
    kootas: array(object({ name: string(), points: number(), max: number(), reason: string() })),
    nadiDosha: boolean(),
    bhakootDosha: boolean(),
    ruleSet: string(),
  }),
  object({ status: enums(['not-enough-details']), missing: array(string()) }),
])
export type GunaMilanView = Infer<typeof GunaMilanView>
/** Ten poruthams of a bride and groom (shared/matching/porutham.ts), or what is missing. */
export const PoruthamView = union([
  object({
    status: enums(['ok']),
    poruthams: array(
      object({
        name: string(),
        matched: boolean(),
        deciding: boolean(),
        reason: object({ id: string(), values: record(string(), union([string(), number()])) }),
      }),
    ),
    matched: number(),
    verdict: enums(['good', 'average', 'not-matched']),
    ruleSet: string(),
  }),
  object({ status: enums(['not-enough-details']), missing: array(string()) }),
])
export type PoruthamView = Infer<typeof PoruthamView>

const Source = nullable(enums(['computed', 'family']))
const MatchingStyle = enums(['ashtakoot', 'porutham'])

export const Status = enums(['draft', 'pending_consent', 'published', 'hidden', 'closed'])

/** The profile page: public fields for everyone; last name, birth date and contact only for its managers. */
export const ProfileView = object({
  ...PublicProfile.schema,
  city: text,
  state: text,
  country: text,
  annualIncome: text,
  expectation: text,
  family: text,
  value: text,
  familyStatus: text,
  familyDetails: text,
  eating: text,
  smoking: text,
  drinking: text,
  rashi: text,
  nakshatra: optional(text),
  dosham: text,
  /** Whether nakshatra and rashi, and manglik, were computed from birth details or told by the family. */
  horoscopeSource: optional(Source),
  doshamSource: optional(Source),
  gotra: text,
  nativePlace: text,
  weight: nullable(number()),
  canManage: boolean(),
  lastName: optional(text),
  dob: optional(text),
  email: optional(text),
  mobile: optional(text),
  status: optional(Status),
  /** The document checked in person: its managers (the office's staff, the member) only. */
  verification: optional(
    object({ documentKind: string(), lastFour: string(), verifiedAt: string(), verifiedBy: string() }),
  ),
  /** For a logged-in member viewing someone of the other gender: the Ashtakoot score or what is missing. */
  gunaMilan: optional(nullable(GunaMilanView)),
  manglik: optional(nullable(object({ yours: string(), theirs: string() }))),
  /** The same pair by the ten poruthams, and which of the two views the viewer's family prefers. */
  poruthams: optional(nullable(PoruthamView)),
  matchingStyle: optional(nullable(MatchingStyle)),
})
export type ProfileView = Infer<typeof ProfileView>

/** What a manager (the member, or the office) reads and edits. */
export const ManagedProfile = object({
  id: number(),
  userId: string(),
  status: Status,
  managedBy: string(),
  closeReason: text,
  createdAt: string(),
  updatedAt: string(),
  publishedAt: text,
  values: record(string(), union([string(), number()])),
  completeness: object({
    percent: number(),
    missingSections: array(object({ id: string(), title: string() })),
  }),
  consent: object({ givenAt: text, linkSentTo: text, linkSentAt: text }),
  history: array(object({ action: string(), by: string(), at: string() })),
})
export type ManagedProfile = Infer<typeof ManagedProfile>
export const ManagedProfileResponse = object({ profile: ManagedProfile })

export const ConsentLinkResponse = object({ message: string(), code: string(), sentTo: text })
export type ConsentLinkResponse = Infer<typeof ConsentLinkResponse>

/** A printed consent code shown again or replaced by the office (GET / POST profiles/:id/consent-code). */
export const ConsentCodeResponse = object({ code: string(), expiresAt: string() })
export type ConsentCodeResponse = Infer<typeof ConsentCodeResponse>

export const MeResponse = object({
  email: string(),
  role: Role,
  name: text,
  office: nullable(object({ id: number(), name: string() })),
  profileId: nullable(number()),
})
export type MeResponse = Infer<typeof MeResponse>

export const ConsentRequest = object({
  firstName: string(),
  managedBy: string(),
  registeredBy: string(),
  text: string(),
  version: string(),
})
export type ConsentRequest = Infer<typeof ConsentRequest>

/** A town or city a birth can be given for; the server looks its coordinates and zone up by id. */
export const Place = object({
  id: string(),
  name: string(),
  region: string(),
  country: string(),
  latitude: number(),
  longitude: number(),
  timeZone: string(),
})
export type Place = Infer<typeof Place>
export const PlacesResponse = object({ places: array(Place) })

const MoonPlace = object({ nakshatra: string(), pada: string(), rashi: string() })
/** What birth details give (managers only): the Moon's place, the pada across the edge when near one, manglik. */
export const BirthChartView = union([
  object({
    status: enums(['ok']),
    moon: MoonPlace,
    otherSide: nullable(MoonPlace),
    lagna: string(),
    mars: string(),
    manglik: object({ manglik: boolean(), fromLagna: number(), fromMoon: number(), ruleSet: string() }),
    repeatedHour: boolean(),
  }),
  object({ status: enums(['time-skipped', 'unknown-zone', 'not-enough-details']) }),
])
export type BirthChartView = Infer<typeof BirthChartView>
export const BirthChartResponse = object({ chart: BirthChartView })

/** A match: the search card plus why it fits, and whether the other side's preferences fit too. */
export const MatchCard = object({ ...PublicProfile.schema, reason: string(), mutual: boolean() })
export type MatchCard = Infer<typeof MatchCard>
/** `next`: the key of the next page (`?after=`), null on the last one. */
export const MatchesResponse = object({
  profileId: number(),
  results: array(MatchCard),
  next: optional(nullable(string())),
})
export type MatchesResponse = Infer<typeof MatchesResponse>
