import { ageOn, isoDate } from '../shared/dates'
import {
  annualIncomeOptions,
  countryOptions,
  doshamOptions,
  eatingOptions,
  familyStatusOptions,
  familyTypeOptions,
  familyValueOptions,
  habitOptions,
  haveChildrenOptions,
  maritalStatusOptions,
  motherTongueOptions,
  rashiOptions,
  religionOptions,
  valuesOf,
} from '../shared/options'
import { hashPassword } from './auth/passwords'
import type { Db } from './db/database'
import type { NewProfile } from './db/schema'
import { createdByLabel } from './routes/profiles'

export const DEMO_EMAIL = 'demo@matrimony.test'
export const DEMO_PASSWORD = 'demo-password'

// Fictional people: first names and places combined deterministically, so every run seeds the same data.
const women = [
  'Aarti',
  'Meera',
  'Kavya',
  'Nisha',
  'Pooja',
  'Riya',
  'Sneha',
  'Tara',
  'Anjali',
  'Divya',
  'Isha',
  'Lakshmi',
]
const men = [
  'Arjun',
  'Rohan',
  'Vikram',
  'Karan',
  'Aditya',
  'Nikhil',
  'Rahul',
  'Siddharth',
  'Varun',
  'Manish',
  'Dev',
  'Imran',
]
const surnames = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Das', 'Khan', 'Menon', 'Singh', 'Joshi', 'Nair']
const states: Record<string, string[]> = {
  usa: ['California', 'New Jersey', 'Texas', 'Illinois'],
  uk: ['London', 'Leicester', 'Birmingham', 'Manchester'],
  canada: ['Ontario', 'British Columbia', 'Alberta'],
  australia: ['New South Wales', 'Victoria', 'Queensland'],
}
const educations = [
  'B.Tech in Computer Science',
  'MBA',
  'MBBS',
  'B.Com',
  'M.Sc in Chemistry',
  'Chartered Accountant',
  'B.Arch',
  'PhD in Economics',
]
const occupations = [
  'Software engineer',
  'Doctor',
  'Teacher',
  'Accountant',
  'Architect',
  'Product manager',
  'Pharmacist',
  'Civil servant',
]
const castes = [
  'Brahmin',
  'Kshatriya',
  'Agarwal',
  'Nair',
  'Maratha',
  'Khatri',
  'Syrian Christian',
  'Sunni',
  'Kamma',
  'Jat',
]
const gotras = ['Kashyap', 'Bharadwaj', 'Vasishtha', 'Gautam', 'Atri', 'Not applicable']
const abouts = [
  'Warm and curious, loves cooking for friends and long weekend walks.',
  'Family comes first; enjoys classical music, cricket and travelling to new cities.',
  'Calm, thoughtful and fond of books; volunteers at a local library on Sundays.',
  'Cheerful and outgoing, practises yoga and is learning to paint.',
]
const expectations = [
  'Someone kind and honest who values family and has a sense of humour.',
  'A partner who is respectful, ambitious and enjoys simple things in life.',
  'Looking for an educated, caring person with similar values.',
]

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]
}

/** The n-th fictional sample profile; `today` fixes ages so a run is repeatable. */
export function sampleProfile(n: number, accountId: number, createdAt: string, today: string): NewProfile {
  const gender = n % 2 === 0 ? 'female' : 'male'
  const age = 22 + ((n * 7) % 19)
  const [y, m, d] = today.split('-').map(Number)
  const dob = isoDate(y - age - 1, 1 + ((n * 5) % 12), 1 + ((n * 3) % 28))
  const country = pick(valuesOf(countryOptions), n)
  return {
    accountId,
    createdBy: createdByLabel('staff'),
    idempotencyKey: null,
    createdAt,
    updatedAt: createdAt,
    firstName: gender === 'female' ? pick(women, n >> 1) : pick(men, n >> 1),
    lastName: pick(surnames, n * 3),
    dob,
    age: ageOn(dob, isoDate(y, m, d)),
    email: `sample${n}@example.invalid`,
    education: pick(educations, n),
    mobile: String(9000000000 + n).slice(0, 10),
    gender,
    occupation: pick(occupations, n * 5),
    rashi: pick(valuesOf(rashiOptions), n),
    dosham: pick(valuesOf(doshamOptions), n),
    eating: pick(valuesOf(eatingOptions), n),
    smoking: pick(valuesOf(habitOptions), n * 7 + 1) === 'yes' ? 'no' : pick(valuesOf(habitOptions), n),
    drinking: pick(valuesOf(habitOptions), n * 2),
    family: pick(valuesOf(familyTypeOptions), n),
    value: pick(valuesOf(familyValueOptions), n),
    familyStatus: pick(valuesOf(familyStatusOptions), n),
    height: gender === 'female' ? 58 + ((n * 3) % 12) : 64 + ((n * 3) % 12),
    weight: gender === 'female' ? 50 + (n % 20) : 62 + (n % 25),
    country,
    state: pick(states[country], n >> 2),
    aboutMe: pick(abouts, n),
    religion: pick(valuesOf(religionOptions), n >> 1),
    caste: pick(castes, n),
    gotra: pick(gotras, n),
    expectation: pick(expectations, n),
    annualIncome: pick(valuesOf(annualIncomeOptions), n),
    maritalStatus: pick(valuesOf(maritalStatusOptions), n % 7 === 0 ? n : 0),
    citizen:
      country === 'usa' ? 'USA' : country === 'uk' ? 'UK' : country === 'canada' ? 'Canada' : 'Australia',
    motherTongue: pick(valuesOf(motherTongueOptions), n >> 3),
    haveChildren: pick(valuesOf(haveChildrenOptions), n % 5 === 0 ? 0 : 1),
  }
}

/** Inserts `count` sample profiles created over the last `days` days, in batches. */
export async function insertSampleProfiles(db: Db, accountId: number, count: number, days = 60) {
  const now = Date.now()
  const today = new Date().toISOString().slice(0, 10)
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const n = start + i
      const createdAt = new Date(now - ((n * 37) % (days * 24)) * 3_600_000).toISOString()
      return sampleProfile(n, accountId, createdAt, today)
    })
    await db.insertInto('profiles').values(batch).execute()
  }
}

/** Local start on an empty database: the demo staff account and a few dozen sample profiles. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()
  if (any) return false
  const now = new Date().toISOString()
  const demo = await db
    .insertInto('accounts')
    .values({
      email: DEMO_EMAIL,
      emailKey: DEMO_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: 'staff',
      registration: null,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const samples = await db
    .insertInto('accounts')
    .values({
      email: 'samples@matrimony.test',
      emailKey: 'samples@matrimony.test',
      passwordHash: null,
      role: 'staff',
      registration: null,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  void demo
  await insertSampleProfiles(db, samples.id, 40)
  return true
}
