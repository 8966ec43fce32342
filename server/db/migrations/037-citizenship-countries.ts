import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'
import { countryNamed, regionNamed } from '../../../shared/place-rules'
import { hasWholeRegionList } from '../../../shared/region-lists'

// Issue 22, "families abroad": citizenship becomes a country of the places list, like where a family lives.
//
// 1. Citizenship was free text ("India", "Indian", "NRI", "USA", "British citizen"). A text that names a
//    country (its name, ISO code or the word families use for its people: shared/place-rules.ts countryNamed)
//    becomes that country's value ('india', 'usa', 'uk', or the alpha-2 code of a newly listed country). A
//    text that names none ("OCI", "dual", a typing slip) becomes null: it was no country we can search on, and
//    the profile's Location section asks for the citizenship again (an edit of it chooses from the list).
// 2. A state written differently from our list's label for a country whose list is whole ('tamil nadu',
//    'dubai') is stored by that label, as the forms store it; a state we cannot recognise stays as typed.
//
// Distinct values are read once (one pass over the table, not one per row); each change is one statement
// over the rows that hold that value. Country values themselves never change.
const CHUNK = 200

export function citizenshipCountries(): Migration {
  return {
    async up(untyped) {
      const db = untyped as Kysely<Tables>
      const texts = await db
        .selectFrom('profiles')
        .select('citizen')
        .distinct()
        .where('citizen', 'is not', null)
        .execute()
      const changes = texts
        .map(({ citizen }) => [citizen!, countryNamed(citizen) ?? null] as const)
        .filter(([from, to]) => from !== to)
      for (let i = 0; i < changes.length; i += CHUNK) {
        const chunk = changes.slice(i, i + CHUNK)
        const cases = sql.join(
          chunk.map(([from, to]) => sql`when ${from} then ${to}`),
          sql` `,
        )
        await db
          .updateTable('profiles')
          .set({ citizen: sql<string | null>`case ${sql.ref('citizen')} ${cases} end` })
          .where(
            'citizen',
            'in',
            chunk.map(([from]) => from),
          )
          .execute()
      }

      const places = await db
        .selectFrom('profiles')
        .select(['country', 'state'])
        .distinct()
        .where('country', 'is not', null)
        .where('state', 'is not', null)
        .execute()
      for (const { country, state } of places) {
        if (!hasWholeRegionList(country)) continue
        const label = regionNamed(country!, state!)?.label
        if (!label || label === state) continue
        await db
          .updateTable('profiles')
          .set({ state: label })
          .where('country', '=', country)
          .where('state', '=', state)
          .execute()
      }
    },
  }
}

interface Tables {
  profiles: { id: number; citizen: string | null; country: string | null; state: string | null }
}
