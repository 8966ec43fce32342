import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../../shared/messages'
import { member } from '../../connections/test-people'
import type { Person } from '../../connections/test-people'
import { startTestServer } from '../../test-support'
import type { TestServer } from '../../test-support'
import { birthChart } from './birth-chart'
import { placeById } from './places'

// Birth details over HTTP: the places list, working out and saving the horoscope, and the privacy of time and
// place of birth for every other kind of viewer.

const PRIVATE_KEYS = [
  'birthTime',
  'birthPlace',
  'birthLatitude',
  'birthLongitude',
  'birthTimeZone',
  'moonLongitude',
]
const DOB = '1994-02-18'

let s: TestServer
let meena: Person
let arjun: Person
let chennai: string

beforeAll(async () => {
  s = await startTestServer()
  meena = await member(s, 'Meena', { gender: 'female', dob: DOB, motherTongue: 'tamil', city: 'Madurai' })
  arjun = await member(s, 'Arjun', { gender: 'male', motherTongue: 'tamil', nakshatra: 'ardra', pada: '3' })
  const places = (await s.get('places?q=chenn')).body.places
  chennai = places[0].id
})
afterAll(() => s.close())

const save = (who: Person, body: Record<string, unknown>) =>
  s.put(`profiles/${who.id}/birth-details`, { apply: true, ...body }, who.auth)

describe('places', () => {
  it('finds towns as the person types, with coordinates and the IANA zone', async () => {
    const { status, body } = await s.get('places?q=chenn')
    expect(status).toBe(200)
    expect(body.places[0]).toMatchObject({ name: 'Chennai', region: 'Tamil Nadu', country: 'India' })
    expect(body.places[0].timeZone).toBe('Asia/Kolkata')
    expect(body.places[0].latitude).toBeCloseTo(13.09, 1)
    expect((await s.get('places?q=toron')).body.places[0]).toMatchObject({ timeZone: 'America/Toronto' })
    expect((await s.get('places?q=c')).body.places).toEqual([])
    expect((await s.get(`places?q=${'x'.repeat(500)}`)).status).toBe(200)
  })
})

describe('birth details', () => {
  it('computes the nakshatra, pada, rashi and manglik and marks them computed', async () => {
    const { status, body } = await save(meena, { birthTime: '05:40', placeId: chennai })
    expect(status, JSON.stringify(body)).toBe(200)
    const chart = birthChart({ ...placeById(chennai)!, date: DOB, time: '05:40' })
    if (chart.status !== 'ok') throw new Error(chart.status)
    expect(body.profile.values).toMatchObject({
      birthTime: '05:40',
      birthPlace: 'Chennai, Tamil Nadu, India',
      birthTimeZone: 'Asia/Kolkata',
      nakshatra: chart.moon.nakshatra,
      pada: chart.moon.pada,
      rashi: chart.moon.rashi,
      dosham: chart.manglik.manglik ? 'yes' : 'no',
      horoscopeSource: 'computed',
      doshamSource: 'computed',
    })
    // The public page says they were computed, and shows the nakshatra.
    const page = (await s.get(`profiles/${meena.id}`)).body
    expect(page).toMatchObject({ nakshatra: chart.moon.nakshatra, horoscopeSource: 'computed' })
  })

  it('previews without saving', async () => {
    const { status, body } = await s.post(
      `profiles/${meena.id}/birth-details/preview`,
      { birthTime: '23:10', placeId: chennai, apply: true },
      meena.auth,
    )
    expect(status).toBe(200)
    expect(body.chart.status).toBe('ok')
    expect(body.chart.manglik.ruleSet).toMatch(/lagna or the Moon/)
    expect(JSON.stringify(body)).not.toMatch(/longitude|utc/i)
    const values = (await s.get('me/profile', meena.auth)).body.profile.values
    expect(values.birthTime).toBe('05:40')
  })

  it('asks which pada when the Moon is within 0.1° of an edge, and takes the family’s choice', async () => {
    const place = placeById(chennai)!
    let time = ''
    let chart = null
    for (let minute = 0; minute < 24 * 60 && !time; minute++) {
      const t = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
      const c = birthChart({ ...place, date: DOB, time: t })
      if (c.status === 'ok' && c.otherSide) [time, chart] = [t, c]
    }
    if (!chart || chart.status !== 'ok' || !chart.otherSide) throw new Error('no edge on that day')
    const refused = await save(meena, { birthTime: time, placeId: chennai })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ choice: msg.chooseMoonSide })
    const other = { nakshatra: chart.otherSide.nakshatra, pada: chart.otherSide.pada }
    const taken = await save(meena, { birthTime: time, placeId: chennai, choice: other })
    expect(taken.status).toBe(200)
    expect(taken.body.profile.values).toMatchObject({ ...other, horoscopeSource: 'computed' })
    // The exact degree belongs to the other pada: it is not kept.
    expect(taken.body.profile.values.moonLongitude).toBeUndefined()
    const wrong = await save(meena, {
      birthTime: time,
      placeId: chennai,
      choice: { nakshatra: 'revati', pada: '4' },
    })
    expect(wrong.status).toBe(400)
  })

  it('keeps what the family typed when the time of birth is not known', async () => {
    await s.patch(`profiles/${arjun.id}`, { nakshatra: 'ardra', pada: '3', rashi: 'mithuna' }, arjun.auth)
    const { status, body } = await save(arjun, { birthTime: null, placeId: chennai })
    expect(status).toBe(200)
    expect(body.profile.values).toMatchObject({
      nakshatra: 'ardra',
      pada: '3',
      birthPlace: 'Chennai, Tamil Nadu, India',
    })
    expect(body.profile.values.birthTime).toBeUndefined()
    expect(body.profile.values.horoscopeSource).toBeUndefined()
  })

  it('marks a computed nakshatra as the family’s once they change it by hand', async () => {
    await save(meena, { birthTime: '05:40', placeId: chennai })
    const { body } = await s.patch(
      `profiles/${meena.id}`,
      { nakshatra: 'revati', pada: '1', rashi: 'meena' },
      meena.auth,
    )
    expect(body.profile.values).toMatchObject({
      nakshatra: 'revati',
      horoscopeSource: 'family',
      doshamSource: 'computed',
    })
    expect(body.profile.values.moonLongitude).toBeUndefined()
  })

  it('refuses bad input with a message beside the field', async () => {
    const badTime = await save(meena, { birthTime: '25:00', placeId: chennai })
    expect(badTime.status).toBe(400)
    expect(badTime.body.errors.birthTime).toBe(msg.birthTimeShape)
    const badPlace = await save(meena, { birthTime: '05:40', placeId: 'in-nowhere-atlantis' })
    expect(badPlace.body.errors.placeId).toBe(msg.birthPlaceUnknown)
    const noPlace = await save(meena, { birthTime: '05:40', placeId: null })
    expect(noPlace.body.errors.placeId).toBe(msg.birthPlaceRequired)
    const extra = await save(meena, { birthTime: '05:40', placeId: chennai, latitude: 1 })
    expect(extra.status).toBe(400)
  })
})

describe('privacy of time and place of birth', () => {
  beforeAll(async () => {
    await save(meena, { birthTime: '05:40', placeId: chennai })
  })

  const carriesNone = (json: unknown) => {
    const text = JSON.stringify(json)
    for (const key of PRIVATE_KEYS) expect(text).not.toContain(`"${key}"`)
    expect(text).not.toContain('05:40')
    expect(text).not.toContain('Asia/Kolkata')
  }

  it('reaches no one but the profile’s managers', async () => {
    // Anonymous, another member, staff of an office: the page, search and matches carry none of it.
    const officeId = await s.addOffice('Coimbatore office')
    await s.addAccount('staff@coimbatore.test', 'staff-password', 'staff', officeId)
    const staff = { authorization: `Bearer ${await s.login('staff@coimbatore.test', 'staff-password')}` }
    for (const headers of [undefined, arjun.auth, staff]) {
      const page = await s.get(`profiles/${meena.id}`, headers)
      expect(page.status).toBe(200)
      carriesNone(page.body)
      expect(page.body.nakshatra).toBeTruthy() // public, as the rashi and manglik
    }
    carriesNone((await s.get('profiles/search?motherTongue=tamil')).body)
    carriesNone((await s.get('matches?mutual=0', arjun.auth)).body)
    // Nor may others see or change them through the birth-details calls.
    expect((await s.get(`profiles/${meena.id}/manage`, arjun.auth)).status).toBe(403)
    expect(
      (
        await s.put(
          `profiles/${meena.id}/birth-details`,
          { birthTime: null, placeId: null, apply: false },
          staff,
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await s.post(
          `profiles/${meena.id}/birth-details/preview`,
          { birthTime: '05:40', placeId: chennai, apply: true },
          arjun.auth,
        )
      ).status,
    ).toBe(403)
  })

  it('is in the managers’ view and in the data export', async () => {
    const own = (await s.get('me/profile', meena.auth)).body.profile.values
    expect(own).toMatchObject({ birthTime: '05:40', birthPlace: 'Chennai, Tamil Nadu, India' })
    const exported = (await s.get('privacy/export', meena.auth)).body
    expect(JSON.stringify(exported)).toContain('"birthTime":"05:40"')
    expect(JSON.stringify(exported)).toContain('"birthTimeZone":"Asia/Kolkata"')
  })

  it('gives a Tamil family the ten poruthams first, beside guna milan', async () => {
    const page = (await s.get(`profiles/${meena.id}`, arjun.auth)).body
    expect(page.matchingStyle).toBe('porutham')
    expect(page.poruthams.status).toBe('ok')
    expect(page.poruthams.poruthams.map((p: { name: string }) => p.name)).toContain('Rajju')
    expect(page.gunaMilan.status).toBe('ok')
    await s.patch(`profiles/${arjun.id}`, { matchingStyle: 'ashtakoot' }, arjun.auth)
    expect((await s.get(`profiles/${meena.id}`, arjun.auth)).body.matchingStyle).toBe('ashtakoot')
  })
})
