import type { Nakshatra, Rashi } from './nakshatras'

// The ten poruthams (thirumana porutham) as data, under ONE rule set, with Rajju and Vedhai deciding. Sources:
// the ten kutas as B. V. Raman's "Muhurtha (Electional Astrology)" describes them, and the porutham tables of
// Tamil almanacs (e.g. the Pambu panchangam). Counts run from the bride's star (or rashi) to the groom's, the
// bride's counted as 1. Where sources differ in the details, this set goes as follows.
// - Dina: matched when the count is 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24 or 26 (the list almanacs print;
//   the "remainder after dividing by 9" form also admits 17, 22 and 27). The same star for both is matched
//   only for Rohini, Ardra, Pushya, Magha, Hasta and Shravana; the grades in between (madhyamam) are not
//   kept: a porutham here is matched or not.
// - Gana: the same gana, or Deva with Manushya either way; Rakshasa with any other is not matched.
// - Mahendra: counts 4, 7, 10, 13, 16, 19, 22 and 25.
// - Stree Deergha: a count above 13 (some allow above 9 as a lesser match; not here).
// - Yoni: matched unless the two animals are sworn enemies (the same seven pairs as Ashtakoot).
// - Rasi: the groom's rashi 1st, 7th, 9th, 10th, 11th or 12th from the bride's; the 2nd to 6th and the 8th
//   are not matched. Some almanacs accept the 9th and 12th only with further checks; not here.
// - Rasi Athipathi: the lords are the same, or neither counts the other an enemy (natural friendship).
// - Vasya: the groom's rashi is vasya to the bride's, or hers to his (the table below; tables differ a little
//   for Simha, Kanya and Tula).
// - Rajju: the two stars must not be in the same rajju. Vedhai: the two stars must not be a vedha pair.
// - Verdict: Rajju or Vedhai unmatched, not matched; otherwise 7 or more of the ten good, 5 or 6 average,
//   fewer not matched (families and almanacs commonly ask for at least five or six with Rajju).
// No exceptions (parihara) are applied, as with the Ashtakoot rule set.
export const PORUTHAM_RULE_SET = 'Ten poruthams as in Tamil panchangs (Rajju and Vedhai deciding)'

export const PORUTHAM_NAMES = [
  'Dina',
  'Gana',
  'Mahendra',
  'Stree Deergha',
  'Yoni',
  'Rasi',
  'Rasi Athipathi',
  'Vasya',
  'Rajju',
  'Vedhai',
] as const
export type PoruthamName = (typeof PORUTHAM_NAMES)[number]

/** Rajju and Vedhai decide: either one unmatched and the horoscopes are not matched, whatever the others. */
export const DECIDING: readonly PoruthamName[] = ['Rajju', 'Vedhai']

export const DINA_COUNTS: readonly number[] = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26]
export const DINA_SAME_STAR: readonly Nakshatra[] = [
  'rohini',
  'ardra',
  'pushya',
  'magha',
  'hasta',
  'shravana',
]
export const MAHENDRA_COUNTS: readonly number[] = [4, 7, 10, 13, 16, 19, 22, 25]
export const STREE_DEERGHA_ABOVE = 13
export const RASI_COUNTS: readonly number[] = [1, 7, 9, 10, 11, 12]

export const vasyaRashis: Record<Rashi, readonly Rashi[]> = {
  mesha: ['simha', 'vrishchika'],
  vrishabha: ['karka', 'tula'],
  mithuna: ['kanya'],
  karka: ['vrishchika', 'dhanu'],
  simha: ['tula'],
  kanya: ['vrishabha', 'meena'],
  tula: ['makara', 'kanya'],
  vrishchika: ['karka', 'kanya'],
  dhanu: ['meena'],
  makara: ['mesha', 'kumbha'],
  kumbha: ['mesha'],
  meena: ['makara'],
}

// The five rajjus, from the head down; the stars run down and up them in turn along the zodiac.
export const RAJJUS = ['siro', 'kantha', 'nabhi', 'kati', 'pada'] as const
export type Rajju = (typeof RAJJUS)[number]

export const rajjuOf: Record<Nakshatra, Rajju> = {
  ashwini: 'pada',
  bharani: 'kati',
  krittika: 'nabhi',
  rohini: 'kantha',
  mrigashira: 'siro',
  ardra: 'kantha',
  punarvasu: 'nabhi',
  pushya: 'kati',
  ashlesha: 'pada',
  magha: 'pada',
  purvaphalguni: 'kati',
  uttaraphalguni: 'nabhi',
  hasta: 'kantha',
  chitra: 'siro',
  swati: 'kantha',
  vishakha: 'nabhi',
  anuradha: 'kati',
  jyeshtha: 'pada',
  mula: 'pada',
  purvashadha: 'kati',
  uttarashadha: 'nabhi',
  shravana: 'kantha',
  dhanishta: 'siro',
  shatabhisha: 'kantha',
  purvabhadrapada: 'nabhi',
  uttarabhadrapada: 'kati',
  revati: 'pada',
}

// Stars that afflict each other (vedha). Mrigashira, Chitra and Dhanishta afflict one another.
export const VEDHA_PAIRS: readonly (readonly [Nakshatra, Nakshatra])[] = [
  ['ashwini', 'jyeshtha'],
  ['bharani', 'anuradha'],
  ['krittika', 'vishakha'],
  ['rohini', 'swati'],
  ['ardra', 'shravana'],
  ['punarvasu', 'uttarashadha'],
  ['pushya', 'purvashadha'],
  ['ashlesha', 'mula'],
  ['magha', 'revati'],
  ['purvaphalguni', 'uttarabhadrapada'],
  ['uttaraphalguni', 'purvabhadrapada'],
  ['hasta', 'shatabhisha'],
  ['mrigashira', 'chitra'],
  ['chitra', 'dhanishta'],
  ['mrigashira', 'dhanishta'],
]

export const isVedha = (a: Nakshatra, b: Nakshatra) =>
  VEDHA_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
