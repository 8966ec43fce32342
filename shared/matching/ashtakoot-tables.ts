import { NAKSHATRA_SPAN, NAKSHATRAS, padaSpan, RASHIS } from './nakshatras'
import type { Nakshatra, Pada, Rashi } from './nakshatras'

// Ashtakoot guna milan as data, under ONE rule set: the North Indian Ashtakoot (the eight kootas of Muhurta
// Chintamani) with the point tables of common panchang software: varna from the Moon's rashi, vashya from its
// position (rashi, and half of the rashi in Dhanu and Makara), tara counted both ways, natural (naisargika)
// planetary friendship, and no dosha cancellations. A score is only comparable with scores under the same set,
// which is why every result names it. Tables are [bride][groom].
//
// Sources: the eight kootas and their maxima as Muhurta Chintamani (Ramadaivajna) gives them; the point grids
// as printed in North Indian panchangs and kundli-matching booklets; and, for Vashya by pada and for Gana, the
// results of two long-lived independent matching programs, compared over all 108 x 108 nakshatra-pada pairs
// (their results only: no code or text of theirs is used). Where sources disagree, this set goes as follows.
// - Varna: earth rashis are Vaishya and air rashis Shudra. Some texts swap the two.
// - Vashya: Dhanu is Manava in its first 15 degrees and Chatushpada after; Makara Chatushpada, then Jalachara.
//   The pada fixes the Moon within 3 degrees 20 minutes, so it fixes the half for all but two padas: Purva
//   Ashadha pada 1 (Dhanu 13°20'-16°40') and Shravana pada 2 (Makara 13°20'-16°40') lie half in each. For
//   those two, a Moon computed from birth details uses its degree; a typed pada takes the class of the half it
//   starts in (Manava, Chatushpada), which is how the product scored them before and what a reader of a
//   printed table (which lists the pada's first class) expects. With no pada, the half that holds most of
//   the nakshatra within the rashi. Chatushpada-Vanachara scores 0 when the groom is the Vanachara (Simha, the
//   lion, preys on the quadruped) and 0.5 the other way; printed tables differ on this pair and on
//   Manava-Jalachara (0.5 here).
// - Yoni: all sources agree on 4 for the same animal and 0 for the seven sworn enemies (horse-buffalo,
//   elephant-lion, sheep-monkey, serpent-mongoose, dog-deer, cat-rat, cow-tiger); the 1-3 grades between the
//   others vary from table to table. Some traditions give 4 only to a male and a female of the same animal
//   (e.g. Ashwini and Shatabhisha, both horse) and 3 to two of the same sex; here the same animal is always 4.
// - Graha maitri: friend-enemy scores 1 and neutral-enemy 0.5; tables differ on these mixed grades.
//   Temporary (tatkalika) friendship is not used.
// - Gana: as both programs and the widely printed table give it: bride Deva with groom Manushya 6, bride
//   Manushya with groom Deva 5, bride Deva with groom Rakshasa 0, bride Rakshasa with groom Deva 1,
//   Manushya-Rakshasa 0 either way. (Some tables give Deva-Manushya 5 or 6 both ways.)
// - Tara: Janma tara (the same nakshatra) counts as favourable. Counted both ways, so it cannot change when
//   bride and groom swap.
// - Bhakoot and Nadi: reported as doshas at 0 points; the cancellations some astrologers apply (same or
//   friendly rashi lords, same nakshatra in different padas, ...) are not applied.
export const RULE_SET = 'North Indian Ashtakoot, as in common panchang software (no dosha cancellations)'

export type KootaName = 'Varna' | 'Vashya' | 'Tara' | 'Yoni' | 'Graha Maitri' | 'Gana' | 'Bhakoot' | 'Nadi'

export const KOOTA_MAX: Record<KootaName, number> = {
  Varna: 1,
  Vashya: 2,
  Tara: 3,
  Yoni: 4,
  'Graha Maitri': 5,
  Gana: 6,
  Bhakoot: 7,
  Nadi: 8,
}

// --- Varna (1): the groom's varna should be equal to or higher than the bride's.

export type Varna = 'brahmin' | 'kshatriya' | 'vaishya' | 'shudra'
export const VARNA_LABEL: Record<Varna, string> = {
  brahmin: 'Brahmin',
  kshatriya: 'Kshatriya',
  vaishya: 'Vaishya',
  shudra: 'Shudra',
}
export const VARNA_RANK: Record<Varna, number> = { brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 }

export const varnaByRashi: Record<Rashi, Varna> = {
  mesha: 'kshatriya',
  vrishabha: 'vaishya',
  mithuna: 'shudra',
  karka: 'brahmin',
  simha: 'kshatriya',
  kanya: 'vaishya',
  tula: 'shudra',
  vrishchika: 'brahmin',
  dhanu: 'kshatriya',
  makara: 'vaishya',
  kumbha: 'shudra',
  meena: 'brahmin',
}

// --- Vashya (2): how readily each yields to the other.

export type Vashya = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta'
export const VASHYA_LABEL: Record<Vashya, string> = {
  chatushpada: 'Chatushpada (quadruped)',
  manava: 'Manava (human)',
  jalachara: 'Jalachara (water)',
  vanachara: 'Vanachara (wild)',
  keeta: 'Keeta (insect)',
}

/** The class of each rashi; for Dhanu and Makara, of its first half (VASHYA_SECOND_HALF has the second). */
export const vashyaByRashi: Record<Rashi, Vashya> = {
  mesha: 'chatushpada',
  vrishabha: 'chatushpada',
  mithuna: 'manava',
  karka: 'jalachara',
  simha: 'vanachara',
  kanya: 'manava',
  tula: 'manava',
  vrishchika: 'keeta',
  dhanu: 'manava',
  makara: 'chatushpada',
  kumbha: 'manava',
  meena: 'jalachara',
}

/** Dhanu and Makara change class at 15 degrees. */
export const VASHYA_SECOND_HALF: Partial<Record<Rashi, Vashya>> = {
  dhanu: 'chatushpada',
  makara: 'jalachara',
}

/**
 * The vashya of a Moon: from its rashi, and in Dhanu and Makara from the half of the rashi it is in. The
 * half comes from the computed longitude when there is one, else from the pada (a pada that straddles the
 * middle takes the half it starts in), else from where most of the nakshatra lies within the rashi.
 */
export function vashyaOf(moon: {
  rashi: Rashi
  nakshatra: Nakshatra
  pada?: Pada
  longitude?: number
}): Vashya {
  const second = VASHYA_SECOND_HALF[moon.rashi]
  if (!second) return vashyaByRashi[moon.rashi]
  const start = RASHIS.indexOf(moon.rashi) * 30
  const middle = start + 15
  if (moon.longitude !== undefined && moon.longitude >= start && moon.longitude < start + 30)
    return moon.longitude < middle ? vashyaByRashi[moon.rashi] : second
  if (moon.pada) {
    const [from] = padaSpan(moon.nakshatra, moon.pada)
    if (from >= start && from < start + 30) return from < middle ? vashyaByRashi[moon.rashi] : second
  }
  const from = Math.max(start, NAKSHATRAS.indexOf(moon.nakshatra) * NAKSHATRA_SPAN)
  const to = Math.min(start + 30, (NAKSHATRAS.indexOf(moon.nakshatra) + 1) * NAKSHATRA_SPAN)
  // A stated rashi that the nakshatra does not reach leaves nothing to weigh: the rashi's first class.
  if (to <= from) return vashyaByRashi[moon.rashi]
  const before = Math.max(0, Math.min(to, middle) - from)
  const after = Math.max(0, to - Math.max(from, middle))
  return after > before ? second : vashyaByRashi[moon.rashi]
}

export const vashyaPoints: Record<Vashya, Record<Vashya, number>> = {
  chatushpada: { chatushpada: 2, manava: 1, jalachara: 1, vanachara: 0, keeta: 1 },
  manava: { chatushpada: 1, manava: 2, jalachara: 0.5, vanachara: 0, keeta: 1 },
  jalachara: { chatushpada: 1, manava: 0.5, jalachara: 2, vanachara: 1, keeta: 1 },
  vanachara: { chatushpada: 0.5, manava: 0, jalachara: 1, vanachara: 2, keeta: 0 },
  keeta: { chatushpada: 1, manava: 1, jalachara: 1, vanachara: 0, keeta: 2 },
}

// --- Tara (3): count from one nakshatra to the other, inclusive, in cycles of nine. 1.5 for each direction
// that does not land on an unfavourable tara. The two counts add up to 29, so when one lands on 3, 5 or 7 the
// other lands on 8, 6 or 4: Tara scores 1.5 or 3, never 0, under this rule set.

export const TARA_NAMES = [
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyari',
  'Sadhana',
  'Vadha',
  'Mitra',
  'Ati-mitra',
] as const
export const UNFAVOURABLE_TARAS: readonly number[] = [3, 5, 7]

// The tara (1..9) of the star `to` counted from the star `from`, both as positions 0..26.
export function taraNumber(from: number, to: number): number {
  const count = ((to - from + 27) % 27) + 1
  return ((count - 1) % 9) + 1
}

// --- Yoni (4): the animal of each nakshatra, and how the animals get on.

export const YONIS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const
export type Yoni = (typeof YONIS)[number]

// Rows and columns in the order of YONIS. Kept as a grid (prettier would put one number a line) so that it
// can be read against the printed chakra; the tests check that it is symmetric and its zeros are the enemies.
// prettier-ignore
const YONI_GRID: readonly (readonly number[])[] = [
  //hrs ele shp srp dog cat rat cow buf tgr der mky mgs lion
  [4,  2,  2,  3,  2,  2,  2,  1,  0,  1,  3,  3,  2,  1], // horse
  [2,  4,  3,  3,  2,  2,  2,  2,  3,  1,  2,  3,  2,  0], // elephant
  [2,  3,  4,  2,  1,  2,  1,  3,  3,  1,  2,  0,  3,  1], // sheep
  [3,  3,  2,  4,  2,  1,  1,  1,  1,  2,  2,  2,  0,  2], // serpent
  [2,  2,  1,  2,  4,  2,  1,  2,  2,  1,  0,  2,  1,  1], // dog
  [2,  2,  2,  1,  2,  4,  0,  2,  2,  1,  3,  3,  2,  1], // cat
  [2,  2,  1,  1,  1,  0,  4,  2,  2,  2,  2,  2,  1,  2], // rat
  [1,  2,  3,  1,  2,  2,  2,  4,  3,  0,  3,  2,  2,  1], // cow
  [0,  3,  3,  1,  2,  2,  2,  3,  4,  1,  2,  2,  2,  1], // buffalo
  [1,  1,  1,  2,  1,  1,  2,  0,  1,  4,  1,  1,  2,  1], // tiger
  [3,  2,  2,  2,  0,  3,  2,  3,  2,  1,  4,  2,  2,  1], // deer
  [3,  3,  0,  2,  2,  3,  2,  2,  2,  1,  2,  4,  3,  2], // monkey
  [2,  2,  3,  0,  1,  2,  1,  2,  2,  2,  2,  3,  4,  2], // mongoose
  [1,  0,  1,  2,  1,  1,  2,  1,  1,  1,  1,  2,  2,  4], // lion
]

export function yoniPoints(bride: Yoni, groom: Yoni): number {
  return YONI_GRID[YONIS.indexOf(bride)][YONIS.indexOf(groom)]
}

// --- Gana (6) and Nadi (8) are read from the nakshatra, like the yoni.

export type Gana = 'deva' | 'manushya' | 'rakshasa'
export const GANA_LABEL: Record<Gana, string> = { deva: 'Deva', manushya: 'Manushya', rakshasa: 'Rakshasa' }

export const ganaPoints: Record<Gana, Record<Gana, number>> = {
  deva: { deva: 6, manushya: 6, rakshasa: 0 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
}

export type Nadi = 'adi' | 'madhya' | 'antya'
export const NADI_LABEL: Record<Nadi, string> = { adi: 'Adi', madhya: 'Madhya', antya: 'Antya' }

export interface NakshatraTraits {
  yoni: Yoni
  gana: Gana
  nadi: Nadi
}

export const nakshatraTraits: Record<Nakshatra, NakshatraTraits> = {
  ashwini: { yoni: 'horse', gana: 'deva', nadi: 'adi' },
  bharani: { yoni: 'elephant', gana: 'manushya', nadi: 'madhya' },
  krittika: { yoni: 'sheep', gana: 'rakshasa', nadi: 'antya' },
  rohini: { yoni: 'serpent', gana: 'manushya', nadi: 'antya' },
  mrigashira: { yoni: 'serpent', gana: 'deva', nadi: 'madhya' },
  ardra: { yoni: 'dog', gana: 'manushya', nadi: 'adi' },
  punarvasu: { yoni: 'cat', gana: 'deva', nadi: 'adi' },
  pushya: { yoni: 'sheep', gana: 'deva', nadi: 'madhya' },
  ashlesha: { yoni: 'cat', gana: 'rakshasa', nadi: 'antya' },
  magha: { yoni: 'rat', gana: 'rakshasa', nadi: 'antya' },
  purvaphalguni: { yoni: 'rat', gana: 'manushya', nadi: 'madhya' },
  uttaraphalguni: { yoni: 'cow', gana: 'manushya', nadi: 'adi' },
  hasta: { yoni: 'buffalo', gana: 'deva', nadi: 'adi' },
  chitra: { yoni: 'tiger', gana: 'rakshasa', nadi: 'madhya' },
  swati: { yoni: 'buffalo', gana: 'deva', nadi: 'antya' },
  vishakha: { yoni: 'tiger', gana: 'rakshasa', nadi: 'antya' },
  anuradha: { yoni: 'deer', gana: 'deva', nadi: 'madhya' },
  jyeshtha: { yoni: 'deer', gana: 'rakshasa', nadi: 'adi' },
  mula: { yoni: 'dog', gana: 'rakshasa', nadi: 'adi' },
  purvashadha: { yoni: 'monkey', gana: 'manushya', nadi: 'madhya' },
  uttarashadha: { yoni: 'mongoose', gana: 'manushya', nadi: 'antya' },
  shravana: { yoni: 'monkey', gana: 'deva', nadi: 'antya' },
  dhanishta: { yoni: 'lion', gana: 'rakshasa', nadi: 'madhya' },
  shatabhisha: { yoni: 'horse', gana: 'rakshasa', nadi: 'adi' },
  purvabhadrapada: { yoni: 'lion', gana: 'manushya', nadi: 'adi' },
  uttarabhadrapada: { yoni: 'cow', gana: 'manushya', nadi: 'madhya' },
  revati: { yoni: 'elephant', gana: 'deva', nadi: 'antya' },
}

// --- Graha maitri (5): the lords of the two rashis and how each regards the other.

export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn'
export const PLANET_LABEL: Record<Planet, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mars: 'Mars',
  mercury: 'Mercury',
  jupiter: 'Jupiter',
  venus: 'Venus',
  saturn: 'Saturn',
}

export const rashiLord: Record<Rashi, Planet> = {
  mesha: 'mars',
  vrishabha: 'venus',
  mithuna: 'mercury',
  karka: 'moon',
  simha: 'sun',
  kanya: 'mercury',
  tula: 'venus',
  vrishchika: 'mars',
  dhanu: 'jupiter',
  makara: 'saturn',
  kumbha: 'saturn',
  meena: 'jupiter',
}

export type Relation = 'friend' | 'neutral' | 'enemy'

// Natural friendship (Brihat Parashara Hora Shastra). It is not mutual: Mercury counts the Moon an enemy
// while the Moon counts Mercury a friend. Planets in neither list are neutral.
export const naturalFriendship: Record<Planet, { friends: readonly Planet[]; enemies: readonly Planet[] }> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
}

export function relationOf(planet: Planet, other: Planet): Relation {
  const { friends, enemies } = naturalFriendship[planet]
  if (friends.includes(other)) return 'friend'
  return enemies.includes(other) ? 'enemy' : 'neutral'
}

// Points for the two views together, in either order; the same lord for both scores 5 like mutual friends.
const MAITRI_POINTS: Record<`${Relation}+${Relation}`, number> = {
  'friend+friend': 5,
  'friend+neutral': 4,
  'neutral+friend': 4,
  'neutral+neutral': 3,
  'friend+enemy': 1,
  'enemy+friend': 1,
  'neutral+enemy': 0.5,
  'enemy+neutral': 0.5,
  'enemy+enemy': 0,
}

export function grahaMaitriPoints(brideLord: Planet, groomLord: Planet): number {
  if (brideLord === groomLord) return 5
  return MAITRI_POINTS[`${relationOf(brideLord, groomLord)}+${relationOf(groomLord, brideLord)}`]
}

// --- Bhakoot (7): the groom's rashi counted from the bride's (1..12). 2/12, 5/9 and 6/8 are the doshas.

export const BHAKOOT_POINTS: readonly number[] = [7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0]
