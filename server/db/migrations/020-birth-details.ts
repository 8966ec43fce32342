import type { Migration } from 'kysely'

// Birth details and the horoscope computed from them. Time and place of birth are private like the date of
// birth (server/visibility.ts never puts them in a view for others): the place is kept as its name with its
// latitude, longitude and IANA zone (and the id the places list gave it), so that a later change of the
// places list never changes a stored chart.
// moonLongitude is the Moon's sidereal longitude when the nakshatra was computed (it fixes the Vashya half);
// horoscopeSource and doshamSource say whether nakshatra/pada/rashi and manglik were computed or told by the
// family; matchingStyle is the family's choice between guna milan and the ten poruthams (null: by mother tongue).
export function birthDetails(pg: boolean): Migration {
  const real = pg ? 'double precision' : 'real'
  return {
    async up(db) {
      for (const column of [
        'birthTime',
        'birthPlaceId',
        'birthPlace',
        'birthTimeZone',
        'horoscopeSource',
        'doshamSource',
      ])
        await db.schema.alterTable('profiles').addColumn(column, 'text').execute()
      await db.schema.alterTable('profiles').addColumn('matchingStyle', 'text').execute()
      for (const column of ['birthLatitude', 'birthLongitude', 'moonLongitude'])
        await db.schema.alterTable('profiles').addColumn(column, real).execute()
    },
  }
}
