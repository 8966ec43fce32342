import { array, boolean, enums, nullable, number, object, optional, record, string, union } from 'superstruct'
import type { Infer } from 'superstruct'

// Response bodies of the API (DESIGN.md "The API"); the client checks every body it reads against these.

const Role = enums(['member', 'staff'])
export const LoginResponse = object({
  token: string(),
  user: object({ email: string(), role: Role, name: nullable(string()) }),
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
  results: array(StoredProfile),
  total: number(),
  page: number(),
  pageSize: number(),
})
export type MyProfilesResponse = Infer<typeof MyProfilesResponse>

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
})
export type PublicProfile = Infer<typeof PublicProfile>

export const SearchResponse = object({
  results: array(PublicProfile),
  total: number(),
  page: number(),
  pageSize: number(),
})
export type SearchResponse = Infer<typeof SearchResponse>

export const AcceptedResponse = object({ message: string() })
export const PasswordSetResponse = object({ message: string(), role: Role })
export const RegisteredResponse = object({ message: string(), email: nullable(string()) })

const text = nullable(string())
const Status = enums(['draft', 'pending_consent', 'published', 'hidden', 'closed'])

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
  dosham: text,
  gotra: text,
  nativePlace: text,
  weight: nullable(number()),
  canManage: boolean(),
  lastName: optional(text),
  dob: optional(text),
  email: optional(text),
  mobile: optional(text),
  status: optional(Status),
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
