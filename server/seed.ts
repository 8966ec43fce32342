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
  labelOf,
  motherTongueOptions,
  rashiOptions,
  religionOptions,
  valuesOf,
} from '../shared/options'
import { hashPassword } from './auth/passwords'
import { insertAccount } from './db/accounts'
import type { Db } from './db/database'
import type { NewProfile } from './db/schema'
import { createdByLabel } from './profiles/office-routes'

export const DEMO_EMAIL = 'demo@matrimony.test'
export const DEMO_PASSWORD = 'demo-password'
/** Owner of the fictional sample profiles; it has no password, so nobody logs in as it. */
export const SAMPLES_EMAIL = 'samples@matrimony.test'

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

/** A repeatable, well-spread number for profile n and one attribute, so attributes vary independently. */
function spread(n: number, attribute: string): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b)
  for (let i = 0; i < attribute.length; i++) h = Math.imul(h ^ attribute.charCodeAt(i), 0x01000193)
  h ^= h >>> 13
  h = Math.imul(h, 0x27d4eb2d)
  return (h ^ (h >>> 15)) >>> 0
}

// Most people searching are single; the other statuses appear, less often.
const maritalWeights = [
  'single',
  'single',
  'single',
  'single',
  'single',
  'single',
  'divorced',
  'widowed',
  'married',
]

/** The n-th fictional sample profile; `today` fixes ages so a run is repeatable. */
export function sampleProfile(n: number, accountId: number, createdAt: string, today: string): NewProfile {
  const choose = <T>(list: readonly T[], attribute: string): T => list[spread(n, attribute) % list.length]
  const gender = n % 2 === 0 ? 'female' : 'male'
  const age = 22 + (spread(n, 'age') % 19)
  const [y, m, d] = today.split('-').map(Number)
  const dob = isoDate(y - age, 1 + (spread(n, 'month') % 12), 1 + (spread(n, 'day') % 28))
  const country = choose(valuesOf(countryOptions), 'country')
  const maritalStatus = choose(maritalWeights, 'marital')
  return {
    accountId,
    createdBy: createdByLabel('staff'),
    managedBy: 'office',
    status: 'published',
    officeId: null,
    idempotencyKey: null,
    createdAt,
    updatedAt: createdAt,
    firstName: choose(gender === 'female' ? women : men, 'first'),
    lastName: choose(surnames, 'last'),
    dob,
    age: ageOn(dob, isoDate(y, m, d)),
    email: `sample${n}@example.invalid`,
    education: choose(educations, 'education'),
    mobile: String(9000000000 + n).slice(0, 10),
    gender,
    occupation: choose(occupations, 'occupation'),
    rashi: choose(valuesOf(rashiOptions), 'rashi'),
    dosham: choose(valuesOf(doshamOptions), 'dosham'),
    eating: choose(valuesOf(eatingOptions), 'eating'),
    smoking: choose(['no', 'no', 'no', 'occasionally'], 'smoking'),
    drinking: choose(valuesOf(habitOptions), 'drinking'),
    family: choose(valuesOf(familyTypeOptions), 'family'),
    value: choose(valuesOf(familyValueOptions), 'value'),
    familyStatus: choose(valuesOf(familyStatusOptions), 'familyStatus'),
    height: (gender === 'female' ? 58 : 64) + (spread(n, 'height') % 12),
    weight: (gender === 'female' ? 48 : 60) + (spread(n, 'weight') % 25),
    country,
    state: choose(states[country], 'state'),
    aboutMe: choose(abouts, 'about'),
    religion: choose(valuesOf(religionOptions), 'religion'),
    caste: choose(castes, 'caste'),
    gotra: choose(gotras, 'gotra'),
    expectation: choose(expectations, 'expectation'),
    annualIncome: choose(valuesOf(annualIncomeOptions), 'income'),
    maritalStatus,
    citizen: labelOf(countryOptions, country),
    motherTongue: choose(valuesOf(motherTongueOptions), 'motherTongue'),
    haveChildren: maritalStatus === 'single' ? 'no' : choose(valuesOf(haveChildrenOptions), 'children'),
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
  await insertAccount(db, {
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    role: 'staff',
  })
  const samples = await insertAccount(db, { email: SAMPLES_EMAIL, passwordHash: null, role: 'staff' })
  await insertSampleProfiles(db, samples!, 40)
  return true
}
