import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { Reads } from '../db/read-pool'
import type { ShapeRow } from './search-plan'

// How many published profiles hold each value of the columns matching filters on. SQLite's planner knows only
// averages (an average religion is common, an average country rare), so matching picks the index to walk
// itself from these counts, and search estimates broad counts from them. Refreshed in the background every
// few minutes; slightly stale is fine.

export const COUNTED_COLUMNS = [
  'religion',
  'motherTongue',
  'country',
  'caste',
  'maritalStatus',
  'gender',
  'eating',
  'state',
  'city',
  'educationLevel',
  'professionGroup',
  'annualIncome',
  'dosham',
  'haveChildren',
] as const
export type CountedColumn = (typeof COUNTED_COLUMNS)[number]
type Counts = {
  total: number
  byColumn: Record<CountedColumn, Map<string, number>>
  shape: ShapeRow[]
  withPhoto: number
}

const REFRESH_MS = 10 * 60_000
/** Counting every profile takes a while at a million: no per-read budget (it holds one read worker only). */
const BACKGROUND = { budgetMs: null }

export function valueCounts(db: Db, reads: Reads) {
  let counts: Counts | null = null
  let at = 0
  let refreshing: Promise<Counts> | null = null

  async function load(): Promise<Counts> {
    const byColumn = {} as Counts['byColumn']
    let total = 0
    for (const column of COUNTED_COLUMNS) {
      const rows = await reads.all(
        db
          .selectFrom('profiles')
          .select([sql.ref<string>(column).as('value'), (eb) => eb.fn.countAll<number>().as('n')])
          .where('status', '=', 'published')
          .groupBy(column),
        BACKGROUND,
      )
      byColumn[column] = new Map(rows.map((r) => [String(r.value), Number(r.n)]))
      if (column === 'gender') total = rows.reduce((a, r) => a + Number(r.n), 0)
    }
    // Per gender, birth month and height: what an age window and a height leave (search-plan.ts). Read from
    // the (status, gender, dob, height) index of migration 025, not the table.
    const month = sql<string>`substr(${sql.ref('dob')}, 1, 7)`
    const shape = await reads.all(
      db
        .selectFrom('profiles')
        .select(['gender', month.as('month'), 'height', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'published')
        .groupBy(['gender', month, 'height']),
      BACKGROUND,
    )
    const [photos] = await reads.all(
      db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'published')
        .where('mainPhotoId', 'is not', null),
      BACKGROUND,
    )
    return {
      total,
      byColumn,
      withPhoto: Number(photos?.n ?? 0),
      shape: shape.map((r) => ({
        gender: String(r.gender),
        month: String(r.month),
        height: Number(r.height),
        n: Number(r.n),
      })),
    }
  }

  function refresh() {
    refreshing ??= load()
      .then((c) => {
        counts = c
        at = Date.now()
        return c
      })
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }

  return {
    /** All published profiles. */
    async total(): Promise<number> {
      return (counts ?? (await refresh())).total
    },
    /** Published profiles with a main photo. */
    async withPhoto(): Promise<number> {
      return (counts ?? (await refresh())).withPhoto
    },
    /** Published profiles per gender, birth month and height. */
    async shape(): Promise<ShapeRow[]> {
      return (counts ?? (await refresh())).shape
    },
    /** Estimated rows for `column IN values` (all published profiles when values is empty). */
    async estimate(column: CountedColumn, values: readonly string[]): Promise<number> {
      const c = counts ?? (await refresh())
      if (Date.now() - at > REFRESH_MS) void refresh()
      if (!values.length) return c.total
      return values.reduce((a, v) => a + (c.byColumn[column].get(v) ?? 0), 0)
    },
  }
}
export type ValueCounts = ReturnType<typeof valueCounts>

// One set of counts per database, shared by search and matches (their refreshes would otherwise double).
const shared = new WeakMap<Db, ValueCounts>()
export function valueCountsFor(db: Db, reads: Reads): ValueCounts {
  let counts = shared.get(db)
  if (!counts) shared.set(db, (counts = valueCounts(db, reads)))
  return counts
}
