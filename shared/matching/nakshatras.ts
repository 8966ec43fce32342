import { rashiOptions } from '../options'
import type { Option } from '../options'

// The 27 nakshatras in zodiac order from 0° sidereal Aries. The order is data: Tara counts along it and the
// rashi of each pada follows from it. Abhijit is left out, as Ashtakoot matching always does.
const NAKSHATRA_LABELS = [
  ['ashwini', 'Ashwini'],
  ['bharani', 'Bharani'],
  ['krittika', 'Krittika'],
  ['rohini', 'Rohini'],
  ['mrigashira', 'Mrigashira'],
  ['ardra', 'Ardra'],
  ['punarvasu', 'Punarvasu'],
  ['pushya', 'Pushya'],
  ['ashlesha', 'Ashlesha'],
  ['magha', 'Magha'],
  ['purvaphalguni', 'Purva Phalguni'],
  ['uttaraphalguni', 'Uttara Phalguni'],
  ['hasta', 'Hasta'],
  ['chitra', 'Chitra'],
  ['swati', 'Swati'],
  ['vishakha', 'Vishakha'],
  ['anuradha', 'Anuradha'],
  ['jyeshtha', 'Jyeshtha'],
  ['mula', 'Mula'],
  ['purvashadha', 'Purva Ashadha'],
  ['uttarashadha', 'Uttara Ashadha'],
  ['shravana', 'Shravana'],
  ['dhanishta', 'Dhanishta'],
  ['shatabhisha', 'Shatabhisha'],
  ['purvabhadrapada', 'Purva Bhadrapada'],
  ['uttarabhadrapada', 'Uttara Bhadrapada'],
  ['revati', 'Revati'],
] as const

export type Nakshatra = (typeof NAKSHATRA_LABELS)[number][0]
export type NakshatraChoice = Nakshatra | 'dontknow'
export type Pada = '1' | '2' | '3' | '4'
export type PadaChoice = Pada | 'dontknow'
export type Rashi = Exclude<(typeof rashiOptions)[number]['value'], 'dontknow'>
export type RashiChoice = Rashi | 'dontknow'

// The twelve rashis in zodiac order, as the profile stores them.
export const RASHIS: readonly Rashi[] = rashiOptions.flatMap((o) => (o.value === 'dontknow' ? [] : [o.value]))

export const NAKSHATRAS: readonly Nakshatra[] = NAKSHATRA_LABELS.map(([value]) => value)

export const nakshatraOptions: Option<NakshatraChoice>[] = [
  ...NAKSHATRA_LABELS.map(([value, label]) => ({ value, label })),
  { value: 'dontknow', label: "Don't know" },
]

export const padaOptions: Option<PadaChoice>[] = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: 'dontknow', label: "Don't know" },
]

// The rashi of each pada, padas 1 to 4. A pada is 3°20' and a rashi 30°, so a rashi holds nine padas and every
// third nakshatra straddles two rashis (Krittika, Mrigashira, Punarvasu, Uttara Phalguni, Chitra, Vishakha,
// Uttara Ashadha, Dhanishta, Purva Bhadrapada). Written out rather than computed so that it can be read against
// a panchang; the tests check it against that arithmetic.
export const nakshatraRashis: Record<Nakshatra, readonly [Rashi, Rashi, Rashi, Rashi]> = {
  ashwini: ['mesha', 'mesha', 'mesha', 'mesha'],
  bharani: ['mesha', 'mesha', 'mesha', 'mesha'],
  krittika: ['mesha', 'vrishabha', 'vrishabha', 'vrishabha'],
  rohini: ['vrishabha', 'vrishabha', 'vrishabha', 'vrishabha'],
  mrigashira: ['vrishabha', 'vrishabha', 'mithuna', 'mithuna'],
  ardra: ['mithuna', 'mithuna', 'mithuna', 'mithuna'],
  punarvasu: ['mithuna', 'mithuna', 'mithuna', 'karka'],
  pushya: ['karka', 'karka', 'karka', 'karka'],
  ashlesha: ['karka', 'karka', 'karka', 'karka'],
  magha: ['simha', 'simha', 'simha', 'simha'],
  purvaphalguni: ['simha', 'simha', 'simha', 'simha'],
  uttaraphalguni: ['simha', 'kanya', 'kanya', 'kanya'],
  hasta: ['kanya', 'kanya', 'kanya', 'kanya'],
  chitra: ['kanya', 'kanya', 'tula', 'tula'],
  swati: ['tula', 'tula', 'tula', 'tula'],
  vishakha: ['tula', 'tula', 'tula', 'vrishchika'],
  anuradha: ['vrishchika', 'vrishchika', 'vrishchika', 'vrishchika'],
  jyeshtha: ['vrishchika', 'vrishchika', 'vrishchika', 'vrishchika'],
  mula: ['dhanu', 'dhanu', 'dhanu', 'dhanu'],
  purvashadha: ['dhanu', 'dhanu', 'dhanu', 'dhanu'],
  uttarashadha: ['dhanu', 'makara', 'makara', 'makara'],
  shravana: ['makara', 'makara', 'makara', 'makara'],
  dhanishta: ['makara', 'makara', 'kumbha', 'kumbha'],
  shatabhisha: ['kumbha', 'kumbha', 'kumbha', 'kumbha'],
  purvabhadrapada: ['kumbha', 'kumbha', 'kumbha', 'meena'],
  uttarabhadrapada: ['meena', 'meena', 'meena', 'meena'],
  revati: ['meena', 'meena', 'meena', 'meena'],
}

export function isNakshatra(value: unknown): value is Nakshatra {
  return typeof value === 'string' && Object.hasOwn(nakshatraRashis, value)
}

export function isRashi(value: unknown): value is Rashi {
  return typeof value === 'string' && (RASHIS as readonly string[]).includes(value)
}

export function isPada(value: unknown): value is Pada {
  return value === '1' || value === '2' || value === '3' || value === '4'
}

// The rashi when it is certain: always for a nakshatra within one rashi, only with its pada for one that
// straddles two. Undefined means "ask for the pada or the rashi", never a guess.
export function rashiOf(nakshatra: Nakshatra, pada?: PadaChoice | null): Rashi | undefined {
  const rashis = nakshatraRashis[nakshatra]
  if (isPada(pada)) return rashis[Number(pada) - 1]
  return rashis.every((r) => r === rashis[0]) ? rashis[0] : undefined
}

// Degrees of the sidereal zodiac: a nakshatra is 13°20', a pada 3°20', a rashi 30°.
export const NAKSHATRA_SPAN = 40 / 3
export const PADA_SPAN = 10 / 3

/** Where a pada lies, as [start, end) in sidereal degrees from 0° Mesha. */
export function padaSpan(nakshatra: Nakshatra, pada: Pada): [number, number] {
  const start = NAKSHATRAS.indexOf(nakshatra) * NAKSHATRA_SPAN + (Number(pada) - 1) * PADA_SPAN
  return [start, start + PADA_SPAN]
}

/** The nakshatra, pada and rashi of a sidereal longitude (degrees, any turn). */
export function moonAt(longitude: number): { nakshatra: Nakshatra; pada: Pada; rashi: Rashi } {
  const degrees = ((longitude % 360) + 360) % 360
  // The nudge keeps a longitude a hair below a boundary (from floating point) in the pada it belongs to.
  const index = Math.min(107, Math.floor(degrees / PADA_SPAN + 1e-12))
  return {
    nakshatra: NAKSHATRAS[Math.floor(index / 4)],
    pada: String((index % 4) + 1) as Pada,
    rashi: RASHIS[Math.floor(index / 9)],
  }
}
