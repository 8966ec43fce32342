import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { insertSampleProfiles } from './seed'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

const registration = {
  relationship: 'myself',
  gender: 'female',
  firstName: 'Asha',
  lastName: 'Rao',
  day: 3,
  month: 4,
  year: 1995,
  religion: 'hindu',
  community: 'Iyer',
  livingIn: 'India',
  email: 'asha.rao@example.com',
  countryCode: '+91',
  phone: '9876543210',
}

describe('user/register', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer()
  })
  afterAll(() => s.close())

  it('creates a member without a password and mails a set-password link that works', async () => {
    const res = await s.post('user/register', registration)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(msg.verificationSent)
    const account = await s.db
      .selectFrom('accounts')
      .selectAll()
      .where('emailKey', '=', 'asha.rao@example.com')
      .executeTakeFirstOrThrow()
    expect(account).toMatchObject({ role: 'member', passwordHash: null })
    expect(JSON.parse(account.registration!)).toMatchObject({ firstName: 'Asha', livingIn: 'india' })
    // No password yet: nothing logs in.
    expect((await s.post('user/login', { email: 'asha.rao@example.com', password: 'anything' })).status).toBe(
      401,
    )
    const link = s.logs
      .map((l) => /link would be mailed: (\S+)"/.exec(l)?.[1])
      .filter(Boolean)
      .pop()!
    const token = new URL(link).searchParams.get('token')!
    expect((await s.post('user/reset-password', { token, password: 'my-first-password' })).status).toBe(200)
    expect(
      (await s.post('user/login', { email: 'Asha.Rao@example.com', password: 'my-first-password' })).status,
    ).toBe(200)
  })

  it('answers an e-mail already registered (whatever its case) like a new one, and tells its owner', async () => {
    const fresh = await s.post('user/register', { ...registration, email: 'someone.new@example.com' })
    const before = await s.db.selectFrom('accounts').selectAll().orderBy('id').execute()
    const res = await s.post('user/register', {
      ...registration,
      firstName: 'Other',
      email: 'ASHA.RAO@example.com',
    })
    expect(res).toEqual(fresh)
    expect(res.status).toBe(201)
    // Nothing changes for the existing account; its owner gets a mail that points to the login.
    expect(await s.db.selectFrom('accounts').selectAll().orderBy('id').execute()).toEqual(before)
    const last = s.logs.filter((l) => l.includes('link would be mailed')).pop()
    expect(last).toContain('Someone tried to register with your e-mail address')
    expect(last).toContain('"to":"a***@example.com"')
    expect(last).toMatch(/link would be mailed: http:\/\/[^"]+\/login"/)
  })

  it.each([
    ['relationship', { relationship: '' }, msg.required],
    ['gender', { gender: 'x' }, msg.notInList],
    ['firstName', { firstName: '' }, msg.required],
    ['lastName', { lastName: 'x'.repeat(16) }, msg.nameMax],
    ['day', { day: 32 }, msg.dayRange],
    ['month', { month: 'May' }, msg.mustBeNumber],
    ['year', { year: 1899 }, msg.yearRange(new Date().getFullYear())],
    ['religion', { religion: '' }, msg.required],
    ['community', { community: '   ' }, msg.required],
    ['livingIn', { livingIn: 'Mars' }, msg.notInList],
    ['email', { email: 'asha@' }, msg.invalidEmail],
    ['phone', { phone: '98765-43210' }, msg.onlyDigits],
    ['phone', { phone: '98765' }, msg.exactlyTenDigits],
    ['year', { year: new Date().getFullYear() - 17 }, msg.underAge('female', 18)],
  ])('400 for %s %j', async (field, change, message) => {
    const res = await s.post('user/register', {
      ...registration,
      email: `x${Math.random()}@example.com`,
      ...change,
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[field]).toBe(message)
  })
})

describe('profiles/search', () => {
  let s: TestServer
  const base = {
    ageFrom: 22,
    ageTo: 71,
    height: `4'0"`,
    maritalStatus: 'single',
    religion: 'hinduism',
    motherTongue: 'hindi',
    country: 'uk',
  }
  const query = (q: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(q).flatMap(([k, v]): [string, string][] =>
        Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]],
      ),
    ).toString()
  const search = (q: Record<string, unknown>) => s.get(`profiles/search?${query({ ...base, ...q })}`)
  const names = async (q: Record<string, unknown>) =>
    ((await search(q)).body.results as { firstName: string }[]).map((r) => r.firstName).sort()

  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('staff@example.com', 'staff-password')
    const token = await s.login('staff@example.com', 'staff-password')
    const year = new Date().getFullYear()
    const people = [
      {
        firstName: 'Anita',
        gender: 'female',
        dob: `${year - 25}-01-01`,
        age: 25,
        height: 62,
        haveChildren: 'no',
      },
      {
        firstName: 'Bela',
        gender: 'female',
        dob: `${year - 35}-01-01`,
        age: 35,
        height: 66,
        haveChildren: 'yes',
      },
      {
        firstName: 'Chetan',
        gender: 'male',
        dob: `${year - 30}-01-01`,
        age: 30,
        height: 70,
        haveChildren: 'no',
      },
      {
        firstName: 'Dinesh',
        gender: 'male',
        dob: `${year - 45}-01-01`,
        age: 45,
        height: 68,
        haveChildren: 'yes',
      },
      {
        firstName: 'Esha',
        gender: 'female',
        dob: `${year - 28}-01-01`,
        age: 28,
        height: 64,
        haveChildren: 'no',
        maritalStatus: 'divorced',
      },
      {
        firstName: 'Farah',
        gender: 'female',
        dob: `${year - 28}-01-01`,
        age: 28,
        height: 64,
        haveChildren: 'no',
        religion: 'islam',
      },
      {
        firstName: 'Gita',
        gender: 'female',
        dob: `${year - 28}-01-01`,
        age: 28,
        height: 64,
        haveChildren: 'no',
        motherTongue: 'english',
      },
      {
        firstName: 'Hema',
        gender: 'female',
        dob: `${year - 28}-01-01`,
        age: 28,
        height: 64,
        haveChildren: 'no',
        country: 'usa',
      },
    ]
    for (const p of people) {
      await s.createPublished(
        profileBody({
          maritalStatus: 'single',
          religion: 'hinduism',
          motherTongue: 'hindi',
          country: 'uk',
          ...p,
        }),
        token,
      )
    }
    await s.db
      .updateTable('profiles')
      .set({
        createdAt: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        updatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      })
      .where('firstName', 'in', ['Bela', 'Dinesh'])
      .execute()
  })
  afterAll(() => s.close())

  it('filters by religion, mother tongue, country and marital status', async () => {
    expect(await names({})).toEqual(['Anita', 'Bela', 'Chetan', 'Dinesh'])
    expect(await names({ maritalStatus: 'divorced' })).toEqual(['Esha'])
    expect(await names({ religion: 'islam' })).toEqual(['Farah'])
    expect(await names({ motherTongue: 'english' })).toEqual(['Gita'])
    expect(await names({ country: 'usa' })).toEqual(['Hema'])
  })
  it('filters by age range, height (at least), gender and children', async () => {
    expect(await names({ ageFrom: 25, ageTo: 30 })).toEqual(['Anita', 'Chetan'])
    expect(await names({ ageFrom: 31, ageTo: 71 })).toEqual(['Bela', 'Dinesh'])
    expect(await names({ height: `5'6"` })).toEqual(['Bela', 'Chetan', 'Dinesh'])
    expect(await names({ gender: 'male' })).toEqual(['Chetan', 'Dinesh'])
    expect(await names({ haveChildren: 'yes' })).toEqual(['Bela', 'Dinesh'])
    expect(await names({ gender: 'female', haveChildren: 'no', ageTo: 30 })).toEqual(['Anita'])
  })
  it('narrows by the refine panel: recently joined and active members', async () => {
    expect(await names({ recentlyJoined: 'week' })).toEqual(['Anita', 'Chetan'])
    expect(await names({ recentlyJoined: 'month' })).toEqual(['Anita', 'Bela', 'Chetan', 'Dinesh'])
    expect(await names({ activeMembers: 'day' })).toEqual(['Anita', 'Chetan'])
    expect(await names({ activeMembers: 'week' })).toEqual(['Anita', 'Bela', 'Chetan', 'Dinesh'])
  })
  it('returns public fields only', async () => {
    const res = await search({})
    const card = res.body.results[0]
    expect(Object.keys(card).sort()).toEqual(
      [
        'age',
        'community',
        'createdBy',
        'managedBy',
        'description',
        'education',
        'firstName',
        'gender',
        'haveChildren',
        'height',
        'id',
        'joinedAt',
        'location',
        'maritalStatus',
        'motherTongue',
        'profession',
        'religion',
        'userId',
      ].sort(),
    )
    const text = JSON.stringify(res.body)
    for (const secret of ['kavitha@example.com', '9876543210', 'Raman', '-01-01'])
      expect(text).not.toContain(secret)
  })
  it('pages by key, newest first, to the last page', async () => {
    // Every page from one address, back to back: its share of reading time would slow it (server/read-share.ts).
    const more = await startTestServer({ searchSharePercent: 0 })
    try {
      const id = await more.addAccount('bulk@example.com', 'bulk-password')
      await insertSampleProfiles(more.db, id, 2000)
      const q = `ageFrom=22&ageTo=71&height=${encodeURIComponent(`4'0"`)}&maritalStatus=single&religion=hinduism&motherTongue=hindi&country=india`
      const first = await more.get(`profiles/search?${q}`)
      expect(first.body.total).toBeGreaterThan(10)
      expect(first.body.results).toHaveLength(10)
      const ids: number[] = []
      let next: string | null = null
      let pages = 0
      do {
        const page = await more.get(`profiles/search?${q}${next ? `&after=${encodeURIComponent(next)}` : ''}`)
        ids.push(...page.body.results.map((r: { id: number }) => r.id))
        next = page.body.next
        pages++
      } while (next && pages < 500)
      // Every matching profile once, none twice, and the pages end.
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.length).toBe(first.body.total)
      const joined = first.body.results.map((r: { joinedAt: string }) => r.joinedAt)
      expect(joined).toEqual([...joined].sort().reverse())
    } finally {
      await more.close()
    }
  })
  it('answers a bad query with 400 and the form’s messages', async () => {
    const res = await search({
      ageFrom: 21,
      ageTo: 80,
      height: 'tall',
      religion: 'pastafarian',
      country: 'atlantis',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({
      ageFrom: msg.ageMin,
      ageTo: msg.ageMax,
      height: msg.heightFormat,
      religion: msg.notInList,
      country: msg.notInList,
    })
    expect((await search({ ageFrom: 40, ageTo: 30 })).body.errors).toEqual({ ageTo: msg.ageOrder })
    expect((await search({ after: 'page two' })).status).toBe(400)
    // Every criterion may be left open: no criteria at all is the broadest search.
    expect((await s.get('profiles/search')).status).toBe(200)
  })
})
