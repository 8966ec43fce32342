import { ageOn, isoDate } from '../../shared/dates'
import { toE164 } from '../../shared/phone'
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
      country: r.livingIn,
      email: r.email,
      // E.164: the schema has already checked the number against its country's mobile ranges.
      mobile: toE164(r.countryCode, r.phone) ?? `${r.countryCode}${r.phone}`,
    })
    .execute()
}
