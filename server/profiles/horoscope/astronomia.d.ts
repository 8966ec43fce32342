// The few parts of astronomia (Meeus, "Astronomical Algorithms") the tests use as an independent ephemeris;
// the package ships no types.
declare module 'astronomia' {
  export const julian: { DateToJD(date: Date): number }
  export const deltat: { deltaT(decimalYear: number): number }
  /** Geocentric Moon, mean equinox of date: longitude and latitude in radians, range in km. */
  export const moonposition: { position(jde: number): { lon: number; lat: number; range: number } }
  /** Nutation in longitude and in obliquity, radians. */
  export const nutation: { nutation(jde: number): [number, number] }
}
