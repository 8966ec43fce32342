import { afterAll, describe, expect, it } from 'vitest'
import { RULE_SET } from '../../../../shared/matching/ashtakoot-tables'
import { gunaMilan, MISSING_DETAIL } from '../../../../shared/matching/guna-milan'
import { NAKSHATRAS, nakshatraRashis } from '../../../../shared/matching/nakshatras'
import type { Locale } from '../../../../shared/i18n'
import { i18n, setLocale } from '../../i18n/i18n'
import { translateLabel } from '../../../../shared/translate'
import type { Translate } from '../../i18n/use-t'
import { kootaName, missingDetails, ruleSetText, translateReason } from './guna-texts'

const t = ((id: string, values?: Record<string, unknown>) => i18n._(id, values)) as Translate
t.label = (english) => translateLabel(i18n, english)
t.message = (text) => text

// Every reason the rule set can give: each pair of nakshatras, with the first and the last rashi of each.
const reasons = new Set<string>()
for (const bride of NAKSHATRAS)
  for (const groom of NAKSHATRAS)
    for (const [b, g] of [
      [0, 0],
      [3, 3],
      [0, 3],
    ] as const) {
      const result = gunaMilan(
        { nakshatra: bride, rashi: nakshatraRashis[bride][b] },
        { nakshatra: groom, rashi: nakshatraRashis[groom][g] },
      )
      if (result.status === 'ok') result.kootas.forEach((k) => reasons.add(k.reason))
    }

async function inLocale(locale: Locale) {
  await setLocale(locale)
  t.locale = locale
}
afterAll(() => inLocale('en'))

describe('guna milan texts', () => {
  it('covers many reasons', () => {
    expect(reasons.size).toBeGreaterThan(400)
  })

  it('says every reason in English exactly as shared/matching does', async () => {
    await inLocale('en')
    const differ = [...reasons].filter((reason) => translateReason(t, reason) !== reason)
    expect(differ).toEqual([])
    expect(missingDetails(t, [MISSING_DETAIL.bride.nakshatra, MISSING_DETAIL.groom.rashi])).toBe(
      "bride's nakshatra, groom's rashi or nakshatra pada",
    )
    expect(ruleSetText(t, RULE_SET)).toBe(RULE_SET)
    expect(kootaName(t, 'Graha Maitri')).toBe('Graha Maitri')
  })

  it.each(['hi', 'ta'] as const)('says every reason in %s, without English words', async (locale) => {
    await inLocale(locale)
    const english = /\b(Bride|groom|Both|varna|vashya|yoni|gana|nadi|rashi|favourable|lord|pair)\b/i
    const unread = [...reasons].filter((reason) => {
      const text = translateReason(t, reason)
      return text === null || english.test(text)
    })
    expect(unread).toEqual([])
    expect(missingDetails(t, [MISSING_DETAIL.bride.nakshatra])).not.toMatch(/nakshatra/)
    expect(ruleSetText(t, RULE_SET)).not.toBe(RULE_SET)
    expect(kootaName(t, 'Nadi')).not.toBe('Nadi')
  })

  it('leaves a reason it cannot read to the caller', () => {
    expect(translateReason(t, 'Something new.')).toBeNull()
    expect(translateReason(t, 'Both are of the Unknown varna.')).toBeNull()
  })
})
