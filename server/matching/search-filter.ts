import { sql } from 'kysely'
import type { SelectQueryBuilder } from 'kysely'
import { communityLabel } from '../../shared/communities'
import { bornOnOrBefore } from '../../shared/dates'
import { annualIncomeOptions, ANY, parseHeight } from '../../shared/options'
import { countryList, regionLabel } from '../../shared/places'
import type { SearchQuery } from '../../shared/schemas/search'
import type { Database } from '../db/schema'
import type { CountedColumn } from './value-counts'

export type ProfileQuery<O = unknown> = SelectQueryBuilder<Database, 'profiles', O>

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const
const since = (period: keyof typeof PERIOD_DAYS, now: number) =>
  new Date(now - PERIOD_DAYS[period] * 86_400_000).toISOString()

export const given = (v: string | undefined): v is string => v !== undefined && v !== '' && v !== ANY

const regionLabels = new Map(
  countryList.flatMap((c) => c.regions.map((r) => [r.value, r.label] as const)).reverse(),
)
// A region value names different regions in different countries ('eastern': Fiji's, Sri Lanka's): the
// country chosen says which; without one, the first listed.
const stateLabel = (q: SearchQuery, state: string) =>
  (given(q.country) ? regionLabel(q.country, state) : '') || (regionLabels.get(state) ?? state)
const incomeOrder = annualIncomeOptions.map((o) => o.value as string)

/** The where-clauses of a search: only published profiles, then each criterion that is not left open. */
export function applyCriteria<O>(
  query: ProfileQuery<O>,
  q: SearchQuery,
  now = Date.now(),
  /**
   * SQLite: a unary + keeps every other criterion off its index, so the query reads the index we choose
   * (search-plan.ts): a walk in newest-first order of this criterion's own (status, column, createdAt), or with
   * null the newest-first index of all published profiles; with a list, the index those columns lead (gender
   * and dob: an age window). Undefined leaves the choice to the planner.
   */
  walkIndexOf?: string | null | readonly string[],
): ProfileQuery<O> {
  const kept = (name: string) =>
    walkIndexOf === undefined ||
    (typeof walkIndexOf === 'string' || walkIndexOf === null
      ? name === walkIndexOf
      : walkIndexOf.includes(name))
  const col = (name: string) => (kept(name) ? sql.ref<string>(name) : sql<string>`+${sql.ref(name)}`)
  // Verified only: the status too is checked on the rows the partial index of verified profiles gives.
  const verifiedWalk = Array.isArray(walkIndexOf)
    ? walkIndexOf.includes('verifiedAt')
    : walkIndexOf === 'verifiedAt'
  let out = query.where(verifiedWalk ? col('status') : sql.ref<string>('status'), '=', 'published')
  // Age range as a date-of-birth range, so an index can answer it. Height means "at least this tall".
  if (q.ageFrom !== undefined) out = out.where(col('dob'), '<=', bornOnOrBefore(q.ageFrom))
  if (q.ageTo !== undefined) out = out.where(col('dob'), '>', bornOnOrBefore(q.ageTo + 1))
  if (given(q.height)) out = out.where(sql<number>`${col('height')}`, '>=', parseHeight(q.height) ?? 0)
  if (given(q.gender)) out = out.where(col('gender'), '=', q.gender)
  if (given(q.maritalStatus)) out = out.where(col('maritalStatus'), '=', q.maritalStatus)
  if (given(q.haveChildren)) out = out.where(col('haveChildren'), '=', q.haveChildren)
  if (given(q.religion)) out = out.where(col('religion'), '=', q.religion)
  if (given(q.motherTongue)) out = out.where(col('motherTongue'), '=', q.motherTongue)
  if (given(q.country)) out = out.where(col('country'), '=', q.country)
  // Community and state are stored as people read them (the office form takes text).
  if (given(q.community)) out = out.where(col('caste'), '=', communityLabel(q.community))
  if (given(q.state)) out = out.where(col('state'), '=', stateLabel(q, q.state))
  if (given(q.city)) out = out.where(col('city'), '=', q.city)
  if (given(q.educationLevel)) out = out.where(col('educationLevel'), '=', q.educationLevel)
  if (given(q.professionGroup)) out = out.where(col('professionGroup'), '=', q.professionGroup)
  if (given(q.incomeMin))
    out = out.where(col('annualIncome'), 'in', incomeOrder.slice(incomeOrder.indexOf(q.incomeMin)))
  if (given(q.diet)) out = out.where(col('eating'), '=', q.diet)
  if (given(q.manglik)) out = out.where(col('dosham'), '=', q.manglik)
  if (q.withPhoto === '1') out = out.where(col('mainPhotoId'), 'is not', null)
  // Answered by the partial index of verified profiles (migration 031), newest first.
  if (q.verified === '1') out = out.where(col('verifiedAt'), 'is not', null)
  if (q.recentlyJoined) out = out.where(col('createdAt'), '>=', since(q.recentlyJoined, now))
  if (q.activeMembers) out = out.where(col('updatedAt'), '>=', since(q.activeMembers, now))
  return out
}

/** A page starts after the last result shown: newest first, by join time then id. */
export function applyCursor<O>(query: ProfileQuery<O>, after: string | undefined): ProfileQuery<O> {
  if (!after) return query
  const cut = after.lastIndexOf('_')
  const createdAt = after.slice(0, cut)
  const id = Number(after.slice(cut + 1))
  return query.where((eb) =>
    eb.or([eb('createdAt', '<', createdAt), eb.and([eb('createdAt', '=', createdAt), eb('id', '<', id)])]),
  )
}

export const cursorOf = (row: { createdAt: string; id: number }) => `${row.createdAt}_${row.id}`

/** Columns with an index (status, column, createdAt, id): walking one gives its rows newest first. */
export const ORDERED_INDEX_COLUMNS: readonly string[] = [
  'gender',
  'motherTongue',
  'religion',
  'caste',
  'city',
  'state',
  'country',
  'maritalStatus',
  'educationLevel',
  'professionGroup',
  'eating',
]

/** The equality criteria of a search as column and values, for estimating how many rows each leaves. */
export function criteriaColumns(q: SearchQuery): [CountedColumn, string[]][] {
  const out: [CountedColumn, string[]][] = []
  const add = (column: CountedColumn, value: string | undefined) =>
    given(value) && out.push([column, [value]])
  add('gender', q.gender)
  add('maritalStatus', q.maritalStatus)
  add('haveChildren', q.haveChildren)
  add('religion', q.religion)
  add('motherTongue', q.motherTongue)
  add('country', q.country)
  if (given(q.community)) out.push(['caste', [communityLabel(q.community)]])
  if (given(q.state)) out.push(['state', [stateLabel(q, q.state)]])
  add('city', q.city)
  add('educationLevel', q.educationLevel)
  add('professionGroup', q.professionGroup)
  if (given(q.incomeMin)) out.push(['annualIncome', incomeOrder.slice(incomeOrder.indexOf(q.incomeMin))])
  add('eating', q.diet)
  add('dosham', q.manglik)
  return out
}
