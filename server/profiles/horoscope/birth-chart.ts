import { manglikOf, MANGLIK_RULE_SET } from '../../../shared/matching/manglik'
import type { ManglikFinding } from '../../../shared/matching/manglik'
import { moonAt, PADA_SPAN, RASHIS } from '../../../shared/matching/nakshatras'
import type { Nakshatra, Pada, Rashi } from '../../../shared/matching/nakshatras'
import { localToUtc } from './local-time'
import { siderealChart } from './sidereal'

// A birth chart from birth details: the Moon's nakshatra, pada and rashi, and manglik from the lagna and the
// Moon. Pure: the caller stores what it returns.

export interface BirthDetails {
  /** Local date and clock time of birth, 'YYYY-MM-DD' and 'HH:MM'. */
  date: string
  time: string
  latitude: number
  longitude: number
  /** IANA zone of the place of birth, e.g. 'Asia/Kolkata'. */
  timeZone: string
}

export interface MoonPlace {
  nakshatra: Nakshatra
  pada: Pada
  rashi: Rashi
}

/** Within this many degrees of a pada's edge, the family is asked which side their horoscope says. */
export const BOUNDARY_MARGIN = 0.1

export type BirthChart =
  | {
      status: 'ok'
      utc: string
      moon: MoonPlace & { longitude: number }
      /** The pada on the other side when the Moon is within BOUNDARY_MARGIN of an edge; else null. */
      otherSide: MoonPlace | null
      lagna: Rashi
      mars: Rashi
      manglik: ManglikFinding & { ruleSet: string }
      /** The local clock time fell in an hour the clocks went through twice; the earlier one was used. */
      repeatedHour: boolean
    }
  | { status: 'time-skipped' | 'unknown-zone' }

const round = (n: number) => Math.round(n * 1e6) / 1e6

export function birthChart(details: BirthDetails): BirthChart {
  const instant = localToUtc(details.date, details.time, details.timeZone)
  if (instant.status === 'skipped') return { status: 'time-skipped' }
  if (instant.status === 'unknown-zone') return { status: 'unknown-zone' }
  const chart = siderealChart(instant.utc, details.latitude, details.longitude)
  const moon = moonAt(chart.moon)
  const intoPada = chart.moon % PADA_SPAN
  const otherSide =
    intoPada < BOUNDARY_MARGIN
      ? moonAt(chart.moon - PADA_SPAN / 2)
      : PADA_SPAN - intoPada < BOUNDARY_MARGIN
        ? moonAt(chart.moon + PADA_SPAN / 2)
        : null
  const lagna = RASHIS[Math.floor(chart.ascendant / 30)]
  const mars = RASHIS[Math.floor(chart.mars / 30)]
  return {
    status: 'ok',
    utc: instant.utc.toISOString(),
    moon: { ...moon, longitude: round(chart.moon) },
    otherSide,
    lagna,
    mars,
    manglik: { ...manglikOf({ lagna, moon: moon.rashi, mars }), ruleSet: MANGLIK_RULE_SET },
    repeatedHour: instant.status === 'repeated',
  }
}
