import { labelOf, rashiOptions } from '../options'
import {
  BHAKOOT_POINTS,
  GANA_LABEL,
  ganaPoints,
  grahaMaitriPoints,
  KOOTA_MAX,
  NADI_LABEL,
  nakshatraTraits,
  PLANET_LABEL,
  rashiLord,
  relationOf,
  RULE_SET,
  TARA_NAMES,
  taraNumber,
  UNFAVOURABLE_TARAS,
  VARNA_LABEL,
  VARNA_RANK,
  varnaByRashi,
  VASHYA_LABEL,
  vashyaOf,
  vashyaPoints,
  yoniPoints,
} from './ashtakoot-tables'
import type { KootaName, Relation, Yoni } from './ashtakoot-tables'
import { isNakshatra, isPada, isRashi, moonAt, NAKSHATRAS, RASHIS, rashiOf } from './nakshatras'
import type { Nakshatra, NakshatraChoice, Pada, PadaChoice, Rashi, RashiChoice } from './nakshatras'

// What a profile knows of one side's Moon. The stored choices may be 'dontknow' or absent.
export interface MoonDetails {
  nakshatra: NakshatraChoice | null | undefined
  pada?: PadaChoice | null
  rashi?: RashiChoice | null
  /** The Moon's sidereal longitude, when it was computed from birth details (it fixes the Vashya half). */
  longitude?: number | null
}

export interface KootaScore {
  name: KootaName
  points: number
  max: number
  reason: string
}

export interface GunaMilanScore {
  status: 'ok'
  total: number
  max: 36
  kootas: KootaScore[]
  nadiDosha: boolean
  bhakootDosha: boolean
  ruleSet: string
}

export interface GunaMilanMissing {
  status: 'not-enough-details'
  missing: string[]
}

export type GunaMilanResult = GunaMilanScore | GunaMilanMissing

type Side = 'bride' | 'groom'

export const MISSING_DETAIL: Record<Side, { nakshatra: string; rashi: string }> = {
  bride: { nakshatra: "Bride's nakshatra", rashi: "Bride's rashi or nakshatra pada" },
  groom: { nakshatra: "Groom's nakshatra", rashi: "Groom's rashi or nakshatra pada" },
}

export interface Moon {
  nakshatra: Nakshatra
  rashi: Rashi
  pada?: Pada
  longitude?: number
}

// A stated rashi wins over the one derived from the pada: people often know their rashi and not their pada.
// A computed longitude counts only while it still agrees with the nakshatra and pada the profile holds.
export function resolveMoon(side: Side, details: MoonDetails): Moon | string {
  if (!isNakshatra(details.nakshatra)) return MISSING_DETAIL[side].nakshatra
  const rashi = isRashi(details.rashi) ? details.rashi : rashiOf(details.nakshatra, details.pada)
  if (!rashi) return MISSING_DETAIL[side].rashi
  const moon: Moon = { nakshatra: details.nakshatra, rashi }
  if (isPada(details.pada)) moon.pada = details.pada
  const at = typeof details.longitude === 'number' ? moonAt(details.longitude) : null
  if (at && at.nakshatra === moon.nakshatra && at.pada === moon.pada && at.rashi === rashi)
    moon.longitude = details.longitude!
  return moon
}

function koota(name: KootaName, points: number, reason: string): KootaScore {
  return { name, points, max: KOOTA_MAX[name], reason }
}

function both(kind: string, bride: string, groom: string): string {
  return bride === groom
    ? `Both are of the ${bride} ${kind}.`
    : `Bride is of the ${bride} ${kind}, groom of the ${groom} ${kind}.`
}

function varna(b: Moon, g: Moon): KootaScore {
  const [bv, gv] = [varnaByRashi[b.rashi], varnaByRashi[g.rashi]]
  const points = VARNA_RANK[gv] >= VARNA_RANK[bv] ? 1 : 0
  const reason =
    bv === gv
      ? `Both are of the ${VARNA_LABEL[bv]} varna.`
      : `Bride is ${VARNA_LABEL[bv]}, groom ${VARNA_LABEL[gv]}: the groom's varna is ${points ? 'higher' : 'lower'}.`
  return koota('Varna', points, reason)
}

function vashya(b: Moon, g: Moon): KootaScore {
  const [bv, gv] = [vashyaOf(b), vashyaOf(g)]
  return koota('Vashya', vashyaPoints[bv][gv], both('vashya', VASHYA_LABEL[bv], VASHYA_LABEL[gv]))
}

function tara(b: Moon, g: Moon): KootaScore {
  const [bi, gi] = [NAKSHATRAS.indexOf(b.nakshatra), NAKSHATRAS.indexOf(g.nakshatra)]
  const [toGroom, toBride] = [taraNumber(bi, gi), taraNumber(gi, bi)]
  const good = (t: number) => !UNFAVOURABLE_TARAS.includes(t)
  const word = (t: number) => `${TARA_NAMES[t - 1]}, ${good(t) ? 'favourable' : 'unfavourable'}`
  const points = (good(toGroom) ? 1.5 : 0) + (good(toBride) ? 1.5 : 0)
  return koota('Tara', points, `From the bride's star: ${word(toGroom)}; from the groom's: ${word(toBride)}.`)
}

const YONI_GRADE = ['sworn enemies', 'unfriendly', 'neutral', 'friendly', 'the same animal']

function yoni(b: Moon, g: Moon): KootaScore {
  const [by, gy] = [nakshatraTraits[b.nakshatra].yoni, nakshatraTraits[g.nakshatra].yoni]
  const points = yoniPoints(by, gy)
  const name = (y: Yoni) => y[0].toUpperCase() + y.slice(1)
  const reason =
    by === gy
      ? `Both are of the ${name(by)} yoni.`
      : `Bride's yoni is ${name(by)}, groom's ${name(gy)}: ${YONI_GRADE[points]}.`
  return koota('Yoni', points, reason)
}

const REGARD: Record<Relation, string> = { friend: 'a friend', neutral: 'neutral', enemy: 'an enemy' }

function grahaMaitri(b: Moon, g: Moon): KootaScore {
  const [bl, gl] = [rashiLord[b.rashi], rashiLord[g.rashi]]
  const [bn, gn] = [PLANET_LABEL[bl], PLANET_LABEL[gl]]
  const reason =
    bl === gl
      ? `Both rashis are ruled by ${bn}.`
      : `Bride's lord ${bn} counts ${gn} ${REGARD[relationOf(bl, gl)]}; ` +
        `groom's lord ${gn} counts ${bn} ${REGARD[relationOf(gl, bl)]}.`
  return koota('Graha Maitri', grahaMaitriPoints(bl, gl), reason)
}

function gana(b: Moon, g: Moon): KootaScore {
  const [bg, gg] = [nakshatraTraits[b.nakshatra].gana, nakshatraTraits[g.nakshatra].gana]
  return koota('Gana', ganaPoints[bg][gg], both('gana', GANA_LABEL[bg], GANA_LABEL[gg]))
}

function ordinal(n: number): string {
  return `${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`
}

function bhakoot(b: Moon, g: Moon): KootaScore {
  const count = ((RASHIS.indexOf(g.rashi) - RASHIS.indexOf(b.rashi) + 12) % 12) + 1
  const points = BHAKOOT_POINTS[count - 1]
  const [bn, gn] = [labelOf(rashiOptions, b.rashi), labelOf(rashiOptions, g.rashi)]
  if (count === 1) return koota('Bhakoot', points, `Both have the ${bn} rashi.`)
  const pair = [count, 14 - count].sort((x, y) => x - y).join('/')
  const dosha = points === 0 ? ': Bhakoot dosha' : ''
  return koota(
    'Bhakoot',
    points,
    `Groom's ${gn} is ${ordinal(count)} from bride's ${bn}, a ${pair} pair${dosha}.`,
  )
}

function nadi(b: Moon, g: Moon): KootaScore {
  const [bn, gn] = [nakshatraTraits[b.nakshatra].nadi, nakshatraTraits[g.nakshatra].nadi]
  if (bn === gn) return koota('Nadi', 0, `Both are of the ${NADI_LABEL[bn]} nadi: Nadi dosha.`)
  return koota('Nadi', 8, both('nadi', NADI_LABEL[bn], NADI_LABEL[gn]))
}

// The 36-point Ashtakoot score of a bride and groom. Without a nakshatra, or without a rashi that the nakshatra
// alone cannot fix, it names what is missing instead of scoring: a 0 would read as a verdict on the match.
export function gunaMilan(bride: MoonDetails, groom: MoonDetails): GunaMilanResult {
  const [b, g] = [resolveMoon('bride', bride), resolveMoon('groom', groom)]
  if (typeof b === 'string' || typeof g === 'string') {
    return { status: 'not-enough-details', missing: [b, g].filter((m) => typeof m === 'string') }
  }
  const kootas = [varna, vashya, tara, yoni, grahaMaitri, gana, bhakoot, nadi].map((score) => score(b, g))
  return {
    status: 'ok',
    total: kootas.reduce((sum, k) => sum + k.points, 0),
    max: 36,
    kootas,
    nadiDosha: nakshatraTraits[b.nakshatra].nadi === nakshatraTraits[g.nakshatra].nadi,
    bhakootDosha: kootas.some((k) => k.name === 'Bhakoot' && k.points === 0),
    ruleSet: RULE_SET,
  }
}
