import { cityMapping } from 'city-timezones'
import type { Place } from '../../../shared/api'

// The places a birth can be given for, INTERIM: the maintained `city-timezones` package (about 7,300 cities
// and towns of the world, India's 200-odd among them, each with coordinates and its IANA zone). The places
// module of the profile fields work replaces this file; the route and the stored fields stay as they are.

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
const slug = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

interface Entry {
  place: Place
  keys: string[]
  population: number
}

let entries: Entry[] | null = null
let byId: Map<string, Place> | null = null

function load(): Entry[] {
  if (entries) return entries
  entries = []
  const seen = new Set<string>()
  for (const c of cityMapping) {
    // A zone Node's ICU does not know is caught where it is used: the chart answers 'unknown-zone'.
    if (!c.timezone || typeof c.city !== 'string') continue
    // A few rows carry -99 for a country code (Kosovo, Somaliland): the three-letter code stands in.
    const country = typeof c.iso2 === 'string' ? c.iso2 : String(c.iso3)
    const place: Place = {
      id: `${country.toLowerCase()}-${slug(String(c.province ?? ''))}-${slug(c.city_ascii || c.city)}`,
      name: c.city,
      region: String(c.province ?? ''),
      country: c.country,
      latitude: c.lat,
      longitude: c.lng,
      timeZone: c.timezone,
    }
    if (seen.has(place.id)) continue
    seen.add(place.id)
    entries.push({ place, keys: [fold(c.city), fold(c.city_ascii || c.city)], population: c.pop || 0 })
  }
  // India first among equals (the service's families), then by population: "Hyderabad" finds India's first.
  entries.sort(
    (a, b) =>
      Number(b.place.country === 'India') - Number(a.place.country === 'India') ||
      b.population - a.population,
  )
  byId = new Map(entries.map((e) => [e.place.id, e.place]))
  return entries
}

export const PLACES_SHOWN = 10

/** Places whose name starts with the query (then contains it), best known first; at most PLACES_SHOWN. */
export function searchPlaces(query: string): Place[] {
  const q = fold(query.trim())
  if (q.length < 2) return []
  const starts: Place[] = []
  const contains: Place[] = []
  for (const e of load()) {
    if (e.keys.some((k) => k.startsWith(q))) starts.push(e.place)
    else if (contains.length < PLACES_SHOWN && e.keys.some((k) => k.includes(q))) contains.push(e.place)
    if (starts.length >= PLACES_SHOWN) break
  }
  return [...starts, ...contains].slice(0, PLACES_SHOWN)
}

export function placeById(id: string): Place | undefined {
  load()
  return byId!.get(id)
}

/** How a place reads on a profile: "Chennai, Tamil Nadu, India". */
export const placeName = (p: Place) => [p.name, p.region, p.country].filter(Boolean).join(', ')
