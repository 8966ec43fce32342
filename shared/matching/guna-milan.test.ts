import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KOOTA_MAX, nakshatraTraits, RULE_SET, YONIS, yoniPoints } from './ashtakoot-tables'
import type { KootaName, Yoni } from './ashtakoot-tables'
import { gunaMilan, MISSING_DETAIL } from './guna-milan'
import type { GunaMilanResult, GunaMilanScore, MoonDetails } from './guna-milan'
import {
  isPada,
  isRashi,
  NAKSHATRAS,
  nakshatraOptions,
  nakshatraRashis,
  padaOptions,
  RASHIS,
  rashiOf,
} from './nakshatras'
import type { Nakshatra, Pada, Rashi } from './nakshatras'

const KOOTA_ORDER: KootaName[] = [
  'Varna',
  'Vashya',
  'Tara',
  'Yoni',
  'Graha Maitri',
  'Gana',
  'Bhakoot',
  'Nadi',
]
const PADAS: Pada[] = ['1', '2', '3', '4']

function scored(result: GunaMilanResult): GunaMilanScore {
  if (result.status !== 'ok') throw new Error(`expected a score, got ${JSON.stringify(result)}`)
  return result
}

function points(result: GunaMilanResult): Record<KootaName, number> {
  return Object.fromEntries(scored(result).kootas.map((k) => [k.name, k.points])) as Record<KootaName, number>
}

function kootaOf(result: GunaMilanResult, name: KootaName) {
  return scored(result).kootas.find((k) => k.name === name)
}

const star = (nakshatra: Nakshatra, pada?: Pada): MoonDetails => ({ nakshatra, pada })

describe('nakshatra data', () => {
  it('lists the 27 nakshatras in order, then "Don\'t know"', () => {
    expect(nakshatraOptions).toHaveLength(28)
    expect(nakshatraOptions.slice(0, 3).map((o) => o.label)).toEqual(['Ashwini', 'Bharani', 'Krittika'])
    expect(nakshatraOptions[26]).toEqual({ value: 'revati', label: 'Revati' })
    expect(nakshatraOptions[27]).toEqual({ value: 'dontknow', label: "Don't know" })
    for (const { value } of nakshatraOptions) expect(value).toMatch(/^[a-z]+$/)
    expect(padaOptions.map((o) => o.value)).toEqual(['1', '2', '3', '4', 'dontknow'])
  })

  it('puts each pada in the rashi its longitude falls in (nine padas to a rashi)', () => {
    NAKSHATRAS.forEach((n, i) => {
      expect(nakshatraRashis[n]).toEqual(PADAS.map((_, p) => RASHIS[Math.floor((i * 4 + p) / 9)]))
    })
  })

  it('gives the rashi from the pada only where the nakshatra spans two', () => {
    expect(PADAS.map((p) => rashiOf('krittika', p))).toEqual(['mesha', 'vrishabha', 'vrishabha', 'vrishabha'])
    expect(rashiOf('krittika')).toBeUndefined()
    expect(rashiOf('krittika', 'dontknow')).toBeUndefined()
    expect(rashiOf('ashwini')).toBe('mesha')
    expect(rashiOf('purvabhadrapada', '4')).toBe('meena')
  })
})

describe('Ashtakoot tables', () => {
  const enemies: [Yoni, Yoni][] = [
    ['horse', 'buffalo'],
    ['elephant', 'lion'],
    ['sheep', 'monkey'],
    ['serpent', 'mongoose'],
    ['dog', 'deer'],
    ['cat', 'rat'],
    ['cow', 'tiger'],
  ]

  it('scores yoni the same either way, 4 for the same animal and 0 only for the seven enemy pairs', () => {
    const isEnemy = (a: Yoni, b: Yoni) =>
      enemies.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
    for (const a of YONIS) {
      for (const b of YONIS) {
        expect(yoniPoints(a, b)).toBe(yoniPoints(b, a))
        if (a === b) expect(yoniPoints(a, b)).toBe(4)
        else expect(yoniPoints(a, b) === 0).toBe(isEnemy(a, b))
      }
    }
  })

  it('gives each gana and each nadi nine nakshatras, and every yoni two but the mongoose', () => {
    const count = (key: 'gana' | 'nadi' | 'yoni') => {
      const counts: Record<string, number> = {}
      for (const n of NAKSHATRAS) counts[nakshatraTraits[n][key]] = (counts[nakshatraTraits[n][key]] ?? 0) + 1
      return counts
    }
    expect(count('gana')).toEqual({ deva: 9, manushya: 9, rakshasa: 9 })
    expect(count('nadi')).toEqual({ adi: 9, madhya: 9, antya: 9 })
    expect(count('yoni')).toEqual(Object.fromEntries(YONIS.map((y) => [y, y === 'mongoose' ? 1 : 2])))
  })
})

describe('gunaMilan', () => {
  it('finds Nadi dosha for Ashwini and Shatabhisha (both Adi nadi)', () => {
    const result = scored(gunaMilan(star('ashwini'), star('shatabhisha')))
    expect(kootaOf(result, 'Nadi')).toMatchObject({ points: 0, max: 8 })
    expect(result.nadiDosha).toBe(true)
  })

  it('scores Yoni 0 for Ashwini and Hasta (horse and buffalo)', () => {
    expect(kootaOf(gunaMilan(star('ashwini'), star('hasta')), 'Yoni')).toMatchObject({ points: 0, max: 4 })
  })

  it('scores Bhakoot 7 0 7 7 0 0 7 0 0 7 7 0 for a Mesha bride and grooms of Mesha to Meena', () => {
    const expected = [7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0]
    // One nakshatra lying wholly in each rashi, Mesha to Meena.
    const grooms: Nakshatra[] = [
      'ashwini',
      'rohini',
      'ardra',
      'pushya',
      'magha',
      'hasta',
      'swati',
      'anuradha',
      'mula',
      'shravana',
      'shatabhisha',
      'revati',
    ]
    expect(grooms.map((n) => rashiOf(n))).toEqual(RASHIS)
    const byStar = grooms.map((n) => scored(gunaMilan(star('bharani'), star(n))))
    expect(byStar.map((r) => kootaOf(r, 'Bhakoot')?.points)).toEqual(expected)
    expect(byStar.map((r) => r.bhakootDosha)).toEqual(expected.map((p) => p === 0))

    const byRashi = RASHIS.map((rashi) => gunaMilan(star('krittika', '1'), { nakshatra: 'krittika', rashi }))
    expect(byRashi.map((r) => kootaOf(r, 'Bhakoot')?.points)).toEqual(expected)
  })

  it('can change Gana and Varna when bride and groom swap, but not Tara', () => {
    // Ashwini is Deva, Bharani Manushya: a Deva bride with a Manushya groom scores 6, the other way 5.
    const devaBride = gunaMilan(star('ashwini'), star('bharani'))
    const devaGroom = gunaMilan(star('bharani'), star('ashwini'))
    expect([points(devaBride).Gana, points(devaGroom).Gana]).toEqual([6, 5])
    expect(kootaOf(devaBride, 'Gana')?.reason).toBe('Bride is of the Deva gana, groom of the Manushya gana.')

    // Pushya is in Karka (Brahmin), Ashwini in Mesha (Kshatriya): the groom's varna should not be the lower.
    expect(points(gunaMilan(star('pushya'), star('ashwini'))).Varna).toBe(0)
    expect(points(gunaMilan(star('ashwini'), star('pushya'))).Varna).toBe(1)

    // Tara counts from each star to the other, so it is the same whichever way round, and one of the two
    // counts is always favourable.
    for (const a of NAKSHATRAS) {
      for (const b of NAKSHATRAS) {
        const tara = points(gunaMilan(star(a, '1'), star(b, '1'))).Tara
        expect(points(gunaMilan(star(b, '1'), star(a, '1'))).Tara).toBe(tara)
        expect([1.5, 3]).toContain(tara)
      }
    }
    expect(points(gunaMilan(star('ashwini'), star('krittika', '1'))).Tara).toBe(1.5) // Krittika is Vipat (3rd)
  })

  it('scores well-known pairs as worked by hand', () => {
    // The same nakshatra and pada: everything agrees except the nadi, the classic 28 with Nadi dosha.
    expect(points(gunaMilan(star('ashwini'), star('ashwini')))).toEqual({
      Varna: 1,
      Vashya: 2,
      Tara: 3,
      Yoni: 4,
      'Graha Maitri': 5,
      Gana: 6,
      Bhakoot: 7,
      Nadi: 0,
    })
    expect(scored(gunaMilan(star('ashwini'), star('ashwini'))).total).toBe(28)

    // Mesha/Kshatriya/Chatushpada/horse/Deva/Adi against Kanya/Vaishya/Manava/buffalo/Deva/Adi.
    const ashwiniHasta = scored(gunaMilan(star('ashwini'), star('hasta')))
    expect(points(ashwiniHasta)).toEqual({
      Varna: 0,
      Vashya: 1,
      Tara: 1.5, // Hasta is Kshema (4th) from Ashwini, Ashwini Vadha (7th) from Hasta
      Yoni: 0,
      'Graha Maitri': 0.5, // Mars counts Mercury an enemy, Mercury counts Mars neutral
      Gana: 6,
      Bhakoot: 0, // Kanya is 6th from Mesha
      Nadi: 0,
    })
    expect(ashwiniHasta).toMatchObject({ total: 9, nadiDosha: true, bhakootDosha: true, ruleSet: RULE_SET })
    expect(kootaOf(ashwiniHasta, 'Gana')?.reason).toBe('Both are of the Deva gana.')

    // A Deva bride with a Rakshasa groom scores 0 for Gana; with a Manushya groom, 6.
    expect(scored(gunaMilan(star('ashwini'), star('shatabhisha'))).total).toBe(14)
    expect(scored(gunaMilan(star('ashwini'), star('bharani'))).total).toBe(34)
  })

  it('takes Vashya in Dhanu and Makara from the half the Moon is in', () => {
    // The groom is Ardra, in Mithuna: Manava.
    const vashya = (bride: MoonDetails) => kootaOf(gunaMilan(bride, star('ardra')), 'Vashya')?.reason
    // Purva Ashadha pada 1 straddles Dhanu 15°: typed, it takes the half it starts in (Manava) ...
    expect(vashya(star('purvashadha', '1'))).toBe('Both are of the Manava (human) vashya.')
    expect(vashya(star('purvashadha', '2'))).toMatch(/^Bride is of the Chatushpada/)
    // ... computed, its degree decides (Dhanu starts at 240°).
    expect(vashya({ ...star('purvashadha', '1'), longitude: 255.5 })).toMatch(/^Bride is of the Chatushpada/)
    expect(vashya({ ...star('purvashadha', '1'), longitude: 254 })).toMatch(/^Both are of the Manava/)
    // A longitude that no longer agrees with the stored pada is ignored.
    expect(vashya({ ...star('purvashadha', '1'), longitude: 260 })).toMatch(/^Both are of the Manava/)
    // Without a pada, the half holding most of the nakshatra: Shravana lies mostly in Makara's second half.
    expect(vashya({ nakshatra: 'shravana', rashi: 'makara' })).toMatch(/^Bride is of the Jalachara/)
    expect(vashya({ nakshatra: 'mula' })).toMatch(/^Both are of the Manava/)
  })

  it('takes a stated rashi over the one from the pada', () => {
    const stated = gunaMilan({ nakshatra: 'krittika', pada: '1', rashi: 'vrishabha' }, star('rohini'))
    expect(kootaOf(stated, 'Bhakoot')?.reason).toMatch(/^Both have the Vrishabha/)
  })

  it('asks for what is missing instead of scoring', () => {
    expect(gunaMilan({ nakshatra: 'dontknow' }, { nakshatra: undefined })).toEqual({
      status: 'not-enough-details',
      missing: [MISSING_DETAIL.bride.nakshatra, MISSING_DETAIL.groom.nakshatra],
    })
    // Krittika spans Mesha and Vrishabha: without a pada or a rashi the groom's rashi is unknown.
    for (const groom of [
      star('krittika'),
      { nakshatra: 'krittika', pada: 'dontknow', rashi: 'dontknow' },
    ] as const) {
      expect(gunaMilan({ nakshatra: 'rohini', rashi: 'dontknow' }, groom)).toEqual({
        status: 'not-enough-details',
        missing: [MISSING_DETAIL.groom.rashi],
      })
    }
    expect(gunaMilan(star('rohini'), { nakshatra: 'krittika', rashi: 'mesha' }).status).toBe('ok')
  })

  it('keeps every pair of nakshatras and padas within 0..36, each koota within its maximum', () => {
    // All 108 x 108 moons are few enough to try every one rather than a sample.
    const moons = NAKSHATRAS.flatMap((n) => PADAS.map((p) => star(n, p)))
    for (const bride of moons) {
      for (const groom of moons) {
        const result = scored(gunaMilan(bride, groom))
        for (const k of result.kootas) expect(k.points >= 0 && k.points <= k.max).toBe(true)
        expect(result.kootas.reduce((sum, k) => sum + k.points, 0)).toBe(result.total)
        expect(result.total >= 0 && result.total <= 36).toBe(true)
      }
    }
  })

  it('scores whatever details are given, or names what is missing and gives no total', () => {
    const side = fc.record({
      nakshatra: fc.constantFrom(...nakshatraOptions.map((o) => o.value)),
      pada: fc.option(fc.constantFrom(...padaOptions.map((o) => o.value)), { nil: undefined }),
      rashi: fc.option(fc.constantFrom<Rashi | 'dontknow'>(...RASHIS, 'dontknow'), { nil: undefined }),
    })
    // Independent of rashiOf: the rashi is known if stated, if the pada is, or if all four padas agree.
    const known = (s: MoonDetails) =>
      s.nakshatra !== 'dontknow' &&
      s.nakshatra != null &&
      (isRashi(s.rashi) || isPada(s.pada) || new Set(nakshatraRashis[s.nakshatra]).size === 1)

    fc.assert(
      fc.property(side, side, (bride, groom) => {
        const result = gunaMilan(bride, groom)
        if (!known(bride) || !known(groom)) {
          expect(result.status).toBe('not-enough-details')
          expect(result).not.toHaveProperty('total')
          if (result.status === 'not-enough-details') {
            expect(result.missing.length).toBe(Number(!known(bride)) + Number(!known(groom)))
          }
          return
        }
        const score = scored(result)
        expect(score.max).toBe(36)
        expect(score.kootas.map((k) => k.name)).toEqual(KOOTA_ORDER)
        for (const k of score.kootas) {
          expect(k.max).toBe(KOOTA_MAX[k.name])
          expect(k.points).toBeGreaterThanOrEqual(0)
          expect(k.points).toBeLessThanOrEqual(k.max)
          expect(k.reason).toMatch(/^[A-Z][^\n]*\.$/)
        }
        expect(score.kootas.reduce((sum, k) => sum + k.points, 0)).toBe(score.total)
        expect(score.total).toBeGreaterThanOrEqual(0)
        expect(score.total).toBeLessThanOrEqual(36)
      }),
      { numRuns: 2000 },
    )
  })
})
