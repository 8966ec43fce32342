import { Body, e_tilt, Ecliptic, EclipticGeoMoon, GeoVector, MakeTime, SiderealTime } from 'astronomy-engine'

// Sidereal positions for a horoscope: the Moon, Mars and the ascendant (lagna), measured from the Lahiri
// (Chitrapaksha) zero point. The positions come from astronomy-engine; this file only adds the ayanamsa and
// the ascendant's spherical trigonometry.

const normal = (degrees: number) => ((degrees % 360) + 360) % 360
const rad = Math.PI / 180

// Lahiri ayanamsa as the Indian Calendar Reform Committee defined it (report of 1955): 23°15'00.658" on
// 21 March 1956, 0h, including nutation; the mean value then (without nutation) is 23.245524743°. It moves
// with the general precession in longitude (IAU 2006: 5028.796195" a century and a small quadratic term).
const LAHIRI_EPOCH_JD = 2435553.5
const LAHIRI_AT_EPOCH = 23.245524743
const J2000 = 2451545.0

function precessionArcsec(jd: number): number {
  const t = (jd - J2000) / 36525
  return 5028.796195 * t + 1.1054348 * t * t + 0.00007964 * t * t * t
}

/** Mean Lahiri ayanamsa in degrees at a Julian day (TT). */
export function lahiriMeanAyanamsa(jdTT: number): number {
  return LAHIRI_AT_EPOCH + (precessionArcsec(jdTT) - precessionArcsec(LAHIRI_EPOCH_JD)) / 3600
}

function frame(instant: Date) {
  const time = MakeTime(instant)
  const tilt = e_tilt(time)
  const jdTT = time.tt + J2000
  // Positions of the true equinox of date carry nutation, so the ayanamsa subtracted from them does too.
  const ayanamsa = lahiriMeanAyanamsa(jdTT) + tilt.dpsi / 3600
  return { time, tilt, ayanamsa }
}

/** The ayanamsa (with nutation) in degrees at an instant. */
export const lahiriAyanamsa = (instant: Date) => frame(instant).ayanamsa

/** The Moon's tropical geocentric longitude, true ecliptic and equinox of date, in degrees. */
export const moonTropical = (instant: Date) => EclipticGeoMoon(instant).lon

export interface SiderealChart {
  moon: number
  mars: number
  ascendant: number
  ayanamsa: number
}

/**
 * Sidereal longitudes (degrees, 0 = 0° Mesha) of the Moon, Mars and the ascendant for an instant and a place
 * (latitude north positive, longitude east positive). Valid between the polar circles, where every degree of
 * the ecliptic rises each day.
 */
export function siderealChart(instant: Date, latitude: number, longitude: number): SiderealChart {
  const { time, tilt, ayanamsa } = frame(instant)
  const moon = EclipticGeoMoon(time).lon
  const mars = Ecliptic(GeoVector(Body.Mars, time, true)).elon
  // The ecliptic point rising in the east: RAMC from the apparent sidereal time, true obliquity of date.
  const ramc = normal(SiderealTime(time) * 15 + longitude) * rad
  const eps = tilt.tobl * rad
  const ascendant =
    Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latitude * rad) * Math.sin(eps))) /
    rad
  return {
    moon: normal(moon - ayanamsa),
    mars: normal(mars - ayanamsa),
    ascendant: normal(ascendant - ayanamsa),
    ayanamsa,
  }
}
