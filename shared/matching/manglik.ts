import { RASHIS } from './nakshatras'
import type { Rashi } from './nakshatras'

// Mangal (Kuja) dosha from a chart, under ONE named rule set: Mars in the 1st, 4th, 7th, 8th or 12th house
// counted from the lagna (ascendant) or from the Moon, houses by whole rashis, no cancellations. These are the
// five houses of the verse quoted in Muhurta texts and North Indian panchangs ("lagne vyaye cha patale jamitre
// chashtame kuje"); many South Indian almanacs add the 2nd house, and astrologers apply exceptions (Mars in
// its own or exalted rashi, aspects, age) that this set does not. Counted from Venus too in some traditions;
// not here.
export const MANGLIK_RULE_SET = 'Mars in the 1st, 4th, 7th, 8th or 12th house from the lagna or the Moon'
export const MANGLIK_HOUSES: readonly number[] = [1, 4, 7, 8, 12]

/** The house (1-12) of `rashi` counted from `from`, whole rashis. */
export const houseFrom = (from: Rashi, rashi: Rashi) =>
  ((RASHIS.indexOf(rashi) - RASHIS.indexOf(from) + 12) % 12) + 1

export interface ManglikFinding {
  manglik: boolean
  /** Mars' house from the lagna and from the Moon. */
  fromLagna: number
  fromMoon: number
}

export function manglikOf(chart: { lagna: Rashi; moon: Rashi; mars: Rashi }): ManglikFinding {
  const fromLagna = houseFrom(chart.lagna, chart.mars)
  const fromMoon = houseFrom(chart.moon, chart.mars)
  return {
    manglik: MANGLIK_HOUSES.includes(fromLagna) || MANGLIK_HOUSES.includes(fromMoon),
    fromLagna,
    fromMoon,
  }
}
