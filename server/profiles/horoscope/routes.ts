import type { FastifyInstance } from 'fastify'
import type { BirthChartView, Place } from '../../../shared/api'
import { msg } from '../../../shared/messages'
import { BirthDetailsBody } from '../../../shared/schemas/horoscope'
import { rashiOf } from '../../../shared/matching/nakshatras'
import type { AppContext } from '../../context'
import type { ProfileRow } from '../../db/schema'
import { nowIso, validOr400 } from '../../http'
import { requestLocale } from '../../i18n'
import { auditStaff } from '../../privacy/audit'
import { findManaged } from '../routes'
import { logProfileEvent, managedProfile, findProfile } from '../store'
import { birthChart } from './birth-chart'
import type { BirthChart } from './birth-chart'
import { placeById, placeName, searchPlaces } from './places'

// Birth details: the places a birth can be given for, what the details give (preview), and saving them
// (with the computed nakshatra, pada, rashi and manglik when the family takes them).

const QUERY_MAX = 60

type Outcome = { chart: BirthChart | null; place: Place | null } | { field: string; message: string }

/** The stored place when the form sends its id back unchanged, so a change of the places list never moves it. */
function storedPlace(row: ProfileRow): Place | null {
  if (!row.birthPlaceId || !row.birthPlace || row.birthLatitude === null || row.birthLongitude === null)
    return null
  return {
    id: row.birthPlaceId,
    name: row.birthPlace,
    region: '',
    country: '',
    latitude: row.birthLatitude,
    longitude: row.birthLongitude,
    timeZone: row.birthTimeZone ?? '',
  }
}

function work(row: ProfileRow, body: BirthDetailsBody): Outcome {
  const place = !body.placeId
    ? null
    : body.placeId === row.birthPlaceId
      ? storedPlace(row)
      : placeById(body.placeId)
  if (body.placeId && !place) return { field: 'placeId', message: msg.birthPlaceUnknown }
  if (!body.apply || !body.birthTime) return { chart: null, place: place ?? null }
  if (!place) return { field: 'placeId', message: msg.birthPlaceRequired }
  if (!row.dob) return { field: 'birthTime', message: msg.birthDateFirst }
  const chart = birthChart({
    date: row.dob,
    time: body.birthTime,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
  })
  if (chart.status === 'time-skipped') return { field: 'birthTime', message: msg.birthTimeSkipped }
  return { chart, place }
}

/** The chart as its managers see it: never the UTC instant or the exact longitude, which say nothing more. */
function view(chart: BirthChart | null): BirthChartView {
  if (!chart) return { status: 'not-enough-details' }
  if (chart.status !== 'ok') return { status: chart.status }
  const { moon, otherSide, lagna, mars, manglik, repeatedHour } = chart
  return {
    status: 'ok',
    moon: { nakshatra: moon.nakshatra, pada: moon.pada, rashi: moon.rashi },
    otherSide,
    lagna,
    mars,
    manglik,
    repeatedHour,
  }
}

export function horoscopeRoutes(api: FastifyInstance, { db, auth }: AppContext) {
  // The places list is public data: no session needed, a few results per query.
  api.get('/places', async (request, reply) => {
    const q = String((request.query as { q?: unknown }).q ?? '').slice(0, QUERY_MAX)
    return reply.header('Cache-Control', 'public, max-age=3600').send({ places: searchPlaces(q) })
  })

  api.post('/profiles/:id/birth-details/preview', { preHandler: auth.session }, async (request, reply) => {
    const m = await findManaged(db, request, reply)
    if (!m) return reply
    const body = validOr400(request.body, BirthDetailsBody, reply)
    if (!body) return reply
    const outcome = work(m.row, { ...body, apply: true })
    if ('field' in outcome)
      return reply.code(400).send({ message: outcome.message, errors: { [outcome.field]: outcome.message } })
    await auditStaff(db, m.caller, 'profile.viewed', m.row.id, 'birth details worked out')
    return reply.header('Cache-Control', 'no-store').send({ chart: view(outcome.chart) })
  })

  api.put('/profiles/:id/birth-details', { preHandler: auth.session }, async (request, reply) => {
    const m = await findManaged(db, request, reply)
    if (!m) return reply
    if (m.row.status === 'closed') return reply.code(409).send({ message: msg.closedProfileUnchangeable })
    const body = validOr400(request.body, BirthDetailsBody, reply)
    if (!body) return reply
    const outcome = work(m.row, body)
    if ('field' in outcome)
      return reply.code(400).send({ message: outcome.message, errors: { [outcome.field]: outcome.message } })
    const { chart, place } = outcome
    const details = {
      birthTime: body.birthTime,
      birthPlaceId: place?.id ?? null,
      birthPlace: place ? (place.region || place.country ? placeName(place) : place.name) : null,
      birthLatitude: place?.latitude ?? null,
      birthLongitude: place?.longitude ?? null,
      birthTimeZone: place?.timeZone ?? null,
    }
    let horoscope: Partial<ProfileRow> = {}
    if (chart?.status === 'ok') {
      const sides = [chart.moon, ...(chart.otherSide ? [chart.otherSide] : [])]
      const picked = body.choice
        ? sides.find((s) => s.nakshatra === body.choice!.nakshatra && s.pada === body.choice!.pada)
        : chart.otherSide
          ? undefined
          : chart.moon
      if (!picked)
        return reply.code(400).send({ message: msg.chooseMoonSide, errors: { choice: msg.chooseMoonSide } })
      horoscope = {
        nakshatra: picked.nakshatra,
        pada: picked.pada,
        rashi: rashiOf(picked.nakshatra, picked.pada) ?? picked.rashi,
        // The exact degree only when the family took the computed side: it then agrees with the pada.
        moonLongitude: picked === chart.moon ? chart.moon.longitude : null,
        horoscopeSource: 'computed',
        dosham: chart.manglik.manglik ? 'yes' : 'no',
        doshamSource: 'computed',
      }
    } else if (m.row.horoscopeSource === 'computed' && !sameDetails(m.row, details)) {
      // New details not worked out: what was computed from the old ones no longer stands as computed.
      horoscope = { horoscopeSource: 'family', moonLongitude: null }
      if (m.row.doshamSource === 'computed') horoscope.doshamSource = 'family'
    }
    await db
      .updateTable('profiles')
      .set({ ...details, ...horoscope, updatedAt: nowIso(), updatedBy: m.caller.accountId })
      .where('id', '=', m.row.id)
      .execute()
    const changed = ['birth time', 'birth place', ...(chart?.status === 'ok' ? ['horoscope (computed)'] : [])]
    await logProfileEvent(db, m.row.id, m.caller.accountId, 'Edited', changed.join(', '))
    await auditStaff(db, m.caller, 'profile.edited', m.row.id, changed.join(', '))
    const row = (await findProfile(db, m.row.id))!
    return reply
      .header('Cache-Control', 'no-store')
      .send({ profile: await managedProfile(db, row, requestLocale(request)) })
  })
}

const sameDetails = (row: ProfileRow, d: Pick<ProfileRow, 'birthTime' | 'birthPlace'>) =>
  row.birthTime === d.birthTime && row.birthPlace === d.birthPlace
