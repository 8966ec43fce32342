import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { defaultPreferences } from '../shared/preferences'
import { insertSampleProfiles } from './seed'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Search criteria with "Doesn't matter", browse links, capped counts, and two-way matches for you.

const year = new Date().getFullYear()
const dob = (age: number) => `${year - age - 1}-12-31`

describe('search criteria and matches over HTTP', () => {
  let s: TestServer
  let staff: string
  const ids: Record<string, number> = {}
  const auth = (t: string) => ({ authorization: `Bearer ${t}` })
  const search = async (q: Record<string, string>) => {
    const res = await s.get(`profiles/search?${new URLSearchParams(q).toString()}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body.results as { firstName: string }[]).map((r) => r.firstName).sort()
  }

  // A small world: Tamil and Telugu families in India and one in Canada.
  const people = [
    {
      firstName: 'Anandhi',
      gender: 'female',
      age: 27,
      motherTongue: 'tamil',
      caste: 'Iyer',
      state: 'Tamil Nadu',
      city: 'Chennai',
      eating: 'vegetarian',
      dosham: 'no',
      educationLevel: 'masters',
      professionGroup: 'it-software',
      annualIncome: '10to20',
    },
    {
      firstName: 'Bhavani',
      gender: 'female',
      age: 30,
      motherTongue: 'telugu',
      caste: 'Kamma',
      state: 'Telangana',
      city: 'Hyderabad',
      eating: 'nonvegetarian',
      dosham: 'yes',
      educationLevel: 'bachelors',
      professionGroup: 'medicine',
      annualIncome: '20to50',
    },
    {
      firstName: 'Karthik',
      gender: 'male',
      age: 31,
      motherTongue: 'tamil',
      caste: 'Iyer',
      state: 'Tamil Nadu',
      city: 'Chennai',
      eating: 'vegetarian',
      dosham: 'no',
      educationLevel: 'masters',
      professionGroup: 'it-software',
      annualIncome: '20to50',
      height: 70,
    },
    {
      firstName: 'Mahesh',
      gender: 'male',
      age: 29,
      motherTongue: 'telugu',
      caste: 'Reddy',
      state: 'Ontario',
      city: 'Toronto',
      country: 'canada',
      eating: 'eggetarian',
      dosham: 'no',
      educationLevel: 'doctorate',
      professionGroup: 'research',
      annualIncome: '50plus',
      height: 68,
    },
  ]

  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('office@example.com', 'office-password')
    staff = await s.login('office@example.com', 'office-password')
    for (const { age, ...p } of people)
      ids[p.firstName] = await s.createPublished(
        profileBody({
          country: 'india',
          religion: 'hinduism',
          maritalStatus: 'single',
          dob: dob(age),
          age,
          height: 64,
          ...p,
        }),
        staff,
      )
  })
  afterAll(() => s.close())

  it('filters by each added criterion, and leaves it open with "Doesn\'t matter" or nothing', async () => {
    expect(await search({})).toEqual(['Anandhi', 'Bhavani', 'Karthik', 'Mahesh'])
    expect(
      await search({
        religion: 'any',
        motherTongue: 'any',
        country: 'any',
        maritalStatus: 'any',
        height: 'any',
      }),
    ).toHaveLength(4)
    expect(await search({ community: 'iyer' })).toEqual(['Anandhi', 'Karthik'])
    expect(await search({ state: 'telangana' })).toEqual(['Bhavani'])
    expect(await search({ city: 'Toronto' })).toEqual(['Mahesh'])
    expect(await search({ country: 'india', gender: 'male' })).toEqual(['Karthik'])
    expect(await search({ educationLevel: 'doctorate' })).toEqual(['Mahesh'])
    expect(await search({ professionGroup: 'it-software' })).toEqual(['Anandhi', 'Karthik'])
    expect(await search({ incomeMin: '20to50' })).toEqual(['Bhavani', 'Karthik', 'Mahesh'])
    expect(await search({ diet: 'vegetarian' })).toEqual(['Anandhi', 'Karthik'])
    expect(await search({ manglik: 'yes' })).toEqual(['Bhavani'])
    expect(await search({ ageFrom: '28', ageTo: '30' })).toEqual(['Bhavani', 'Mahesh'])
    expect((await s.get('profiles/search?community=atlantean')).body.errors).toEqual({
      community: msg.notInList,
    })
  })

  it('answers a home browse link: one criterion alone', async () => {
    expect(await search({ motherTongue: 'tamil' })).toEqual(['Anandhi', 'Karthik'])
    expect(await search({ city: 'Chennai' })).toEqual(['Anandhi', 'Karthik'])
    expect(await search({ community: 'kamma' })).toEqual(['Bhavani'])
  })

  it('matches two ways: each side’s preferences must fit the other, best first with a reason', async () => {
    const manage = (name: string) => `profiles/${ids[name]}/preferences`
    // Anandhi: a Tamil groom, 28 to 35.
    const anandhi = {
      ...defaultPreferences({ gender: 'female', dob: dob(27), height: 64, religion: 'hinduism' }),
      ageMin: 28,
      ageMax: 35,
      motherTongues: ['tamil'],
    }
    expect((await s.put(manage('Anandhi'), anandhi, auth(staff))).status).toBe(200)
    let matches = await s.get(`matches?for=${ids.Anandhi}`, auth(staff))
    expect(matches.body.results.map((r: { firstName: string }) => r.firstName)).toEqual(['Karthik'])
    expect(matches.body.results[0].reason).toMatch(
      /^Both Tamil, both Iyer, ages fit both ways, he lives in Chennai too/,
    )

    // Karthik only wants a bride from Telugu families: no longer mutual.
    const karthik = {
      ...defaultPreferences({ gender: 'male', dob: dob(31), height: 70, religion: 'hinduism' }),
      motherTongues: ['telugu'],
    }
    expect((await s.put(manage('Karthik'), karthik, auth(staff))).status).toBe(200)
    matches = await s.get(`matches?for=${ids.Anandhi}`, auth(staff))
    expect(matches.body.results).toEqual([])
    const oneWay = await s.get(`matches?for=${ids.Anandhi}&mutual=0`, auth(staff))
    expect(
      oneWay.body.results.map((r: { firstName: string; mutual: boolean }) => [r.firstName, r.mutual]),
    ).toEqual([['Karthik', false]])
    // …and Bhavani (Telugu, 30) is his two-way match if her wishes allow him.
    const forKarthik = await s.get(`matches?for=${ids.Karthik}`, auth(staff))
    expect(forKarthik.body.results.map((r: { firstName: string }) => r.firstName)).toEqual(['Bhavani'])
  })

  it('never offers a hidden profile, and refuses bad preferences with the form’s messages', async () => {
    await s.post(`profiles/${ids.Bhavani}/hide`, {}, auth(staff))
    const forKarthik = await s.get(`matches?for=${ids.Karthik}`, auth(staff))
    expect(forKarthik.body.results).toEqual([])
    const bad = await s.put(
      `profiles/${ids.Karthik}/preferences`,
      { ...defaultPreferences({}), ageMin: 40, ageMax: 30, religions: ['pastafarian'] },
      auth(staff),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({ religions: msg.notInList })
    const order = await s.put(
      `profiles/${ids.Karthik}/preferences`,
      { ...defaultPreferences({}), ageMin: 40, ageMax: 30 },
      auth(staff),
    )
    expect(order.body.errors).toEqual({ ageMax: msg.rangeOrder })
  })

  it('leaves out profiles on the hidden list (No) and blocked either way', async () => {
    await s.post(`profiles/${ids.Bhavani}/unhide`, {}, auth(staff))
    await s.put(
      `profiles/${ids.Karthik}/preferences`,
      {
        ...defaultPreferences({ gender: 'male', dob: dob(31), height: 70, religion: 'hinduism' }),
        motherTongues: ['telugu'],
      },
      auth(staff),
    )
    const names = async () =>
      (await s.get(`matches?for=${ids.Karthik}`, auth(staff))).body.results.map(
        (r: { firstName: string }) => r.firstName,
      )
    expect(await names()).toEqual(['Bhavani'])
    const react = (kind: string | null) =>
      s.post(`connections/reactions?as=${ids.Karthik}`, { profileId: ids.Bhavani, kind }, auth(staff))
    expect((await react('no')).status).toBe(200)
    expect(await names()).toEqual([])
    expect((await react(null)).status).toBe(200)
    expect(await names()).toEqual(['Bhavani'])
    expect((await s.post(`profiles/${ids.Karthik}/block?as=${ids.Bhavani}`, {}, auth(staff))).status).toBe(
      200,
    )
    expect(await names()).toEqual([])
  })

  it('keeps matches and preferences to the profile’s managers', async () => {
    const pune = await s.addOffice('Pune office')
    await s.addAccount('pune@example.com', 'pune-password', 'staff', pune)
    const other = await s.login('pune@example.com', 'pune-password')
    expect((await s.get(`matches?for=${ids.Karthik}`, auth(other))).status).toBe(403)
    expect((await s.get(`profiles/${ids.Karthik}/preferences`, auth(other))).status).toBe(403)
    expect((await s.get('matches')).status).toBe(401)
  })

  it('caps the count of a broad search at 1,000 and says so', async () => {
    const bulk = await s.addAccount('bulk@example.com', 'bulk-password')
    await insertSampleProfiles(s.db, bulk, 1200)
    const res = await s.get('profiles/search')
    expect(res.body).toMatchObject({ total: 1000, totalCapped: true })
    expect(res.body.results).toHaveLength(10)
    expect(res.body.next).toEqual(expect.any(String))
  })
})
