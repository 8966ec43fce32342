import { ageOn, isoDate } from '../shared/dates'
import { communityLabel } from '../shared/communities'
import { regionLabel, regionsOf } from '../shared/places'
import { NAKSHATRAS, rashiOf } from '../shared/matching/nakshatras'
import type { Pada } from '../shared/matching/nakshatras'
import { professionGroupOptions } from '../shared/options'
import { defaultPreferences } from '../shared/preferences'
import type { Preferences } from '../shared/preferences'
import { hashPassword } from './auth/passwords'
import { insertAccount } from './db/accounts'
import type { Db } from './db/database'
import type { ManagedBy, NewProfile } from './db/schema'
import {
  aboutMeTexts,
  culturalGroups,
  diasporaShare,
  expectationTexts,
  educationLevelOf,
  familyDetailsTexts,
  professions,
} from './seed/families'
import type { CulturalGroup, ProfileText } from './seed/families'
import { toRow } from './profiles/preferences'

export const DEMO_EMAIL = 'demo@matrimony.test'
export const DEMO_PASSWORD = 'demo-password'
export const DEMO_MEMBER_EMAIL = 'member@matrimony.test'
/** Owner of the fictional sample profiles; it has no password, so nobody logs in as it. */
export const SAMPLES_EMAIL = 'samples@matrimony.test'

// Fictional families drawn from coherent cultural groups (server/seed/families.ts): a group's communities
// belong to its religion, its names and places to its region. Repeatable: profile n is always the same.

/** A repeatable, well-spread number for profile n and one attribute, so attributes vary independently. */
function spread(n: number, attribute: string): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b)
  for (let i = 0; i < attribute.length; i++) h = Math.imul(h ^ attribute.charCodeAt(i), 0x01000193)
  h ^= h >>> 13
  h = Math.imul(h, 0x27d4eb2d)
  return (h ^ (h >>> 15)) >>> 0
}

/** One of `weights`' keys, in proportion to its weight. */
function weighted<K extends string>(n: number, attribute: string, weights: Partial<Record<K, number>>): K {
  const entries = Object.entries(weights).filter(([, w]) => Number(w) > 0) as [K, number][]
  const total = entries.reduce((a, [, w]) => a + w, 0)
  let pick = ((spread(n, attribute) % 10_000) / 10_000) * total
  for (const [key, w] of entries) {
    if (pick < w) return key
    pick -= w
  }
  return entries[entries.length - 1][0]
}

const groupWeights = Object.fromEntries(culturalGroups.map((g, i) => [String(i), g.weight]))

const incomeByAge = (n: number, age: number, group: string) => {
  const senior = age >= 30 ? 1 : 0
  const high = ['medicine', 'finance', 'it', 'law', 'business'].some((g) => group.toLowerCase().includes(g))
    ? 1
    : 0
  const bands = ['upto3', '3to5', '5to10', '10to20', '20to50', '50plus']
  return bands[Math.min(5, 1 + senior + high + (spread(n, 'income') % 2))]
}

function horoscopeOf(n: number) {
  const nakshatra = NAKSHATRAS[spread(n, 'nakshatra') % NAKSHATRAS.length]
  const pada = String(1 + (spread(n, 'pada') % 4)) as Pada
  const known = spread(n, 'horoscope') % 100 < 70
  return {
    rashi: rashiOf(nakshatra, pada) ?? 'dontknow',
    nakshatra: known ? nakshatra : null,
    pada: known ? pada : null,
  }
}

/** The n-th fictional sample profile; `today` fixes ages so a run is repeatable. */
export function sampleProfile(n: number, accountId: number, createdAt: string, today: string): NewProfile {
  const choose = <T>(list: readonly T[], attribute: string): T => list[spread(n, attribute) % list.length]
  const group: CulturalGroup = culturalGroups[Number(weighted(n, 'group', groupWeights))]
  const gender = n % 2 === 0 ? 'female' : 'male'
  // Brides mostly 22-33, grooms 24-37: as on a live service.
  const age = gender === 'female' ? 22 + (spread(n, 'age') % 12) : 24 + (spread(n, 'age') % 14)
  const [y, m, d] = today.split('-').map(Number)
  const dob = isoDate(y - age - 1, 1 + (spread(n, 'month') % 12), 1 + (spread(n, 'day') % 28))
  const community = choose(group.communities, 'community')
  const surnames = group.surnames[community] ?? group.surnames['*'] ?? Object.values(group.surnames).flat()
  const firstName = choose(gender === 'female' ? group.femaleNames : group.maleNames, 'first')
  const lastName = choose(surnames, 'last')

  // Most live in their home region; some abroad, where the group's diaspora has settled.
  const diaspora = diasporaShare[group.name] ?? diasporaShare['*']
  const abroad = (spread(n, 'abroad') % 10_000) / 10_000 < diaspora.share
  const home = choose(group.homeRegions, 'home')
  const destinations = Object.fromEntries(diaspora.destinations.map((d, i) => [String(i), d.weight]))
  const place = abroad ? diaspora.destinations[Number(weighted(n, 'destination', destinations))] : home
  const region = regionsOf(place.country).find((r) => r.value === place.region) ?? regionsOf(place.country)[0]
  const city = choose(region.cities, 'city')

  const maritalStatus = weighted(n, 'marital', { single: 88, divorced: 8, widowed: 4 })
  const profession = choose(professions, 'profession')
  const education = choose(profession.educations, 'education')
  const managedBy = weighted<ManagedBy>(n, 'managedBy', { self: 45, parent: 38, sibling: 7, office: 10 })
  const voice =
    managedBy === 'self' || managedBy === 'office' ? 'self' : managedBy === 'sibling' ? 'sibling' : 'parent'
  const fits = (t: ProfileText) => !t.gender || t.gender === gender
  const abouts = aboutMeTexts.filter((t) => t.voice === voice && fits(t))
  return {
    accountId,
    ownerAccountId: null,
    officeId: null,
    createdBy:
      managedBy === 'office' ? 'Matchmaking office' : managedBy === 'self' ? 'Self' : 'Family or friend',
    managedBy,
    status: 'published',
    closeReason: null,
    idempotencyKey: null,
    createdAt,
    updatedAt: createdAt,
    updatedBy: null,
    publishedAt: createdAt,
    firstName,
    lastName,
    dob,
    age: ageOn(dob, isoDate(y, m, d)),
    email: `${firstName}.${lastName}.${n}@example.invalid`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
    mobile: '+91' + String(9_000_000_000 + ((n * 7919) % 999_999_999)).slice(0, 10),
    gender,
    education,
    occupation: profession.title,
    // The rashi follows from the nakshatra and its pada, as in a real horoscope; some families leave it out.
    ...horoscopeOf(n),
    educationLevel: educationLevelOf(education) ?? null,
    professionGroup: professionGroupOptions.find((o) => o.label === profession.group)?.value ?? null,
    dosham: weighted(n, 'dosham', { no: 70, yes: 15, dontknow: 15 }),
    eating: weighted(n, 'diet', group.diet),
    smoking: weighted(n, 'smoking', { no: 92, occasionally: 6, yes: 2 }),
    drinking: weighted(n, 'drinking', { no: 70, occasionally: 27, yes: 3 }),
    family: weighted(n, 'family', { nuclear: 60, joint: 35, other: 5 }),
    value: weighted(n, 'value', { traditional: 40, moderate: 48, liberal: 12 }),
    familyStatus: weighted(n, 'familyStatus', { middle: 40, uppermiddle: 42, affluent: 15, rich: 3 }),
    height: gender === 'female' ? 58 + (spread(n, 'height') % 9) : 64 + (spread(n, 'height') % 10),
    weight: gender === 'female' ? 48 + (spread(n, 'weight') % 20) : 58 + (spread(n, 'weight') % 25),
    country: place.country,
    state: regionLabel(place.country, region.value),
    city,
    nativePlace: abroad
      ? choose(regionsOf('india').find((r) => r.value === home.region)?.cities ?? [], 'native')
      : null,
    aboutMe: choose(abouts.length ? abouts : aboutMeTexts, 'about').text,
    familyDetails: choose(familyDetailsTexts, 'familyDetails'),
    religion: group.religion,
    caste: communityLabel(community),
    gotra: group.gotras?.length ? choose(group.gotras, 'gotra') : null,
    expectation: choose(expectationTexts.filter(fits), 'expectation').text,
    annualIncome: incomeByAge(n, age, profession.group),
    maritalStatus,
    citizen: place.country,
    motherTongue: group.motherTongue,
    haveChildren: maritalStatus === 'single' ? 'no' : weighted(n, 'children', { no: 65, yes: 35 }),
  }
}

/**
 * The demo data (if the database is empty), then `count` more sample profiles on the samples account, created
 * over the last `days` days: a database at scale, for the bench and the tests of search.
 */
export async function seedWithSampleProfiles(
  db: Db,
  count: number,
  days = 60,
  officeId: number | null = null,
) {
  await seedIfEmpty(db)
  const samples = await db
    .selectFrom('accounts')
    .select('id')
    .where('emailKey', '=', SAMPLES_EMAIL)
    .executeTakeFirstOrThrow()
  await insertSampleProfiles(db, samples.id, count, days, officeId)
}

/** Inserts `count` sample profiles created over the last `days` days, in batches. */
export async function insertSampleProfiles(
  db: Db,
  accountId: number,
  count: number,
  days = 60,
  officeId: number | null = null,
) {
  const now = Date.now()
  const today = new Date().toISOString().slice(0, 10)
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const n = start + i
      const createdAt = new Date(now - ((n * 37) % (days * 24)) * 3_600_000).toISOString()
      const profile = sampleProfile(n, accountId, createdAt, today)
      // The office's own registrations are managed by the office (the demo staff account can open them).
      return profile.managedBy === 'office' ? { ...profile, officeId } : profile
    })
    const ids = await db.insertInto('profiles').values(batch).returning('id').execute()
    // Most families have said what they look for; the rest match on defaults from their own profile.
    const preferences = ids.flatMap(({ id }, i) => {
      const n = start + i
      if (spread(n, 'hasPreferences') % 100 >= 75) return []
      return [{ ...toRow(id, samplePreferences(n, batch[i])), updatedAt: batch[i].createdAt }]
    })
    if (preferences.length) await db.insertInto('preferences').values(preferences).execute()
  }
}

/** A family's wishes: the defaults of their own profile, often narrowed by language or place. */
export function samplePreferences(n: number, p: NewProfile): Preferences {
  const base = defaultPreferences(p)
  const narrow = spread(n, 'narrow') % 100
  if (narrow < 35 && p.motherTongue) base.motherTongues = [p.motherTongue]
  if (narrow >= 35 && narrow < 50 && p.country) base.countries = [p.country]
  if (spread(n, 'diet-pref') % 100 < 20 && p.eating === 'vegetarian') base.diets = ['vegetarian', 'jain']
  return base
}

export const SAMPLE_PROFILES = 200

/** Local start on an empty database: demo staff and member accounts, and 200 sample profiles. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()
  if (any) return false
  const office = await db.selectFrom('offices').select('id').orderBy('id').executeTakeFirstOrThrow()
  await insertAccount(db, {
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    role: 'staff',
    officeId: office.id,
    displayName: 'Demo office staff',
    // An office admin and a moderator, so that the demo shows the staff and audit page and every review
    // queue too.
    staffRole: 'admin',
    centralRole: 'moderator',
  })
  const samples = await insertAccount(db, {
    email: SAMPLES_EMAIL,
    passwordHash: null,
    role: 'staff',
    officeId: office.id,
  })
  await insertSampleProfiles(db, samples!, SAMPLE_PROFILES, 60, office.id)

  // A demo member with a published profile of her own.
  const member = await insertAccount(db, {
    email: DEMO_MEMBER_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    role: 'member',
  })
  const today = new Date().toISOString().slice(0, 10)
  const now = new Date().toISOString()
  const own = sampleProfile(SAMPLE_PROFILES, member!, now, today)
  await db
    .insertInto('profiles')
    .values({
      ...own,
      ownerAccountId: member!,
      managedBy: 'self',
      createdBy: 'Self',
      email: DEMO_MEMBER_EMAIL,
      // She knows her birth star, so the demo shows guna milan.
      nakshatra: 'rohini',
      pada: '2',
      rashi: rashiOf('rohini', '2') ?? 'vrishabha',
    })
    .execute()
  return true
}
