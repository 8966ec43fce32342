import { sql } from 'kysely'
import type { SearchQuery } from '../../shared/schemas/search'
import type { Db } from '../db/database'
import type { Reads } from '../db/read-pool'
import { given, ORDERED_INDEX_COLUMNS } from './search-filter'

// Exact counts of criteria held together, read in indexes only and capped (issue 25). The plan otherwise takes
// the criteria as independent, and two values that each are common or rare may meet in no profile at all
// (Sikh and Hindi-speaking; Brahmin and living in Tezpur): a walk of the rarer one's index then reads every row
// of it before it answers nothing. The count replaces the guess, and when it is 0 search answers at once.

/** The columns after status in the search index (migration 003), in its order: a probe reads a leading run. */
const SEARCH_INDEX_LEAD = ['religion', 'motherTongue', 'country', 'maritalStatus'] as const
/** A probe stops counting here: past it the criteria are common together, and the estimate is good enough. */
export const PROBE_CAP = 2_000
/**
 * Two criteria with indexes of their own are intersected when both ranges together are at most this long (a few
 * milliseconds at most, index entries only).
 */
const PAIR_ENTRIES = 25_000

export interface Joint {
  /** Profiles holding the criteria together (under the cap), all genders and ages. */
  rows: number
  /** Index entries the page and count still read to find them (none for a pair: its ids are in hand). */
  entries: number
  /** The criteria counted (their columns), whose shares the plan no longer multiplies. */
  covered: string[]
  /** 'lead': a range of the search index; 'pair': the ids two criteria's own indexes share. */
  kind: 'lead' | 'pair'
  /** 'pair': the ids found (all of them: fewer than the cap), so that the page and count need not look again. */
  ids?: number[]
}

/** The criteria given that lead the search index, one after another from religion (two or more, else none). */
function leadingCriteria(q: SearchQuery): [string, string][] {
  const lead: [string, string][] = []
  for (const column of SEARCH_INDEX_LEAD) {
    const value = q[column]
    if (!given(value)) break
    lead.push([column, value])
  }
  return lead.length >= 2 ? lead : []
}

const published = (db: Db, criteria: [string, string][]) => {
  let query = db.selectFrom('profiles').select('id').where('status', '=', 'published')
  for (const [column, value] of criteria) query = query.where(sql.ref(column), '=', value)
  return query
}

/** The ids of published profiles that the two criteria's own (status, column, createdAt) indexes share. */
const pairIds = (db: Db, pair: [string, string][]) =>
  published(db, [pair[0]]).intersect(published(db, [pair[1]]))

export async function probeJoint(
  db: Db,
  reads: Reads,
  q: SearchQuery,
  /** Single-value criteria as column, value and estimated rows. */
  single: [string, string, number][],
  /**
   * Whether two criteria's indexes may be intersected: not when a walk of the rarer one checks the other in its
   * own index (migration 039), which reads fewer entries than the two ranges together.
   */
  pairs = true,
): Promise<Joint | undefined> {
  const count = async (query: ReturnType<typeof published>) => {
    const [row] = await reads.all(
      db.selectFrom(query.limit(PROBE_CAP).as('probe')).select((eb) => eb.fn.countAll<number>().as('n')),
    )
    return Number(row.n)
  }
  const lead = leadingCriteria(q)
  if (lead.length) {
    const rows = await count(published(db, lead))
    if (rows < PROBE_CAP) return { rows, entries: rows, covered: lead.map(([c]) => c), kind: 'lead' }
  }
  if (!pairs) return undefined
  const indexed = single
    .filter(([column]) => column !== 'gender' && ORDERED_INDEX_COLUMNS.includes(column))
    .sort((a, b) => a[2] - b[2])
  if (indexed.length < 2) return undefined
  const [a, b] = indexed
  if (a[2] + b[2] > PAIR_ENTRIES) return undefined
  const pair: [string, string][] = [
    [a[0], a[1]],
    [b[0], b[1]],
  ]
  const found = await reads.all(pairIds(db, pair).limit(PROBE_CAP))
  if (found.length >= PROBE_CAP) return undefined
  const ids = found.map((r) => Number(r.id))
  return { rows: ids.length, entries: 0, covered: [a[0], b[0]], kind: 'pair', ids }
}
