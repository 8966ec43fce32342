import { ageOn, isoDate } from '../../shared/dates'
import { managedByOf } from '../../shared/profile-sections'
import type { RegistrationBody } from '../../shared/schemas/registration'
import type { Db } from '../db/database'
import { nowIso } from '../http'

// The registration wizard's answers start the member's profile as a draft, in the profile's own values.
const religionFromRegistration: Record<RegistrationBody['religion'], string> = {
  hindu: 'hinduism',
  muslim: 'islam',
  christian: 'christianity',
  sikh: 'sikhism',
  other: 'other',
}
const countryFromLivingIn: Record<RegistrationBody['livingIn'], string> = {
  India: 'india',
  Australia: 'australia',
  Canada: 'canada',
}

export async function insertDraftProfile(db: Db, accountId: number, r: RegistrationBody) {
  const dob = isoDate(r.year, r.month, r.day)
  const now = nowIso()
  const managedBy = managedByOf(r.relationship)
  await db
    .insertInto('profiles')
    .values({
      accountId,
      ownerAccountId: accountId,
      createdBy: managedBy === 'self' ? 'Self' : 'Family or friend',
      managedBy,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
      updatedBy: accountId,
      firstName: r.firstName,
      lastName: r.lastName,
      dob,
      age: ageOn(dob),
      gender: r.gender,
      religion: religionFromRegistration[r.religion],
      caste: r.community,
      country: countryFromLivingIn[r.livingIn],
      email: r.email,
      mobile: r.phone,
    })
    .execute()
}
