import { GANA_LABEL, PLANET_LABEL, YONIS } from '../../../../shared/matching/ashtakoot-tables'
import type { Gana, Planet, Yoni } from '../../../../shared/matching/ashtakoot-tables'
import { ganaIds, planetIds, yoniIds } from './guna-texts'
import { isNakshatra, isRashi, nakshatraOptions } from '../../../../shared/matching/nakshatras'
import type { PoruthamReason } from '../../../../shared/matching/porutham'
import { PORUTHAM_NAMES, RAJJUS } from '../../../../shared/matching/porutham-tables'
import type { PoruthamName, Rajju } from '../../../../shared/matching/porutham-tables'
import { labelOf, rashiOptions } from '../../../../shared/options'
import type { MessageId } from '../../i18n/keys'
import type { Translate } from '../../i18n/use-t'

// The ten poruthams come from the server as names and reasons with stable codes (shared/matching/porutham.ts);
// this file says them in the language on screen.

export const poruthamIds: Record<PoruthamName, MessageId> = {
  Dina: 'discover.porutham.name.dina',
  Gana: 'discover.porutham.name.gana',
  Mahendra: 'discover.porutham.name.mahendra',
  'Stree Deergha': 'discover.porutham.name.streeDeergha',
  Yoni: 'discover.porutham.name.yoni',
  Rasi: 'discover.porutham.name.rasi',
  'Rasi Athipathi': 'discover.porutham.name.rasiAthipathi',
  Vasya: 'discover.porutham.name.vasya',
  Rajju: 'discover.porutham.name.rajju',
  Vedhai: 'discover.porutham.name.vedhai',
}

const reasonIds: Record<string, MessageId> = {
  sameStarGood: 'discover.porutham.reason.sameStarGood',
  sameStar: 'discover.porutham.reason.sameStar',
  dinaGood: 'discover.porutham.reason.dinaGood',
  dinaBad: 'discover.porutham.reason.dinaBad',
  sameGana: 'discover.porutham.reason.sameGana',
  ganasAgree: 'discover.porutham.reason.ganasAgree',
  ganasDiffer: 'discover.porutham.reason.ganasDiffer',
  mahendraGood: 'discover.porutham.reason.mahendraGood',
  mahendraBad: 'discover.porutham.reason.mahendraBad',
  farEnough: 'discover.porutham.reason.farEnough',
  tooNear: 'discover.porutham.reason.tooNear',
  sameYoni: 'discover.porutham.reason.sameYoni',
  yonisAgree: 'discover.porutham.reason.yonisAgree',
  enemyYonis: 'discover.porutham.reason.enemyYonis',
  sameRasi: 'discover.porutham.reason.sameRasi',
  rasiGood: 'discover.porutham.reason.rasiGood',
  rasiBad: 'discover.porutham.reason.rasiBad',
  sameLord: 'discover.porutham.reason.sameLord',
  lordsAgree: 'discover.porutham.reason.lordsAgree',
  lordsEnemies: 'discover.porutham.reason.lordsEnemies',
  vasyaGood: 'discover.porutham.reason.vasyaGood',
  vasyaBad: 'discover.porutham.reason.vasyaBad',
  sameRajju: 'discover.porutham.reason.sameRajju',
  rajjusDiffer: 'discover.porutham.reason.rajjusDiffer',
  vedha: 'discover.porutham.reason.vedha',
  noVedha: 'discover.porutham.reason.noVedha',
}

const rajjuIds: Record<Rajju, MessageId> = {
  siro: 'discover.porutham.rajju.siro',
  kantha: 'discover.porutham.rajju.kantha',
  nabhi: 'discover.porutham.rajju.nabhi',
  kati: 'discover.porutham.rajju.kati',
  pada: 'discover.porutham.rajju.pada',
}

/** One code as people read it: a star, a rashi, a gana, an animal, a planet or a rajju. */
function word(t: Translate, code: string | number): string | number {
  if (typeof code === 'number') return code
  if (isNakshatra(code)) return t.label(labelOf(nakshatraOptions, code))
  if (isRashi(code)) return t.label(labelOf(rashiOptions, code))
  // The ids as literals (guna-texts.ts): the build keeps only the catalog texts the code names.
  if (code in GANA_LABEL) return t(ganaIds[code as Gana])
  if ((YONIS as readonly string[]).includes(code)) return t(yoniIds[code as Yoni])
  if (code in PLANET_LABEL) return t(planetIds[code as Planet])
  if ((RAJJUS as readonly string[]).includes(code)) return t(rajjuIds[code as Rajju])
  return code
}

/** A porutham's reason in the language on screen; null for a reason this screen does not know. */
export function poruthamReason(t: Translate, reason: PoruthamReason): string | null {
  if (!Object.hasOwn(reasonIds, reason.id)) return null
  const values = Object.fromEntries(Object.entries(reason.values).map(([k, v]) => [k, word(t, v)]))
  return t(reasonIds[reason.id], values)
}

export const poruthamName = (t: Translate, name: string) =>
  (PORUTHAM_NAMES as readonly string[]).includes(name) ? t(poruthamIds[name as PoruthamName]) : name
