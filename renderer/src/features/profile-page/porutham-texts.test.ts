import { afterAll, describe, expect, it } from 'vitest'
import { NAKSHATRAS, nakshatraRashis } from '../../../../shared/matching/nakshatras'
import type { PoruthamReason } from '../../../../shared/matching/porutham'
import { tenPoruthams } from '../../../../shared/matching/porutham'
import { PORUTHAM_NAMES } from '../../../../shared/matching/porutham-tables'
import type { Locale } from '../../../../shared/i18n'
import { translateLabel } from '../../../../shared/translate'
import { i18n, setLocale } from '../../i18n/i18n'
import type { Translate } from '../../i18n/use-t'
import { poruthamName, poruthamReason } from './porutham-texts'

const t = ((id: string, values?: Record<string, unknown>) => i18n._(id, values)) as Translate
t.label = (english) => translateLabel(i18n, english)
t.message = (text) => text

// Every reason the ten poruthams can give: each pair of nakshatras, with the first and last rashi of each.
const reasons = new Map<string, PoruthamReason>()
for (const bride of NAKSHATRAS)
  for (const groom of NAKSHATRAS)
    for (const [b, g] of [
      [0, 0],
      [3, 3],
      [0, 3],
    ] as const) {
      const result = tenPoruthams(
        { nakshatra: bride, rashi: nakshatraRashis[bride][b] },
        { nakshatra: groom, rashi: nakshatraRashis[groom][g] },
      )
      if (result.status === 'ok')
        for (const p of result.poruthams) reasons.set(JSON.stringify(p.reason), p.reason)
    }

async function inLocale(locale: Locale) {
  await setLocale(locale)
  t.locale = locale
}
afterAll(() => inLocale('en'))

describe('porutham texts', () => {
  it('covers every kind of reason', () => {
    expect(new Set([...reasons.values()].map((r) => r.id)).size).toBe(26)
  })

  it.each(['en', 'hi', 'ta'] as const)(
    'says every reason and name in %s, with no code left raw',
    async (locale) => {
      await inLocale(locale)
      const codes = /\b(ashwini|revati|mesha|meena|deva|rakshasa|horse|mongoose|mars|saturn|siro|kati)\b/
      for (const reason of reasons.values()) {
        const text = poruthamReason(t, reason)
        expect(text, JSON.stringify(reason)).toBeTruthy()
        expect(text).not.toMatch(codes)
        expect(text).not.toContain('discover.')
        if (locale !== 'en') expect(text).not.toMatch(/\b(bride|groom|rashi|star)\b/i)
      }
      for (const name of PORUTHAM_NAMES) expect(poruthamName(t, name)).not.toContain('discover.')
      if (locale === 'ta') expect(poruthamName(t, 'Rajju')).toBe('ரஜ்ஜு')
    },
  )

  it('leaves a reason it does not know to the caller', () => {
    expect(poruthamReason(t, { id: 'somethingNew', values: {} })).toBeNull()
  })
})
