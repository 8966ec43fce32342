import type { Generated, Insertable, Selectable } from 'kysely'

// Column names follow the API's field names so a profile moves between layers without renaming.
export interface AccountTable {
  id: Generated<number>
  email: string
  emailKey: string
  passwordHash: string | null
  role: 'staff' | 'member'
  registration: string | null
  createdAt: string
  updatedAt: string
  lastLoginAt: string | null
}

export interface ProfileTable {
  id: Generated<number>
  accountId: number
  createdBy: string
  idempotencyKey: string | null
  createdAt: string
  updatedAt: string
  firstName: string
  lastName: string
  dob: string
  age: number
  email: string
  education: string
  mobile: string
  gender: string
  occupation: string
  rashi: string
  dosham: string
  eating: string
  smoking: string
  drinking: string
  family: string
  value: string
  familyStatus: string
  height: number
  weight: number
  country: string
  state: string
  aboutMe: string
  religion: string
  caste: string
  gotra: string
  expectation: string
  annualIncome: string
  maritalStatus: string
  citizen: string
  motherTongue: string
  haveChildren: string
}

export interface PasswordTokenTable {
  id: Generated<number>
  accountId: number
  tokenHash: string
  expiresAt: string
  usedAt: string | null
  createdAt: string
}

export interface TicketTable {
  id: Generated<number>
  issueType: string
  subject: string
  description: string
  attachments: string
  requester: string
  createdAt: string
}

export interface Database {
  tickets: TicketTable
  accounts: AccountTable
  profiles: ProfileTable
  passwordTokens: PasswordTokenTable
}

export type AccountRow = Selectable<AccountTable>
export type ProfileRow = Selectable<ProfileTable>
export type NewProfile = Insertable<ProfileTable>
