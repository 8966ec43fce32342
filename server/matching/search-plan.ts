import { COUNT_CAP, PAGE_SIZE } from '../../shared/limits'

// How a search reads its rows (issue 25). Two ways answer a page newest first without reading the table:
// - walk: one newest-first index (gender's, or the narrowest criterion's own), checking each row it passes
//   against the other criteria, stopping at a page. Cheap when matches are common; when the age window holds
//   few of the rows it walks, it reads nearly all of them before it can answer.
// - window: the range of (gender, date of birth) the age window covers, in an index that carries height and the
//   usual criteria (migration 025), so rows that miss them are never fetched; what remains is sorted.
// Each is priced from the counts of published profiles per gender, birth month and height (value-counts.ts),
// with the other criteria taken as independent shares of all profiles; the cheaper one is taken.

/** Published profiles of one gender born in one month (YYYY-MM) at one height (inches). */
export interface ShapeRow {
  gender: string
  month: string
  height: number
  n: number
}

export interface SearchShape {
  /** Date-of-birth window: born after `after` (exclusive) and on or before `onOrBefore` (inclusive). */
  after?: string
  onOrBefore?: string
  heightMin?: number
  gender?: string
  /** Share of all published profiles each other criterion leaves (0 to 1), taken as independent. */
  shares: number[]
  /** Those of `shares` the window's index holds (religion, mother tongue, country, marital status). */
  indexedShares: number[]
  /** Rows in the newest-first index a walk would use (the narrowest criterion's, else the gender's). */
  walkRows: number
  /**
   * Every criterion is checked on the walking index's entries (migration 039), so a walk fetches only the rows
   * that match; otherwise each row it passes.
   */
  walkChecksAll?: boolean
  /** Rows of the criterion with an index that leaves the fewest, one value or several (none: undefined). */
  indexRows?: number
  /**
   * Rows that criteria leave together, all genders and ages, counted exactly by a capped probe
   * (search-probes.ts): those leading the search index (religion, then mother tongue, country, marital status),
   * or two with indexes of their own; the shares then hold only the criteria the probe did not cover. Undefined when not probed or past the probe's cap. Two
   * values that are each common may never meet (Sikhs who speak Hindi): taken as independent, they look like
   * a thousand matches, and a walk reads every row of the rarer one before it answers nothing.
   */
  jointRows?: number
  /**
   * Index entries read to find `jointRows` (two criteria's own indexes, intersected: read by the probe, already
   * paid, so 0); `jointRows` by default.
   */
  jointEntries?: number
}

export type Way = 'walk' | 'window' | 'index' | 'joint' | 'height'

export interface SearchPlan {
  /** Rows of the gender(s) in the age window, height left aside. */
  windowRows: number
  /** Matches expected. */
  expected: number
  /**
   * How the page is read ('index': all rows of the narrowest criterion's index, sorted; 'joint': the rows of
   * the search index's range that the probed criteria give, sorted; 'height': the range of one gender at least
   * that tall, in the (gender, height, dob) index of migration 038, sorted).
   */
  page: Way
  /** How the capped count is read, or 'estimate' when it is surely past the cap and dear to count. */
  count: Way | 'estimate'
}

/** A row fetched from the table costs several index entries read in order. */
const ROW_COST = 4
/** Past this cost (index entries), a count that is surely past the cap is estimated instead. */
const COUNT_BUDGET = 40_000

const monthDays = (month: string) => {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/**
 * The share of a birth month inside the window, taking births as even through the month. Called for every
 * (gender, month, height) row on every search: months wholly inside or outside answer without a date.
 */
function monthShare(month: string, after: string | undefined, onOrBefore: string | undefined): number {
  const a = after === undefined ? undefined : after.slice(0, 7)
  const b = onOrBefore === undefined ? undefined : onOrBefore.slice(0, 7)
  if ((a !== undefined && a > month) || (b !== undefined && b < month)) return 0
  if (a !== month && b !== month) return 1
  const days = monthDays(month)
  // Days of the month, 1..days, inside (after, onOrBefore].
  const first = a === month ? Number(after!.slice(8, 10)) + 1 : 1
  const last = b === month ? Number(onOrBefore!.slice(8, 10)) : days
  return Math.max(0, Math.min(days, last) - first + 1) / days
}

const DATED = /^\d{4}-\d{2}$/

export function planSearch(rows: readonly ShapeRow[], s: SearchShape): SearchPlan {
  let windowRows = 0
  let tallEnough = 0
  let all = 0
  // Rows of the gender(s) at least the height asked, of any age: the height index's range.
  let tall = 0
  for (const r of rows) {
    all += r.n
    if (
      s.heightMin !== undefined &&
      r.height >= s.heightMin &&
      (s.gender === undefined || r.gender === s.gender)
    )
      tall += r.n
    if (s.gender !== undefined && r.gender !== s.gender) continue
    const open = s.after === undefined && s.onOrBefore === undefined
    // A profile without a date of birth is in no window.
    const dated = r.month.length === 7 && DATED.test(r.month)
    const inWindow = open ? r.n : dated ? r.n * monthShare(r.month, s.after, s.onOrBefore) : 0
    windowRows += inWindow
    if (s.heightMin === undefined || r.height >= s.heightMin) tallEnough += inWindow
  }
  const product = (shares: number[], n: number) => shares.reduce((rows, share) => rows * share, n)
  // The probed criteria's exact share of all profiles, taken as independent of gender, age and height.
  const jointShare = s.jointRows === undefined ? 1 : all > 0 ? Math.min(1, s.jointRows / all) : 0
  const inIndex = product(s.indexedShares, tallEnough) * jointShare
  const expected = product(s.shares, inIndex)
  const walkRows = Math.max(1, s.walkRows)
  // A walk reads entries until a page is found (all of them when fewer match); each is fetched from the table,
  // or, when the index holds every criterion, only those that match.
  const walkRead = (wanted: number) => {
    const entries = Math.min(walkRows, expected > 0 ? (wanted * walkRows) / expected : walkRows)
    return s.walkChecksAll ? entries + ROW_COST * Math.min(wanted, expected) : ROW_COST * entries
  }
  // A window reads its index range; rows that meet what the index holds are fetched, then sorted.
  const windowRead = windowRows + ROW_COST * inIndex
  // A criterion's own index, read whole (a rare value, or a few values of one), then sorted.
  const indexRead = s.indexRows === undefined ? Infinity : ROW_COST * s.indexRows
  // The search index's range for the probed criteria; the others it holds are checked there, the rest fetched.
  const jointRead =
    s.jointRows === undefined
      ? Infinity
      : (s.jointEntries ?? s.jointRows) + ROW_COST * product(s.indexedShares, s.jointRows)
  // The height index's range, every row in it fetched (taken at its dearest: its date of birth checked there or
  // on the row, whichever SQLite does).
  const heightRead = s.heightMin === undefined ? Infinity : ROW_COST * tall
  const cheapest = (costs: [Way, number][]) => costs.reduce((a, b) => (b[1] < a[1] ? b : a))
  const [page] = cheapest([
    ['walk', walkRead(PAGE_SIZE + 1)],
    ['window', windowRead],
    ['index', indexRead],
    ['joint', jointRead],
    ['height', heightRead],
  ])
  // Counting stops at the cap; the window reads only the index for the criteria it holds.
  const early = (cost: number) => Math.min(cost, expected > 0 ? ((COUNT_CAP + 1) * cost) / expected : cost)
  const [cheaper, countCost] = cheapest([
    ['walk', walkRead(COUNT_CAP + 1)],
    ['window', early(windowRead)],
    ['index', early(indexRead)],
    ['joint', early(jointRead)],
    ['height', early(heightRead)],
  ])
  const count = countCost > COUNT_BUDGET && expected > COUNT_CAP * 2 ? 'estimate' : cheaper
  return { windowRows: Math.round(windowRows), expected: Math.round(expected), page, count }
}
