import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { citizenshipCountries } from './db/migrations/037-citizenship-countries'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Issue 22, families abroad: every country for where a family lives and for its citizenship, the state a
// region of the country where our list is whole (else optional text), the city any town's name.

const search = (country: string, extra = '') =>
  `profiles/search?ageFrom=22&ageTo=70&maritalStatus=any&religion=any&motherTongue=any&country=${country}${extra}`

describe('places of families abroad', () => {
  let s: TestServer
  let staff: string
  const auth = (t: string) => ({ authorization: `Bearer ${t}` })
  const create = (over: Record<string, unknown>) =>
    s.post('user/create-form', profileBody({ email: `p${Math.random()}@example.com`, ...over }), auth(staff))
  const stored = (id: number) =>
    s.db
      .selectFrom('profiles')
      .select(['country', 'state', 'city', 'citizen'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('office@example.com', 'office-password-22')
    staff = await s.login('office@example.com', 'office-password-22')
  })
  afterAll(() => s.close())

  it('registers a family in Dubai: the emirate by its label however it was sent, citizenship a country', async () => {
    const res = await create({ country: 'uae', state: 'dubai', city: 'Dubai', citizen: 'Indian' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(await stored(res.body.data.id)).toEqual({
      country: 'uae',
      state: 'Dubai',
      city: 'Dubai',
      citizen: 'india',
    })
  })

  it('takes a newly listed country without a region, and any region typed there', async () => {
    const none = await create({ country: 'fr', state: '', city: 'Paris', citizen: 'fr' })
    expect(none.status, JSON.stringify(none.body)).toBe(201)
    expect(await stored(none.body.data.id)).toEqual({
      country: 'fr',
      state: null,
      city: 'Paris',
      citizen: 'fr',
    })
    const typed = await create({ country: 'kenya', state: 'Nakuru', city: 'Naivasha', citizen: 'KE' })
    expect(await stored(typed.body.data.id)).toMatchObject({
      country: 'kenya',
      state: 'Nakuru',
      citizen: 'kenya',
    })
  })

  it('refuses a region of another country, a missing one where the list is whole, and unknown countries', async () => {
    expect((await create({ country: 'uae', state: 'Kerala' })).body.errors).toEqual({
      state: msg.regionOfCountry,
    })
    expect((await create({ country: 'usa', state: '' })).body.errors).toEqual({
      state: msg.fieldRequired('State'),
    })
    expect((await create({ country: 'usa', state: 'wyoming' })).status).toBe(201)
    expect((await create({ country: 'atlantis' })).body.errors).toEqual({
      country: msg.notInList,
    })
    expect((await create({ citizen: 'Atlantis' })).body.errors).toEqual({
      citizen: msg.notInList,
    })
  })

  it('takes a city in any script and refuses digits alone or contact details', async () => {
    expect((await create({ city: 'Thiruvananthapuram' })).status).toBe(201)
    expect((await create({ city: 'துபாய்' })).status).toBe(201)
    expect((await create({ city: '12345' })).body.errors).toEqual({ city: msg.cityName })
    const contact = await create({ city: 'Pune call 9876543210' })
    expect(contact.status).toBe(400)
    expect(Object.keys(contact.body.errors)).toEqual(['city'])
  })

  it('checks an edit of the place against the stored country; other edits do not stumble on an old state', async () => {
    const { body } = await create({ country: 'canada', state: 'Ontario' })
    const id = body.data.id as number
    const member = await s.login('office@example.com', 'office-password-22')
    const wrong = await s.patch(`profiles/${id}`, { state: 'Texas' }, auth(member))
    expect(wrong.body.errors).toEqual({ state: msg.regionOfCountry })
    const moved = await s.patch(
      `profiles/${id}`,
      { country: 'new-zealand', state: 'otago', city: 'Dunedin' },
      auth(member),
    )
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(await stored(id)).toMatchObject({ country: 'new-zealand', state: 'Otago', city: 'Dunedin' })
    // A state typed before the lists were whole stays until the place is edited.
    await s.db.updateTable('profiles').set({ state: 'Somewhere' }).where('id', '=', id).execute()
    expect((await s.patch(`profiles/${id}`, { occupation: 'Engineer' }, auth(member))).status).toBe(200)
  })

  it('finds the families living in a newly listed country, and in one of its regions', async () => {
    const id = await s.createPublished(
      profileBody({
        email: 'lyon@example.com',
        country: 'fr',
        state: 'Auvergne-Rhône-Alpes',
        citizen: 'India',
      }),
      staff,
    )
    await s.createPublished(profileBody({ email: 'toronto@example.com' }), staff)
    const found = await s.get(search('fr'))
    expect(found.status).toBe(200)
    expect(found.body.results.map((r: { id: number }) => r.id)).toEqual([id])
    // 'eastern' is a region value of Fiji and of Sri Lanka: the country chosen says whose.
    const fiji = await s.createPublished(
      profileBody({ email: 'levuka@example.com', country: 'fiji', state: 'eastern', city: 'Levuka' }),
      staff,
    )
    await s.createPublished(
      profileBody({ email: 'batticaloa@example.com', country: 'sri-lanka', state: 'eastern' }),
      staff,
    )
    expect(await stored(fiji)).toMatchObject({ state: 'Eastern Division' })
    const byRegion = await s.get(search('fiji', '&state=eastern'))
    expect(byRegion.body.results.map((r: { id: number }) => r.id)).toEqual([fiji])
    expect((await s.get(search('atlantis'))).status).toBe(400)
  })

  it('migrates free-text citizenship to countries, and states to their labels', async () => {
    const ids: number[] = []
    for (const [citizen, country, state] of [
      ['Indian', 'india', 'tamil nadu'],
      ['U.S.A.', 'usa', 'California'],
      ['British citizen', 'uk', 'london'],
      ['OCI', 'canada', 'Ontario'],
      ['Fiji', 'kenya', 'nairobi'],
    ]) {
      const { body } = await create({})
      await s.db
        .updateTable('profiles')
        .set({ citizen, country, state })
        .where('id', '=', body.data.id)
        .execute()
      ids.push(body.data.id)
    }
    await citizenshipCountries().up(s.db as never)
    const rows = await Promise.all(ids.map(stored))
    expect(rows.map((r) => [r.citizen, r.state])).toEqual([
      ['india', 'Tamil Nadu'],
      ['usa', 'California'],
      ['uk', 'London'],
      [null, 'Ontario'],
      // A partial list's region stays as typed.
      ['fiji', 'nairobi'],
    ])
    // A published profile whose citizenship named no country stays published when another section is edited.
    const published = await s.createPublished(profileBody({ email: 'oci@example.com' }), staff)
    await s.db.updateTable('profiles').set({ citizen: 'OCI' }).where('id', '=', published).execute()
    await citizenshipCountries().up(s.db as never)
    const edited = await s.patch(`profiles/${published}`, { occupation: 'Architect' }, auth(staff))
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.profile).toMatchObject({ status: 'published' })
    expect(edited.body.profile.completeness.missingSections).toEqual([
      expect.objectContaining({ id: 'location' }),
    ])
    // Run again, nothing changes.
    await citizenshipCountries().up(s.db as never)
    expect((await Promise.all(ids.map(stored))).map((r) => r.citizen)).toEqual(rows.map((r) => r.citizen))
  })
})
