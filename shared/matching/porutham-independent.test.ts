import { describe, expect, it } from 'vitest'
import { NAKSHATRAS } from './nakshatras'
import type { Pada } from './nakshatras'
import { tenPoruthams } from './porutham'
import type { PoruthamScore } from './porutham'

// The ten poruthams checked for all 108 x 108 nakshatra-pada pairs against rules written here on their own, in
// the form a Tamil almanac gives them (star numbers 1 Ashwini to 27 Revati, rashi numbers 1 Mesham to 12
// Meenam), not read from the product's tables.

const rajju: Record<number, string> = {}
for (const [name, stars] of Object.entries({
  siro: [5, 14, 23],
  kantha: [4, 6, 13, 15, 22, 24],
  nabhi: [3, 7, 12, 16, 21, 25],
  kati: [2, 8, 11, 17, 20, 26],
  pada: [1, 9, 10, 18, 19, 27],
}))
  for (const s of stars) rajju[s] = name

// Vedha: these pairs afflict each other; Mirugasirisham (5), Chithirai (14) and Avittam (23) all three.
const vedha = [
  [1, 18],
  [2, 17],
  [3, 16],
  [4, 15],
  [6, 22],
  [7, 21],
  [8, 20],
  [9, 19],
  [10, 27],
  [11, 26],
  [12, 25],
  [13, 24],
  [5, 14],
  [14, 23],
  [5, 23],
]
const deva = [1, 5, 7, 8, 13, 15, 17, 22, 27]
const rakshasa = [3, 9, 10, 14, 16, 18, 19, 23, 24]
const ganaOf = (s: number) => (deva.includes(s) ? 'deva' : rakshasa.includes(s) ? 'rakshasa' : 'manushya')
// The seven enemy pairs of animals, by star: horse (1, 24) and buffalo (13, 15), elephant (2, 27) and lion
// (23, 25), sheep (3, 8) and monkey (20, 22), serpent (4, 5) and mongoose (21), dog (6, 19) and deer (17, 18),
// cat (7, 9) and rat (10, 11), cow (12, 26) and tiger (14, 16).
const enemyStars: [number[], number[]][] = [
  [
    [1, 24],
    [13, 15],
  ],
  [
    [2, 27],
    [23, 25],
  ],
  [
    [3, 8],
    [20, 22],
  ],
  [[4, 5], [21]],
  [
    [6, 19],
    [17, 18],
  ],
  [
    [7, 9],
    [10, 11],
  ],
  [
    [12, 26],
    [14, 16],
  ],
]
// Rashi lords (1 Mesham ... 12 Meenam) and who counts whom an enemy (natural friendship).
const lord = ['', 'Ma', 'Ve', 'Me', 'Mo', 'Su', 'Me', 'Ve', 'Ma', 'Ju', 'Sa', 'Sa', 'Ju']
const enemiesOf: Record<string, string[]> = {
  Su: ['Ve', 'Sa'],
  Mo: [],
  Ma: ['Me'],
  Me: ['Mo'],
  Ju: ['Me', 'Ve'],
  Ve: ['Su', 'Mo'],
  Sa: ['Su', 'Mo', 'Ma'],
}
// Vasya rashis of each rashi.
const vasya: Record<number, number[]> = {
  1: [5, 8],
  2: [4, 7],
  3: [6],
  4: [8, 9],
  5: [7],
  6: [2, 12],
  7: [10, 6],
  8: [4, 6],
  9: [12],
  10: [1, 11],
  11: [1],
  12: [10],
}

const count = (from: number, to: number, n: number) => ((to - from + n) % n) + 1

function expected(bStar: number, bRashi: number, gStar: number, gRashi: number) {
  const c = count(bStar, gStar, 27)
  const r = count(bRashi, gRashi, 12)
  const bg = ganaOf(bStar)
  const gg = ganaOf(gStar)
  const [bl, gl] = [lord[bRashi], lord[gRashi]]
  return {
    Dina:
      c === 1
        ? [4, 6, 8, 10, 13, 22].includes(bStar)
        : [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26].includes(c),
    Gana: bg === gg || (bg !== 'rakshasa' && gg !== 'rakshasa'),
    Mahendra: c % 3 === 1 && c >= 4,
    'Stree Deergha': c >= 14,
    Yoni: !enemyStars.some(
      ([x, y]) => (x.includes(bStar) && y.includes(gStar)) || (y.includes(bStar) && x.includes(gStar)),
    ),
    Rasi: ![2, 3, 4, 5, 6, 8].includes(r),
    'Rasi Athipathi': bl === gl || (!enemiesOf[bl].includes(gl) && !enemiesOf[gl].includes(bl)),
    Vasya: vasya[bRashi].includes(gRashi) || vasya[gRashi].includes(bRashi),
    Rajju: rajju[bStar] !== rajju[gStar],
    Vedhai: !vedha.some(([x, y]) => (x === bStar && y === gStar) || (x === gStar && y === bStar)),
  }
}

describe('ten poruthams against rules written independently of the product', () => {
  it('agrees on every porutham and the verdict for all 108 x 108 nakshatra-pada pairs', () => {
    const padas = Array.from({ length: 108 }, (_, i) => ({
      star: Math.floor(i / 4) + 1,
      pada: String((i % 4) + 1) as Pada,
      rashi: Math.floor(i / 9) + 1,
    }))
    const verdicts: Record<string, number> = {}
    for (const b of padas) {
      for (const g of padas) {
        const score = tenPoruthams(
          { nakshatra: NAKSHATRAS[b.star - 1], pada: b.pada },
          { nakshatra: NAKSHATRAS[g.star - 1], pada: g.pada },
        ) as PoruthamScore
        const want = expected(b.star, b.rashi, g.star, g.rashi)
        const got = Object.fromEntries(score.poruthams.map((p) => [p.name, p.matched]))
        expect(got, `stars ${b.star}/${b.pada} and ${g.star}/${g.pada}`).toEqual(want)
        const matched = Object.values(want).filter(Boolean).length
        const verdict =
          !want.Rajju || !want.Vedhai
            ? 'not-matched'
            : matched >= 7
              ? 'good'
              : matched >= 5
                ? 'average'
                : 'not-matched'
        expect(score.verdict).toBe(verdict)
        expect(score.matched).toBe(matched)
        verdicts[verdict] = (verdicts[verdict] ?? 0) + 1
      }
    }
    // Every verdict occurs: the rules are not trivially one way.
    expect(Object.keys(verdicts).sort()).toEqual(['average', 'good', 'not-matched'])
  })

  it('marks Rajju and Vedhai as deciding', () => {
    const score = tenPoruthams({ nakshatra: 'ashwini' }, { nakshatra: 'jyeshtha' }) as PoruthamScore
    expect(score.poruthams.filter((p) => p.deciding).map((p) => p.name)).toEqual(['Rajju', 'Vedhai'])
    // Ashwini and Jyeshtha: a vedha pair, and both in the feet (pada) rajju.
    expect(score.poruthams.find((p) => p.name === 'Vedhai')?.matched).toBe(false)
    expect(score.verdict).toBe('not-matched')
  })
})

describe('ten poruthams without enough details', () => {
  it('names what is missing instead of a verdict', () => {
    expect(tenPoruthams({ nakshatra: 'dontknow' }, { nakshatra: 'krittika' })).toEqual({
      status: 'not-enough-details',
      missing: ["Bride's nakshatra", "Groom's rashi or nakshatra pada"],
    })
  })
})
