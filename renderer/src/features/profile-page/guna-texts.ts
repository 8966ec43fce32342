import {
  GANA_LABEL,
  NADI_LABEL,
  PLANET_LABEL,
  RULE_SET,
  TARA_NAMES,
  VARNA_LABEL,
  VASHYA_LABEL,
  YONIS,
} from '../../../../shared/matching/ashtakoot-tables'
import type {
  Gana,
  KootaName,
  Nadi,
  Planet,
  Varna,
  Vashya,
  Yoni,
} from '../../../../shared/matching/ashtakoot-tables'
import { MISSING_DETAIL } from '../../../../shared/matching/guna-milan'
import { rashiOptions } from '../../../../shared/options'
import type { MessageId } from '../../i18n/keys'
import type { Translate } from '../../i18n/use-t'

// The guna milan of the profile page comes from the server in English words (shared/matching): the koota
// names, what is missing, the rule set, and one reason a koota. This file reads them back through the data's
// stable keys and says them in the language on screen. A reason it cannot read is shown as it came.

export const kootaIds: Record<KootaName, MessageId> = {
  Varna: 'discover.guna.koota.varna',
  Vashya: 'discover.guna.koota.vashya',
  Tara: 'discover.guna.koota.tara',
  Yoni: 'discover.guna.koota.yoni',
  'Graha Maitri': 'discover.guna.koota.grahaMaitri',
  Gana: 'discover.guna.koota.gana',
  Bhakoot: 'discover.guna.koota.bhakoot',
  Nadi: 'discover.guna.koota.nadi',
}

const missingIds: Record<string, MessageId> = {
  [MISSING_DETAIL.bride.nakshatra]: 'discover.guna.missing.brideNakshatra',
  [MISSING_DETAIL.bride.rashi]: 'discover.guna.missing.brideRashi',
  [MISSING_DETAIL.groom.nakshatra]: 'discover.guna.missing.groomNakshatra',
  [MISSING_DETAIL.groom.rashi]: 'discover.guna.missing.groomRashi',
}

const ruleSetIds: Record<string, MessageId> = { [RULE_SET]: 'discover.guna.ruleSet.northIndian' }

const varnaIds: Record<Varna, MessageId> = {
  brahmin: 'discover.guna.varna.brahmin',
  kshatriya: 'discover.guna.varna.kshatriya',
  vaishya: 'discover.guna.varna.vaishya',
  shudra: 'discover.guna.varna.shudra',
}
const vashyaIds: Record<Vashya, MessageId> = {
  chatushpada: 'discover.guna.vashya.chatushpada',
  manava: 'discover.guna.vashya.manava',
  jalachara: 'discover.guna.vashya.jalachara',
  vanachara: 'discover.guna.vashya.vanachara',
  keeta: 'discover.guna.vashya.keeta',
}
// In the order of TARA_NAMES (1 to 9).
const taraIds: readonly MessageId[] = [
  'discover.guna.tara.janma',
  'discover.guna.tara.sampat',
  'discover.guna.tara.vipat',
  'discover.guna.tara.kshema',
  'discover.guna.tara.pratyari',
  'discover.guna.tara.sadhana',
  'discover.guna.tara.vadha',
  'discover.guna.tara.mitra',
  'discover.guna.tara.atiMitra',
]
export const yoniIds: Record<Yoni, MessageId> = {
  horse: 'discover.guna.yoni.horse',
  elephant: 'discover.guna.yoni.elephant',
  sheep: 'discover.guna.yoni.sheep',
  serpent: 'discover.guna.yoni.serpent',
  dog: 'discover.guna.yoni.dog',
  cat: 'discover.guna.yoni.cat',
  rat: 'discover.guna.yoni.rat',
  cow: 'discover.guna.yoni.cow',
  buffalo: 'discover.guna.yoni.buffalo',
  tiger: 'discover.guna.yoni.tiger',
  deer: 'discover.guna.yoni.deer',
  monkey: 'discover.guna.yoni.monkey',
  mongoose: 'discover.guna.yoni.mongoose',
  lion: 'discover.guna.yoni.lion',
}
// How two yonis get on, as shared/matching/guna-milan.ts words it (0 to 4 points).
const yoniGradeIds: Record<string, MessageId> = {
  'sworn enemies': 'discover.guna.yoniGrade.enemies',
  unfriendly: 'discover.guna.yoniGrade.unfriendly',
  neutral: 'discover.guna.yoniGrade.neutral',
  friendly: 'discover.guna.yoniGrade.friendly',
  'the same animal': 'discover.guna.yoniGrade.same',
}
export const planetIds: Record<Planet, MessageId> = {
  sun: 'discover.guna.planet.sun',
  moon: 'discover.guna.planet.moon',
  mars: 'discover.guna.planet.mars',
  mercury: 'discover.guna.planet.mercury',
  jupiter: 'discover.guna.planet.jupiter',
  venus: 'discover.guna.planet.venus',
  saturn: 'discover.guna.planet.saturn',
}
// How one rashi lord regards the other, as guna-milan.ts words it.
const regardIds: Record<string, MessageId> = {
  'a friend': 'discover.guna.regard.friend',
  neutral: 'discover.guna.regard.neutral',
  'an enemy': 'discover.guna.regard.enemy',
}
export const ganaIds: Record<Gana, MessageId> = {
  deva: 'discover.guna.gana.deva',
  manushya: 'discover.guna.gana.manushya',
  rakshasa: 'discover.guna.gana.rakshasa',
}
const nadiIds: Record<Nadi, MessageId> = {
  adi: 'discover.guna.nadi.adi',
  madhya: 'discover.guna.nadi.madhya',
  antya: 'discover.guna.nadi.antya',
}

/** English label → catalog id, through the data's stable keys. */
function byLabel<K extends string>(labels: Record<K, string>, ids: Record<K, MessageId>) {
  return new Map(Object.entries<string>(labels).map(([key, label]) => [label, ids[key as K]]))
}
const words = {
  varna: byLabel(VARNA_LABEL, varnaIds),
  vashya: byLabel(VASHYA_LABEL, vashyaIds),
  tara: new Map(TARA_NAMES.map((name, i) => [name as string, taraIds[i]])),
  yoni: new Map(YONIS.map((y) => [y[0].toUpperCase() + y.slice(1), yoniIds[y]])),
  yoniGrade: new Map(Object.entries(yoniGradeIds)),
  planet: byLabel(PLANET_LABEL, planetIds),
  regard: new Map(Object.entries(regardIds)),
  gana: byLabel(GANA_LABEL, ganaIds),
  nadi: byLabel(NADI_LABEL, nadiIds),
}
type Kind = keyof typeof words
const rashiLabels = new Set<string>(rashiOptions.filter((o) => o.value !== 'dontknow').map((o) => o.label))

/** One reason's sentence ids: both sides the same, or each side its own. */
const sentences = {
  varna: { same: 'discover.guna.reason.sameVarna' },
  vashya: { same: 'discover.guna.reason.sameVashya', differ: 'discover.guna.reason.vashyaDiffers' },
  yoni: { same: 'discover.guna.reason.sameYoni' },
  gana: { same: 'discover.guna.reason.sameGana', differ: 'discover.guna.reason.ganaDiffers' },
  nadi: { same: 'discover.guna.reason.sameNadi', differ: 'discover.guna.reason.nadiDiffers' },
} as const satisfies Record<string, { same: MessageId; differ?: MessageId }>

/** Not a reason this file can read: the caller shows the English one. */
class Unknown extends Error {}

/**
 * One koota's reason in the language on screen, or null when it is not one of the sentences of
 * shared/matching/guna-milan.ts (then the English reason is shown as it is).
 */
export function translateReason(t: Translate, reason: string): string | null {
  const word = (kind: Kind, label: string | undefined) => {
    const id = label === undefined ? undefined : words[kind].get(label)
    if (!id) throw new Unknown(label)
    return t(id)
  }
  const rashi = (label: string | undefined) => {
    if (label === undefined || !rashiLabels.has(label)) throw new Unknown(label)
    return t.label(label)
  }
  const read = (): string | null => {
    let m: RegExpExecArray | null
    if ((m = /^Both are of the (.+) nadi: Nadi dosha\.$/.exec(reason)))
      return t('discover.guna.reason.sameNadiDosha', { nadi: word('nadi', m[1]) })
    if ((m = /^Both are of the (.+) (varna|vashya|yoni|gana|nadi)\.$/.exec(reason))) {
      const kind = m[2] as keyof typeof sentences
      return t(sentences[kind].same, { [kind]: word(kind, m[1]) })
    }
    if ((m = /^Bride is of the (.+?) (vashya|gana|nadi), groom of the (.+) \2\.$/.exec(reason))) {
      const kind = m[2] as 'vashya' | 'gana' | 'nadi'
      return t(sentences[kind].differ, { bride: word(kind, m[1]), groom: word(kind, m[3]) })
    }
    if ((m = /^Bride is (\S+), groom (\S+): the groom's varna is (higher|lower)\.$/.exec(reason)))
      return t(m[3] === 'higher' ? 'discover.guna.reason.varnaHigher' : 'discover.guna.reason.varnaLower', {
        bride: word('varna', m[1]),
        groom: word('varna', m[2]),
      })
    if (
      (m =
        /^From the bride's star: ([^,;]+), (favourable|unfavourable); from the groom's: ([^,;]+), (favourable|unfavourable)\.$/.exec(
          reason,
        ))
    ) {
      const tara = (name: string | undefined, good: string | undefined) =>
        t(good === 'favourable' ? 'discover.guna.tara.favourable' : 'discover.guna.tara.unfavourable', {
          tara: word('tara', name),
        })
      return t('discover.guna.reason.tara', { toGroom: tara(m[1], m[2]), toBride: tara(m[3], m[4]) })
    }
    if ((m = /^Bride's yoni is (\w+), groom's (\w+): (.+)\.$/.exec(reason)))
      return t('discover.guna.reason.yoniDiffers', {
        bride: word('yoni', m[1]),
        groom: word('yoni', m[2]),
        grade: word('yoniGrade', m[3]),
      })
    if ((m = /^Both rashis are ruled by (\w+)\.$/.exec(reason)))
      return t('discover.guna.reason.sameLord', { planet: word('planet', m[1]) })
    if (
      (m =
        /^Bride's lord (\w+) counts (\w+) (a friend|neutral|an enemy); groom's lord (\w+) counts (\w+) (a friend|neutral|an enemy)\.$/.exec(
          reason,
        ))
    )
      return t('discover.guna.reason.lords', {
        bride: word('planet', m[1]),
        groom: word('planet', m[2]),
        brideRegard: word('regard', m[3]),
        groomRegard: word('regard', m[6]),
      })
    if ((m = /^Both have the (.+) rashi\.$/.exec(reason)))
      return t('discover.guna.reason.sameRashi', { rashi: rashi(m[1]) })
    if (
      (m =
        /^Groom's (.+) is (\d+)(?:st|nd|rd|th) from bride's (.+), a (\d+\/\d+) pair(: Bhakoot dosha)?\.$/.exec(
          reason,
        ))
    )
      return t(m[5] ? 'discover.guna.reason.bhakootDosha' : 'discover.guna.reason.bhakoot', {
        groom: rashi(m[1]),
        count: Number(m[2]),
        bride: rashi(m[3]),
        pair: m[4],
      })
    return null
  }
  try {
    return read()
  } catch (error) {
    if (error instanceof Unknown) return null
    throw error
  }
}

/** "Bride's nakshatra, groom's rashi or nakshatra pada", each in the language on screen. */
export const missingDetails = (t: Translate, missing: string[]) =>
  missing
    .map((m) => (missingIds[m] ? t(missingIds[m]) : m))
    .join(', ')
    .toLowerCase()

export const ruleSetText = (t: Translate, ruleSet: string) =>
  ruleSetIds[ruleSet] ? t(ruleSetIds[ruleSet]) : ruleSet

export const kootaName = (t: Translate, name: string) =>
  name in kootaIds ? t(kootaIds[name as KootaName]) : name
