import { communityOptions } from '../shared/schemas/search'
import {
  countryOptions,
  eatingOptions,
  educationLevelOptions,
  heightOptions,
  maritalStatusOptions,
  motherTongueOptions,
  religionOptions,
} from '../shared/options'
import { countryList } from '../shared/places'

// Searches as people type them (issue 25): a gender and an age window of 1 to 10 years, plus 0 to 3 other
// criteria, heights and rare values included; and searches that find nothing in the sample data (women there
// are 22 to 33, men 24 to 37, women at most 5'6"). Made from a fixed seed, so every run asks the same.

export const TYPED_SEED = 25
export const TYPED_SEARCHES = 500
export const EMPTY_SEARCHES = 60

/** mulberry32: small, fast and the same everywhere. */
export function seeded(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Search = Record<string, string>
const values = (options: readonly { value: string }[]) => options.map((o) => o.value)
const cities = countryList.flatMap((c) => c.regions.flatMap((r) => r.cities ?? []))

/** The criteria a person adds after gender and age, each with the values offered (rare ones included). */
const EXTRA: [string, readonly string[]][] = [
  ['religion', values(religionOptions)],
  ['motherTongue', values(motherTongueOptions)],
  ['country', values(countryOptions)],
  ['maritalStatus', values(maritalStatusOptions)],
  ['height', heightOptions.map((o) => o.label)],
  ['community', values(communityOptions)],
  ['city', cities],
  ['educationLevel', values(educationLevelOptions)],
  ['diet', values(eatingOptions)],
]

export function typedSearches(seed = TYPED_SEED, count = TYPED_SEARCHES): Search[] {
  const next = seeded(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
  return Array.from({ length: count }, () => {
    const from = 22 + Math.floor(next() * 24)
    const q: Search = {
      gender: pick(['female', 'male']),
      ageFrom: String(from),
      ageTo: String(Math.min(71, from + Math.floor(next() * 10))),
    }
    const extras = Math.floor(next() * 4)
    const order = [...EXTRA].sort(() => next() - 0.5)
    for (const [key, list] of order.slice(0, extras)) if (list.length) q[key] = pick(list)
    return q
  })
}

export function emptySearches(seed = TYPED_SEED + 1, count = EMPTY_SEARCHES): Search[] {
  const next = seeded(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 3
    const q: Search =
      kind === 0
        ? // Women past the sample's oldest.
          (() => {
            const from = 35 + Math.floor(next() * 20)
            return { gender: 'female', ageFrom: String(from), ageTo: String(from + Math.floor(next() * 10)) }
          })()
        : kind === 1
          ? // Men younger than the sample's youngest.
            { gender: 'male', ageFrom: '22', ageTo: pick(['22', '23']) }
          : // Women taller than any in the sample, of an age many are.
            (() => {
              const from = 22 + Math.floor(next() * 10)
              return {
                gender: 'female',
                ageFrom: String(from),
                ageTo: String(from + 1 + Math.floor(next() * 8)),
                height: pick([`5'8"`, `5'10"`, `6'0"`, `6'2"`]),
              }
            })()
    if (next() < 0.5) {
      const [key, list] = pick(EXTRA.filter(([k]) => k !== 'height'))
      if (list.length) q[key] = pick(list)
    }
    return q
  })
}
