import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { SqlBool } from 'kysely'
import { communitiesByReligion, communityLabel } from '../../shared/communities'
import { ageOn, bornOnOrBefore } from '../../shared/dates'
import { gunaMilan } from '../../shared/matching/guna-milan'
import type { MoonDetails } from '../../shared/matching/guna-milan'
import { tenPoruthams } from '../../shared/matching/porutham'
import type { Locale } from '../../shared/i18n'
import { genderOf } from '../../shared/grammar'
import { msg } from '../../shared/messages'
import { ANY, labelOf, motherTongueOptions, eatingOptions, countryOptions } from '../../shared/options'
import type { Preferences } from '../../shared/preferences'
import type { MatchCard } from '../../shared/api'
import { callerOf } from '../accounts/guards'
import { notBlockedWith } from '../connections/store'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import { sqliteFile } from '../db/read-pool'
import type { Reads } from '../db/read-pool'
import { pageAfter, parseMatchKey } from './match-pages'
import { valueCountsFor } from './value-counts'
import type { CountedColumn, ValueCounts } from './value-counts'
import type { ProfileRow } from '../db/schema'
import { fromRow, preferencesOf } from '../profiles/preferences'
import { findOwnProfile, findProfile } from '../profiles/store'
import { relationTo, searchCard } from '../visibility'
import { labelIn, requestLocale, say } from '../i18n'

// Matches for you: published profiles that meet this profile's preferences, checked the other way too
// (two-way), ranked best first, each with a short reason.

export const MATCH_CANDIDATES = 150
export const MATCHES_SHOWN = 20

const communityValueByLabel = new Map(
  Object.values(communitiesByReligion)
    .flat()
    .map((o) => [o.label.toLowerCase(), o.value]),
)
const listed = (list: readonly string[], value: string | null) =>
  !list.length || (value !== null && list.includes(value))

/** Whether `person` meets everything `prefs` asks; the names of what it misses otherwise. */
export function unmet(prefs: Preferences, person: ProfileRow): string[] {
  const missed: string[] = []
  const age = person.dob ? ageOn(person.dob) : null
  if (age === null || age < prefs.ageMin || age > prefs.ageMax) missed.push('age')
  if (person.height === null || person.height < prefs.heightMin || person.height > prefs.heightMax)
    missed.push('height')
  if (!listed(prefs.maritalStatuses, person.maritalStatus)) missed.push('marital status')
  if (!listed(prefs.religions, person.religion)) missed.push('religion')
  const community = person.caste ? (communityValueByLabel.get(person.caste.toLowerCase()) ?? null) : null
  if (!listed(prefs.communities, community)) missed.push('community')
  if (!listed(prefs.motherTongues, person.motherTongue)) missed.push('mother tongue')
  if (!listed(prefs.countries, person.country)) missed.push('country')
  if (!listed(prefs.educationLevels, person.educationLevel)) missed.push('education')
  if (!listed(prefs.diets, person.eating)) missed.push('diet')
  if (prefs.manglik !== ANY && person.dosham !== prefs.manglik) missed.push('manglik')
  return missed
}

// Stored values come from the same option lists the struct checked on the way in.
const moon = (p: ProfileRow): MoonDetails => ({
  nakshatra: (p.nakshatra ?? undefined) as MoonDetails['nakshatra'],
  pada: (p.pada ?? undefined) as MoonDetails['pada'],
  rashi: (p.rashi ?? undefined) as MoonDetails['rashi'],
  longitude: p.moonLongitude,
})

/** Guna milan of two profiles, the bride's side first (whatever order they come in). */
export function gunaMilanOf(a: ProfileRow, b: ProfileRow) {
  const [bride, groom] = a.gender === 'female' ? [a, b] : [b, a]
  return gunaMilan(moon(bride), moon(groom))
}

/** The ten poruthams of two profiles, the bride's side first. */
export function poruthamsOf(a: ProfileRow, b: ProfileRow) {
  const [bride, groom] = a.gender === 'female' ? [a, b] : [b, a]
  return tenPoruthams(moon(bride), moon(groom))
}

/** The score when both sides have the details, else null. */
export function gunaOf(a: ProfileRow, b: ProfileRow) {
  const result = gunaMilanOf(a, b)
  return result.status === 'ok' ? result : null
}

/** Reads the way families talk: "Both Tamil, ages fit, she prefers India", in the request's language. */
function reasonsFor(
  me: ProfileRow,
  them: ProfileRow,
  theirPrefs: Preferences | null,
  mutual: boolean,
  locale: Locale,
) {
  const reasons: string[] = []
  let score = 0
  const who = genderOf(them.gender)
  const label = (english: string) => labelIn(locale, english)
  if (me.motherTongue && me.motherTongue === them.motherTongue) {
    reasons.push(
      say(locale, 'server.match.bothLanguage', {
        language: label(labelOf(motherTongueOptions, me.motherTongue)),
      }),
    )
    score += 3
  }
  if (me.caste && them.caste && me.caste.toLowerCase() === them.caste.toLowerCase()) {
    reasons.push(say(locale, 'server.match.bothCommunity', { community: them.caste }))
    score += 2
  }
  reasons.push(say(locale, mutual ? 'server.match.agesBothWays' : 'server.match.agesFit'))
  if (mutual) score += 5
  if (me.city && me.city === them.city) {
    reasons.push(say(locale, 'server.match.livesIn', { who, place: label(them.city) }))
    score += 3
  } else if (me.state && me.state === them.state) {
    reasons.push(say(locale, 'server.match.livesIn', { who, place: label(them.state) }))
    score += 2
  } else if (theirPrefs?.countries.length && me.country && theirPrefs.countries.includes(me.country)) {
    reasons.push(
      say(locale, 'server.match.prefers', { who, country: label(labelOf(countryOptions, me.country)) }),
    )
    score += 1
  }
  if (me.eating && me.eating === them.eating) {
    const diet = labelOf(eatingOptions, me.eating)
    reasons.push(
      say(locale, 'server.match.bothDiet', { diet: locale === 'en' ? diet.toLowerCase() : label(diet) }),
    )
    score += 1
  }
  const guna = gunaOf(me, them)
  if (guna) {
    reasons.push(say(locale, 'server.match.guna', { total: guna.total }))
    score += guna.total / 6
  }
  const text = reasons.join(', ')
  return { reason: text.charAt(0).toUpperCase() + text.slice(1), score }
}

/** The candidates that meet `prefs`, newest first, with their own preferences (or none saved). */
export interface Finder {
  db: Db
  reads: Reads
  counts: ValueCounts
  /**
   * SQLite: a unary + keeps a filter off an index, so the planner walks the one we choose. PostgreSQL's planner
   * chooses itself, from the extended statistics and the walking index of migration 011 (match statistics).
   */
  sqlite: boolean
}

/** The candidates that meet `prefs`, newest first, with their own preferences (or none saved). */
async function candidates(f: Finder, me: ProfileRow, prefs: Preferences, verifiedOnly = false) {
  const lists: [CountedColumn, readonly string[]][] = [
    ['gender', me.gender === 'female' ? ['male'] : me.gender === 'male' ? ['female'] : []],
    ['maritalStatus', prefs.maritalStatuses],
    ['religion', prefs.religions],
    ['caste', prefs.communities.map(communityLabel)],
    ['motherTongue', prefs.motherTongues],
    ['country', prefs.countries],
    ['eating', prefs.diets],
  ]
  const given = lists.filter(([, values]) => values.length)
  // SQLite: the filter that leaves the fewest rows drives the query; the others are checked on the rows it finds.
  const estimates = await Promise.all(given.map(([column, values]) => f.counts.estimate(column, values)))
  // "Verified in person only" walks the partial index of verified profiles (migration 031), newest first.
  const driver = verifiedOnly ? 'verifiedAt' : given[estimates.indexOf(Math.min(...estimates))]?.[0]
  const col = <T = string>(column: string) =>
    f.sqlite && column !== driver ? sql<T>`+${sql.ref(`c.${column}`)}` : sql.ref<T>(`c.${column}`)

  // First the newest profiles that meet these preferences, from the profiles table alone (simple enough for
  // any planner to walk an index in order and stop early); then their own preferences and the exclusions.
  let inner = f.db
    .selectFrom('profiles as c')
    .selectAll('c')
    .where(verifiedOnly ? col('status') : sql.ref<string>('c.status'), '=', 'published')
    .where('c.id', '!=', me.id)
    .where(col('dob'), '<=', bornOnOrBefore(prefs.ageMin))
    .where(col('dob'), '>', bornOnOrBefore(prefs.ageMax + 1))
    .where(col<number>('height'), '>=', prefs.heightMin)
    .where(col<number>('height'), '<=', prefs.heightMax)
  for (const [column, values] of given) inner = inner.where(col(column), 'in', values)
  if (prefs.educationLevels.length) inner = inner.where(col('educationLevel'), 'in', prefs.educationLevels)
  if (prefs.manglik !== ANY) inner = inner.where(col('dosham'), '=', prefs.manglik)
  if (verifiedOnly) inner = inner.where(col('verifiedAt'), 'is not', null)
  // Never someone blocked either way, declined either way, or put on this profile's hidden list (No).
  inner = inner
    .where(notBlockedWith(me.id, 'c.id'))
    .where(
      sql<SqlBool>`not exists (select 1 from interests i where i.status = 'declined' and
        ((i."fromProfileId" = ${me.id} and i."toProfileId" = c.id) or
         (i."toProfileId" = ${me.id} and i."fromProfileId" = c.id)))`,
    )
    .where(
      sql<SqlBool>`not exists (select 1 from shortlist s where s."ownerProfileId" = ${me.id}
        and s."profileId" = c.id and s.kind = 'no')`,
    )
  const rows = await f.reads.all(
    inner.orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').limit(MATCH_CANDIDATES),
  )
  // Their own preferences, by id: a second simple query rather than a join the planners misjudge.
  const saved = rows.length
    ? await f.reads.all(
        f.db
          .selectFrom('preferences')
          .selectAll()
          .where(
            'profileId',
            'in',
            rows.map((r) => r.id),
          ),
      )
    : []
  const byId = new Map(saved.map((p) => [p.profileId, fromRow(p)]))
  return rows.map((row) => ({ row, theirPrefs: byId.get(row.id) ?? null }))
}

/** Ranked matches for a profile; `mutualOnly` keeps those whose own preferences the profile meets too. */
export async function matchesFor(
  f: Finder,
  me: ProfileRow,
  mutualOnly: boolean,
  locale: Locale = 'en',
  after: ReturnType<typeof parseMatchKey> = null,
  verifiedOnly = false,
): Promise<{ results: MatchCard[]; next: string | null }> {
  const { preferences } = await preferencesOf(f.db, me)
  const found = await candidates(f, me, preferences, verifiedOnly)
  const ranked = found.map(({ row, theirPrefs }) => {
    const mutual = theirPrefs === null || unmet(theirPrefs, me).length === 0
    const { reason, score } = reasonsFor(me, row, theirPrefs, mutual, locale)
    return { row, mutual, reason, score }
  })
  const { page, next } = pageAfter(
    ranked.filter((m) => !mutualOnly || m.mutual),
    after,
    MATCHES_SHOWN,
  )
  return { results: page.map((m) => ({ ...searchCard(m.row), reason: m.reason, mutual: m.mutual })), next }
}

export function matchRoutes(api: FastifyInstance, { db, reads, auth, config }: AppContext) {
  const finder: Finder = { db, reads, counts: valueCountsFor(db, reads), sqlite: sqliteFile(config) !== null }
  // A member's own profile; staff name a profile of their office (?for=id).
  api.get('/matches', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const query = request.query as { for?: string; mutual?: string; after?: string; verified?: string }
    const after = query.after ? parseMatchKey(String(query.after)) : null
    if (query.after && !after) return reply.code(400).send({ message: msg.notInList })
    let me: ProfileRow | undefined
    if (caller.role === 'member') me = await findOwnProfile(db, caller.accountId)
    else {
      const id = Number(query.for)
      me = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findProfile(db, id) : undefined
      if (me && relationTo(caller, me) !== 'manager')
        return reply.code(403).send({ message: msg.otherOffice })
    }
    if (!me) return reply.code(404).send({ message: msg.profileNotAvailable })
    if (me.status !== 'published') return reply.code(409).send({ message: msg.matchesAfterPublishing })
    const { results, next } = await matchesFor(
      finder,
      me,
      query.mutual !== '0',
      requestLocale(request),
      after,
      query.verified === '1',
    )
    return reply.header('Cache-Control', 'no-store').send({ profileId: me.id, results, next })
  })
}
