import { msg } from './messages'
import { countryList, regionsOf } from './places'
import type { Region } from './places'
import { hasWholeRegionList } from './region-lists'

// How a profile's place is checked, by the forms and the server alike (issue 22).
// - country and citizenship: one of countryList's values;
// - state: where our list of the country's regions is whole, one of them (stored as its English label, as
//   profiles always stored it); elsewhere optional free text, with our partial list as suggestions;
// - city: free text (suggested from the region's cities), any town's name, never contact details.

/** The state's label where it is optional (a country without a whole list of regions). */
export const regionLabelOptional = 'State or region (optional)'

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

/** The region of a country that a text names (its value or its label, in any case); undefined if none. */
export function regionNamed(country: string, text: string): Region | undefined {
  const key = fold(text)
  return regionsOf(country).find((r) => fold(r.value) === key || fold(r.label) === key)
}

/** A state as stored: a region of a whole list by its English label; any other text as typed. */
export function storedState(country: string | null | undefined, text: string): string {
  const region = country ? regionNamed(country, text) : undefined
  return region ? region.label : text
}

/** The state's message for a country and state that do not go together; null when they do. */
export function placeError(country: unknown, state: unknown): string | null {
  if (!hasWholeRegionList(country)) return null
  if (typeof state !== 'string' || !state) return msg.fieldRequired('State')
  return regionNamed(country as string, state) ? null : msg.regionOfCountry
}

/** A town's name: letters (in any script) with spaces, dots, apostrophes and hyphens, at least two. */
export function cityNameError(value: string): true | string {
  if (!/\p{L}[^]*\p{L}/u.test(value) || /[@/\\:;<>{}[\]|#$%^*=+_~`"]/.test(value)) return msg.cityName
  return true
}

// Words families wrote for a country in the free-text citizenship field, besides its name and ISO code.
const otherNames: Record<string, string[]> = {
  india: ['indian', 'bharat', 'bharatiya', 'hindustan', 'nri', 'ind'],
  usa: ['us', 'united states', 'united states of america', 'america', 'american', 'us citizen', 'u s a'],
  uk: ['united kingdom', 'great britain', 'britain', 'british', 'england', 'english', 'gb', 'gbr'],
  canada: ['canadian'],
  australia: ['australian', 'aus'],
  uae: ['united arab emirates', 'emirati', 'emirates', 'u a e'],
  singapore: ['singaporean'],
  'new-zealand': ['new zealander', 'kiwi', 'nz'],
  germany: ['german'],
  malaysia: ['malaysian'],
  'saudi-arabia': ['saudi', 'ksa'],
  qatar: ['qatari'],
  kuwait: ['kuwaiti'],
  oman: ['omani'],
  bahrain: ['bahraini'],
  'south-africa': ['south african'],
  kenya: ['kenyan'],
  mauritius: ['mauritian'],
  fiji: ['fijian'],
  netherlands: ['dutch', 'holland', 'the netherlands'],
  ireland: ['irish'],
  nepal: ['nepali', 'nepalese'],
  'sri-lanka': ['sri lankan', 'srilanka', 'ceylon'],
  bangladesh: ['bangladeshi'],
}

// The ISO alpha-2 codes of the countries that kept the values stored before the world list came.
const isoOfOlder: Record<string, string> = {
  india: 'in',
  usa: 'us',
  uk: 'gb',
  canada: 'ca',
  australia: 'au',
  uae: 'ae',
  singapore: 'sg',
  'new-zealand': 'nz',
  germany: 'de',
  malaysia: 'my',
  'saudi-arabia': 'sa',
  qatar: 'qa',
  kuwait: 'kw',
  oman: 'om',
  bahrain: 'bh',
  'south-africa': 'za',
  kenya: 'ke',
  mauritius: 'mu',
  fiji: 'fj',
  netherlands: 'nl',
  ireland: 'ie',
  nepal: 'np',
  'sri-lanka': 'lk',
  bangladesh: 'bd',
}

let byName: Map<string, string> | undefined

/**
 * The country value a text names: a stored value, an English name, an ISO code or a word families used
 * ("Indian", "NRI", "British"); undefined when it names none. Citizenship was free text before issue 22.
 */
export function countryNamed(text: string | null | undefined): string | undefined {
  if (!text) return undefined
  if (!byName) {
    byName = new Map()
    for (const c of countryList) {
      byName.set(fold(c.value), c.value)
      byName.set(fold(c.label), c.value)
    }
    for (const [value, iso] of Object.entries(isoOfOlder)) byName.set(iso, value)
    for (const [value, names] of Object.entries(otherNames)) for (const n of names) byName.set(fold(n), value)
  }
  const key = fold(text)
  return byName.get(key) ?? byName.get(key.replace(/(citizen|citizenship|national|passport)$/, ''))
}
