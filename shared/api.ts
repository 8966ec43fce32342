import { array, nullable, number, object, optional, record, string } from 'superstruct'
import type { Infer } from 'superstruct'

// Response bodies of the API (DESIGN.md "The API"); the client checks every body it reads against these.

export const LoginResponse = object({ token: string(), user: object({ email: string() }) })
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
export const RegisteredResponse = object({ message: string(), email: nullable(string()) })
