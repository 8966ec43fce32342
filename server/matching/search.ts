import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { bornOnOrBefore } from '../../shared/dates'
import { parseHeight, profileGenderOptions } from '../../shared/options'
import { COUNT_CAP, PAGE_SIZE } from '../../shared/limits'
import { SearchQuery } from '../../shared/schemas/search'
import type { SearchQuery as SearchQueryValue } from '../../shared/schemas/search'
import type { AppContext } from '../context'
import { notBlockedWith } from '../connections/store'
import { validOr400 } from '../http'
import { sqliteFile } from '../db/read-pool'
import { ReadShare } from '../read-share'
import { findOwnProfile } from '../profiles/store'
import { searchCard } from '../visibility'
import {
  applyCriteria,
  applyCursor,
  criteriaColumns,
  cursorOf,
  given,
  ORDERED_INDEX_COLUMNS,
} from './search-filter'
import type { ProfileQuery } from './search-filter'
import { planSearch } from './search-plan'
import type { Way } from './search-plan'
import { valueCountsFor } from './value-counts'
import { probeJoint } from './search-probes'
import { WALK_CHECKED } from '../db/migrations/039-search-walks'
import type { Joint } from './search-probes'

/** Query strings carry one value or many; photoSettings is the only list. */
function normaliseQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const one = key !== 'photoSettings' && Array.isArray(value) ? value[0] : value
    // An empty parameter is a criterion left open.
    if (one !== '') out[key] = one
  }
  if (typeof out.photoSettings === 'string') out.photoSettings = [out.photoSettings]
  return out
}

/** Indexes the page or count reads, per plan (SQLite; search-filter.ts keeps the others off theirs). */
const WINDOW_INDEX = ['gender', 'dob']
const HEIGHT_INDEX = ['gender', 'height']
/**
 * The criteria the window's index holds beside gender, date of birth and height: since migration 039 the same as
 * a walk checks.
 */
const IN_WINDOW_INDEX: readonly string[] = WALK_CHECKED.filter(
  (column) => column !== 'gender' && column !== 'dob' && column !== 'height',
)
/** Criteria with an index of their own (status, column, createdAt, id), for one value or several. */
const INDEXED: readonly string[] = [...ORDERED_INDEX_COLUMNS, 'annualIncome']
export function searchRoutes(api: FastifyInstance, { db, reads, counters, config, auth }: AppContext) {
  const counts = valueCountsFor(db, reads)
  // Load the per-value counts once at start, off the event loop, so the first search does not wait for them.
  api.addHook('onReady', () => void counts.total().catch(() => undefined))

  const sqlite = sqliteFile(config) !== null

  /**
   * How the page and the count read their rows (search-plan.ts), and the single-value criterion with an ordered
   * index that leaves the fewest rows, for a walk (null: the newest-first index of all profiles).
   */
  async function planOf(q: SearchQueryValue) {
    const all = Math.max(1, await counts.total())
    const columns = criteriaColumns(q)
    const each = await Promise.all(columns.map(([column, values]) => counts.estimate(column, values)))
    let driver: string | null = null
    let driverRows = all
    columns.forEach(([column, values], i) => {
      if (values.length === 1 && ORDERED_INDEX_COLUMNS.includes(column) && each[i] < driverRows)
        [driver, driverRows] = [column, each[i]]
    })
    // The criterion with an index that leaves the fewest rows, one value or several (income: a few).
    let indexed: string | null = null
    let indexRows: number | undefined
    columns.forEach(([column], i) => {
      if (INDEXED.includes(column) && (indexRows === undefined || each[i] < indexRows))
        [indexed, indexRows] = [column, each[i]]
    })
    // Criteria that may never meet: how many profiles hold them together, counted in indexes (search-probes.ts).
    const single = columns.flatMap(([column, values], i): [string, string, number][] =>
      values.length === 1 ? [[column, values[0], each[i]]] : [],
    )
    const walkChecksAll =
      driver !== null &&
      columns.every(
        ([column]) => column === driver || (WALK_CHECKED as readonly string[]).includes(column),
      ) &&
      q.withPhoto !== '1' &&
      !q.recentlyJoined &&
      !q.activeMembers
    const joint = await probeJoint(db, reads, q, single, !walkChecksAll)
    const covered = joint?.covered ?? []
    const shares: number[] = []
    const indexedShares: number[] = []
    columns.forEach(([column], i) => {
      if (column === 'gender' || covered.includes(column)) return
      ;(IN_WINDOW_INDEX.includes(column) ? indexedShares : shares).push(each[i] / all)
    })
    if (q.withPhoto === '1') shares.push((await counts.withPhoto()) / all)
    const shape = await counts.shape()
    const plan = planSearch(shape, {
      after: q.ageTo !== undefined ? bornOnOrBefore(q.ageTo + 1) : undefined,
      onOrBefore: q.ageFrom !== undefined ? bornOnOrBefore(q.ageFrom) : undefined,
      heightMin: given(q.height) ? (parseHeight(q.height) ?? 0) : undefined,
      gender: given(q.gender) ? q.gender : undefined,
      shares,
      indexedShares,
      walkRows: driverRows,
      walkChecksAll,
      indexRows,
      jointRows: joint?.rows,
      jointEntries: joint?.entries,
    })
    // Every gender a profile may have, and any other found stored: a window without a gender reads each.
    const genders = [
      ...new Set([...profileGenderOptions.map((o) => o.value as string), ...shape.map((r) => r.gender)]),
    ]
    return {
      ...plan,
      driver: driver as string | null,
      indexed: indexed as string | null,
      genders,
      joint,
    }
  }

  /** The criteria, read the way `how` says: a walk of the driver's index, the window's, or the narrowest's. */
  function readBy(
    q: SearchQueryValue,
    how: Way,
    plan: { driver: string | null; indexed: string | null; genders: string[]; joint?: Joint },
  ) {
    const base = db.selectFrom('profiles')
    // The ids the two criteria's indexes share, found by the probe: looked up by id, the rest checked on them.
    if (how === 'joint' && plan.joint?.ids)
      return applyCriteria(base, q, undefined, sqlite ? [] : undefined).where(
        'profiles.id',
        'in',
        plan.joint.ids.length ? plan.joint.ids : [0],
      )
    if (how === 'joint') return applyCriteria(base, q, undefined, sqlite ? plan.joint?.covered : undefined)
    if (how === 'walk')
      return applyCriteria(base, q, undefined, sqlite ? [plan.driver ?? '', 'createdAt'] : undefined)
    if (how === 'index') return applyCriteria(base, q, undefined, sqlite ? [plan.indexed ?? ''] : undefined)
    const index = how === 'height' ? HEIGHT_INDEX : WINDOW_INDEX
    const query = applyCriteria(base, q, undefined, sqlite ? index : undefined)
    // Without a gender the window (or height range) is read once per gender (the index starts with it).
    return given(q.gender) ? query : query.where('gender', 'in', plan.genders)
  }

  /**
   * How many profiles match, capped; a window of one gender counts in birth-date order, which its index gives
   * (without a gender no index gives that order: it would read and sort every row in the window).
   */
  async function countOf(filtered: ProfileQuery, order: 'dob' | 'createdAt' | null): Promise<number> {
    const hits = (order ? filtered.orderBy(order, order === 'createdAt' ? 'desc' : 'asc') : filtered)
      .select('id')
      .limit(COUNT_CAP + 1)
      .as('hits')
    const [counted] = await reads.all(db.selectFrom(hits).select((eb) => eb.fn.countAll<number>().as('n')))
    return Number(counted.n)
  }

  // Searches per minute and a share of reading time per address (server/read-share.ts).
  const share = new ReadShare(counters, {
    perMinute: config.searchPerMinute,
    percent: config.searchSharePercent,
  }).hooks((error) => api.log.error({ err: error }, 'A search could not settle its share of reading time'))
  const hooks = { preHandler: [auth.optional, share.preHandler], onResponse: share.onResponse }
  api.get('/profiles/search', hooks, async (request, reply) => {
    const q = validOr400(normaliseQuery(request.query), SearchQuery, reply)
    if (!q) return reply
    const started = performance.now()
    const planned = await planOf(q)
    const plannedAt = performance.now()
    // Criteria that no published profile holds together: nothing to read (the probe counted exactly).
    if (planned.joint?.rows === 0)
      return reply.send({ results: [], total: 0, totalCapped: false, pageSize: PAGE_SIZE, next: null })
    // "Verified in person only" walks the small partial index of verified profiles (migration 031), newest
    // first, and counts on it (they are few: one office visit each).
    const plan =
      q.verified === '1'
        ? { ...planned, page: 'walk' as const, count: 'walk' as const, driver: 'verifiedAt' }
        : planned
    let paged = readBy(q, plan.page, plan)
    let counted = plan.count === 'estimate' ? null : readBy(q, plan.count, plan)
    // A member does not find the profiles blocked either way with their own (server/connections).
    const caller = request.caller
    const own = caller?.role === 'member' ? await findOwnProfile(db, caller.accountId) : undefined
    if (own) {
      paged = paged.where(notBlockedWith(own.id, 'profiles.id'))
      counted = counted?.where(notBlockedWith(own.id, 'profiles.id')) ?? null
    }
    // Unless walking, the matches are sorted, not read in an index's order: an expression keeps PostgreSQL's
    // planner from walking a newest-first index instead (and SQLite's, though + already keeps it off).
    const newest =
      plan.page === 'walk' ? sql.ref<string>('createdAt') : sql<string>`${sql.ref('createdAt')} || ''`
    // Both reads run off the event loop (server/db/read-pool.ts): a broad search never stalls other requests.
    const rows = await reads.all(
      applyCursor(paged, q.after)
        .selectAll()
        .orderBy(newest, 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE + 1),
    )
    const pagedAt = performance.now()
    const total =
      !q.after && rows.length <= PAGE_SIZE
        ? rows.length
        : counted
          ? await countOf(
              counted,
              plan.count === 'window' && given(q.gender)
                ? 'dob'
                : // PostgreSQL counts a walk in its newest-first order too, or it may take an index that holds
                  // every criterion and read it from the start (a height without a gender: all women first).
                  plan.count === 'walk' && !sqlite
                  ? 'createdAt'
                  : null,
            )
          : COUNT_CAP + 1
    const page = rows.slice(0, PAGE_SIZE)
    // How the time went and which way each read took, for operators and the bench (no personal data).
    const ms = (from: number, to: number) => (to - from).toFixed(1)
    const probe = planned.joint ? `;desc="probe ${planned.joint.kind} ${planned.joint.rows}"` : ''
    void reply.header(
      'server-timing',
      `plan;dur=${ms(started, plannedAt)}${probe}, page;dur=${ms(plannedAt, pagedAt)};desc="${plan.page}", ` +
        `count;dur=${ms(pagedAt, performance.now())};desc="${plan.count}"`,
    )
    return reply.send({
      results: page.map(searchCard),
      total: Math.min(total, COUNT_CAP),
      totalCapped: total > COUNT_CAP,
      pageSize: PAGE_SIZE,
      next: rows.length > PAGE_SIZE ? cursorOf(page[page.length - 1]) : null,
    })
  })
}
