import { deltat, julian, moonposition, nutation } from 'astronomia'
import { Horizon, MakeTime, Observer } from 'astronomy-engine'
import { describe, expect, it } from 'vitest'
import { moonAt, PADA_SPAN } from '../../../shared/matching/nakshatras'
import { birthChart, BOUNDARY_MARGIN } from './birth-chart'
import { localToUtc } from './local-time'
import { lahiriAyanamsa, moonTropical, siderealChart } from './sidereal'

const rad = Math.PI / 180
const gap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180)

describe('local time of birth to UTC, by the IANA rules of that date', () => {
  const utcOf = (date: string, time: string, zone: string) => {
    const r = localToUtc(date, time, zone)
    return r.status === 'ok' || r.status === 'repeated' ? r.utc.toISOString() : r.status
  }

  it('follows India’s clocks through history', () => {
    expect(utcOf('1990-08-15', '06:00', 'Asia/Kolkata')).toBe('1990-08-15T00:30:00.000Z') // +5:30
    expect(utcOf('1943-06-01', '06:30', 'Asia/Kolkata')).toBe('1943-06-01T00:00:00.000Z') // war time +6:30
    expect(utcOf('1900-01-01', '05:21', 'Asia/Kolkata')).toBe('1899-12-31T23:59:50.000Z') // Madras time +5:21:10
  })

  it('follows daylight saving abroad, and says when a time was skipped or repeated', () => {
    expect(utcOf('1975-01-15', '07:00', 'America/New_York')).toBe('1975-01-15T12:00:00.000Z')
    expect(utcOf('1974-01-15', '07:00', 'America/New_York')).toBe('1974-01-15T11:00:00.000Z') // winter DST 1974
    expect(utcOf('1970-01-15', '12:00', 'Europe/London')).toBe('1970-01-15T11:00:00.000Z') // British Standard Time
    expect(localToUtc('2021-03-14', '02:30', 'America/New_York').status).toBe('skipped')
    const repeated = localToUtc('2021-11-07', '01:30', 'America/New_York')
    expect(repeated).toMatchObject({ status: 'repeated', offsetMinutes: -240 })
    expect(utcOf('2021-11-07', '01:30', 'America/New_York')).toBe('2021-11-07T05:30:00.000Z')
    expect(localToUtc('2000-01-01', '00:00', 'Mars/Olympus_Mons').status).toBe('unknown-zone')
  })
})

describe('the Moon against an independent ephemeris', () => {
  it('is within 0.05° of Meeus’ lunar theory (astronomia) at 0h UT on every day of 1950 to 2010', () => {
    let worst = 0
    let days = 0
    for (let t = Date.UTC(1950, 0, 1); t <= Date.UTC(2010, 11, 31); t += 86_400_000) {
      const instant = new Date(t)
      const year = instant.getUTCFullYear() + instant.getUTCMonth() / 12
      const jde = julian.DateToJD(instant) + deltat.deltaT(year) / 86400
      // Meeus gives the mean equinox of date: nutation in longitude makes it apparent, like ours.
      const theirs = (moonposition.position(jde).lon + nutation.nutation(jde)[0]) / rad
      worst = Math.max(worst, gap(moonTropical(instant), theirs))
      days++
    }
    expect(days).toBe(22_280)
    expect(worst).toBeLessThan(0.05)
  })
})

describe('Lahiri ayanamsa', () => {
  it('is 23°15′00.658″ on 21 March 1956 as the Calendar Reform Committee defined it', () => {
    const defined = 23 + 15 / 60 + 0.658 / 3600
    expect(Math.abs(lahiriAyanamsa(new Date('1956-03-21T00:00:00Z')) - defined) * 3600).toBeLessThan(2)
  })

  it('grows by the precession, about 50.3″ a year', () => {
    const a = lahiriAyanamsa(new Date('1990-01-01T00:00:00Z'))
    const b = lahiriAyanamsa(new Date('2010-01-01T00:00:00Z'))
    expect(((b - a) * 3600) / 20).toBeCloseTo(50.3, 0)
    expect(a).toBeGreaterThan(23.7)
    expect(a).toBeLessThan(23.8)
  })
})

describe('the ascendant', () => {
  it('is the ecliptic point on the eastern horizon', () => {
    const places = [
      [13.08, 80.27], // Chennai
      [28.61, 77.21], // Delhi
      [51.51, -0.13], // London
      [-33.87, 151.21], // Sydney
      [43.65, -79.38], // Toronto
    ]
    for (const [latitude, longitude] of places) {
      for (let h = 0; h < 24; h += 5) {
        const instant = new Date(Date.UTC(1987, 4, 10, h, 17))
        const chart = siderealChart(instant, latitude, longitude)
        // Back to the tropical ecliptic of date, then to the horizon of the place.
        const lambda = (chart.ascendant + chart.ayanamsa) * rad
        const eps = 23.44 * rad
        const ra = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda)) / rad / 15
        const dec = Math.asin(Math.sin(eps) * Math.sin(lambda)) / rad
        const horizon = Horizon(MakeTime(instant), new Observer(latitude, longitude, 0), ra, dec)
        expect(Math.abs(horizon.altitude)).toBeLessThan(0.1)
        expect(horizon.azimuth).toBeLessThan(180) // the eastern half
      }
    }
  })
})

describe('birth chart', () => {
  const chennai = { latitude: 13.08, longitude: 80.27, timeZone: 'Asia/Kolkata' }

  it('gives the nakshatra, pada and rashi of the sidereal Moon, and manglik from the lagna and the Moon', () => {
    const chart = birthChart({ ...chennai, date: '1994-02-18', time: '05:40' })
    if (chart.status !== 'ok') throw new Error(chart.status)
    expect(chart.utc).toBe('1994-02-18T00:10:00.000Z')
    expect(moonAt(chart.moon.longitude)).toEqual({
      nakshatra: chart.moon.nakshatra,
      pada: chart.moon.pada,
      rashi: chart.moon.rashi,
    })
    // The Moon's place agrees with the independent tropical Moon less the ayanamsa.
    const instant = new Date(chart.utc)
    const jde = julian.DateToJD(instant) + deltat.deltaT(1994.1) / 86400
    const theirs =
      (moonposition.position(jde).lon + nutation.nutation(jde)[0]) / rad - lahiriAyanamsa(instant)
    expect(gap(chart.moon.longitude, theirs)).toBeLessThan(0.05)
    const { fromLagna, fromMoon, manglik } = chart.manglik
    expect(manglik).toBe([1, 4, 7, 8, 12].includes(fromLagna) || [1, 4, 7, 8, 12].includes(fromMoon))
  })

  it('names the pada on the other side when the Moon is within 0.1° of an edge', () => {
    let near = 0
    // Every ten minutes of a day: the Moon moves about 0.09° in that time, so some land near an edge.
    for (let minutes = 0; minutes < 24 * 60; minutes += 10) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      const chart = birthChart({ ...chennai, date: '2001-07-09', time })
      if (chart.status !== 'ok') throw new Error(chart.status)
      const into = chart.moon.longitude % PADA_SPAN
      const edge = Math.min(into, PADA_SPAN - into) < BOUNDARY_MARGIN
      expect(chart.otherSide !== null).toBe(edge)
      if (chart.otherSide) {
        near++
        expect(chart.otherSide).not.toEqual({
          nakshatra: chart.moon.nakshatra,
          pada: chart.moon.pada,
          rashi: chart.moon.rashi,
        })
      }
    }
    expect(near).toBeGreaterThan(0)
  })

  it('refuses a time the clocks skipped', () => {
    const toronto = { latitude: 43.65, longitude: -79.38, timeZone: 'America/Toronto' }
    expect(birthChart({ ...toronto, date: '2021-03-14', time: '02:30' }).status).toBe('time-skipped')
  })
})
