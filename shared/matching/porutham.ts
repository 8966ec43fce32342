import { nakshatraTraits, rashiLord, relationOf } from './ashtakoot-tables'
import type { Gana, Planet, Relation, Yoni } from './ashtakoot-tables'
import { resolveMoon } from './guna-milan'
import type { GunaMilanMissing, Moon, MoonDetails } from './guna-milan'
import { NAKSHATRAS, RASHIS } from './nakshatras'
import {
  DECIDING,
  DINA_COUNTS,
  DINA_SAME_STAR,
  isVedha,
  MAHENDRA_COUNTS,
  PORUTHAM_RULE_SET,
  RASI_COUNTS,
  rajjuOf,
  STREE_DEERGHA_ABOVE,
  vasyaRashis,
} from './porutham-tables'
import type { PoruthamName } from './porutham-tables'

/**
 * Why a porutham is matched or not: a sentence id (the catalogs hold `discover.porutham.reason.<id>`) and its
 * values as stable codes (nakshatra, rashi, gana, yoni, planet, rajju values and counts), so that every
 * language says it its own way.
 */
export interface PoruthamReason {
  id: string
  values: Record<string, string | number>
}

export interface PoruthamResult {
  name: PoruthamName
  matched: boolean
  deciding: boolean
  reason: PoruthamReason
}

export type PoruthamVerdict = 'good' | 'average' | 'not-matched'

export interface PoruthamScore {
  status: 'ok'
  poruthams: PoruthamResult[]
  matched: number
  verdict: PoruthamVerdict
  ruleSet: string
}

export type PoruthamOutcome = PoruthamScore | GunaMilanMissing

/** At least this many of the ten, Rajju and Vedhai among them, for each verdict. */
export const VERDICT_AT_LEAST: Record<Exclude<PoruthamVerdict, 'not-matched'>, number> = {
  good: 7,
  average: 5,
}

const countFrom = (from: number, to: number, n: number) => ((to - from + n) % n) + 1
const result = (name: PoruthamName, matched: boolean, id: string, values: PoruthamReason['values']) => ({
  name,
  matched,
  deciding: DECIDING.includes(name),
  reason: { id, values },
})

function starCount(b: Moon, g: Moon) {
  return countFrom(NAKSHATRAS.indexOf(b.nakshatra), NAKSHATRAS.indexOf(g.nakshatra), 27)
}

function dina(b: Moon, g: Moon): PoruthamResult {
  const count = starCount(b, g)
  if (count === 1) {
    const matched = DINA_SAME_STAR.includes(b.nakshatra)
    return result('Dina', matched, matched ? 'sameStarGood' : 'sameStar', { star: b.nakshatra })
  }
  const matched = DINA_COUNTS.includes(count)
  return result('Dina', matched, matched ? 'dinaGood' : 'dinaBad', { count })
}

function gana(b: Moon, g: Moon): PoruthamResult {
  const [bride, groom]: Gana[] = [nakshatraTraits[b.nakshatra].gana, nakshatraTraits[g.nakshatra].gana]
  const matched = bride === groom || (bride !== 'rakshasa' && groom !== 'rakshasa')
  return result('Gana', matched, bride === groom ? 'sameGana' : matched ? 'ganasAgree' : 'ganasDiffer', {
    bride,
    groom,
  })
}

function mahendra(b: Moon, g: Moon): PoruthamResult {
  const count = starCount(b, g)
  const matched = MAHENDRA_COUNTS.includes(count)
  return result('Mahendra', matched, matched ? 'mahendraGood' : 'mahendraBad', { count })
}

function streeDeergha(b: Moon, g: Moon): PoruthamResult {
  const count = starCount(b, g)
  const matched = count > STREE_DEERGHA_ABOVE
  return result('Stree Deergha', matched, matched ? 'farEnough' : 'tooNear', {
    count,
    needed: STREE_DEERGHA_ABOVE + 1,
  })
}

const SWORN_ENEMIES: readonly (readonly [Yoni, Yoni])[] = [
  ['horse', 'buffalo'],
  ['elephant', 'lion'],
  ['sheep', 'monkey'],
  ['serpent', 'mongoose'],
  ['dog', 'deer'],
  ['cat', 'rat'],
  ['cow', 'tiger'],
]

function yoni(b: Moon, g: Moon): PoruthamResult {
  const [bride, groom] = [nakshatraTraits[b.nakshatra].yoni, nakshatraTraits[g.nakshatra].yoni]
  const enemies = SWORN_ENEMIES.some(([x, y]) => (x === bride && y === groom) || (x === groom && y === bride))
  return result('Yoni', !enemies, bride === groom ? 'sameYoni' : enemies ? 'enemyYonis' : 'yonisAgree', {
    bride,
    groom,
  })
}

function rasi(b: Moon, g: Moon): PoruthamResult {
  const count = countFrom(RASHIS.indexOf(b.rashi), RASHIS.indexOf(g.rashi), 12)
  const matched = RASI_COUNTS.includes(count)
  if (count === 1) return result('Rasi', matched, 'sameRasi', { rashi: b.rashi })
  return result('Rasi', matched, matched ? 'rasiGood' : 'rasiBad', { count, bride: b.rashi, groom: g.rashi })
}

function rasiAthipathi(b: Moon, g: Moon): PoruthamResult {
  const [bride, groom]: Planet[] = [rashiLord[b.rashi], rashiLord[g.rashi]]
  if (bride === groom) return result('Rasi Athipathi', true, 'sameLord', { planet: bride })
  const [toGroom, toBride]: Relation[] = [relationOf(bride, groom), relationOf(groom, bride)]
  const matched = toGroom !== 'enemy' && toBride !== 'enemy'
  return result('Rasi Athipathi', matched, matched ? 'lordsAgree' : 'lordsEnemies', {
    bride,
    groom,
    brideRegard: toGroom,
    groomRegard: toBride,
  })
}

function vasya(b: Moon, g: Moon): PoruthamResult {
  const matched = vasyaRashis[b.rashi].includes(g.rashi) || vasyaRashis[g.rashi].includes(b.rashi)
  return result('Vasya', matched, matched ? 'vasyaGood' : 'vasyaBad', { bride: b.rashi, groom: g.rashi })
}

function rajju(b: Moon, g: Moon): PoruthamResult {
  const [bride, groom] = [rajjuOf[b.nakshatra], rajjuOf[g.nakshatra]]
  return result('Rajju', bride !== groom, bride === groom ? 'sameRajju' : 'rajjusDiffer', { bride, groom })
}

function vedhai(b: Moon, g: Moon): PoruthamResult {
  const vedha = isVedha(b.nakshatra, g.nakshatra)
  return result('Vedhai', !vedha, vedha ? 'vedha' : 'noVedha', { bride: b.nakshatra, groom: g.nakshatra })
}

/** The ten poruthams of a bride and groom, or what is missing to tell them. */
export function tenPoruthams(bride: MoonDetails, groom: MoonDetails): PoruthamOutcome {
  const [b, g] = [resolveMoon('bride', bride), resolveMoon('groom', groom)]
  if (typeof b === 'string' || typeof g === 'string')
    return { status: 'not-enough-details', missing: [b, g].filter((m) => typeof m === 'string') }
  const poruthams = [dina, gana, mahendra, streeDeergha, yoni, rasi, rasiAthipathi, vasya, rajju, vedhai].map(
    (check) => check(b, g),
  )
  const matched = poruthams.filter((p) => p.matched).length
  const decidingFails = poruthams.some((p) => p.deciding && !p.matched)
  const verdict: PoruthamVerdict = decidingFails
    ? 'not-matched'
    : matched >= VERDICT_AT_LEAST.good
      ? 'good'
      : matched >= VERDICT_AT_LEAST.average
        ? 'average'
        : 'not-matched'
  return { status: 'ok', poruthams, matched, verdict, ruleSet: PORUTHAM_RULE_SET }
}
