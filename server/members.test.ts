import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Members and offices: two kinds of account, profile status, consent, and what others may see.

const year = new Date().getFullYear()
const registration = (over: Record<string, unknown> = {}) => ({
  relationship: 'myself',
  gender: 'female',
  firstName: 'Lakshmi',
  lastName: 'Venkatesan',
  day: 12,
  month: 8,
  year: year - 29,
  religion: 'hindu',
  community: 'Iyer',
  livingIn: 'India',
  email: 'lakshmi.v@example.com',
  countryCode: '+91',
  phone: '9840012345',
  ...over,
})

/** The rest of a profile, as a member fills it in on My profile. */
const completion = {
  height: 63,
  maritalStatus: 'single',
  haveChildren: 'no',
  motherTongue: 'hindi',
  gotra: 'Bharadwaj',
  state: 'London',
  city: 'Harrow',
  citizen: 'India',
  education: 'M.Sc in Statistics',
  occupation: 'Data analyst',
  annualIncome: '10to20',
  family: 'nuclear',
  value: 'traditional',
  familyStatus: 'uppermiddle',
  eating: 'vegetarian',
  smoking: 'no',
  drinking: 'no',
  weight: 55,
  rashi: 'kanya',
  dosham: 'no',
  aboutMe: 'I enjoy Carnatic music and long walks by the sea.',
  expectation: 'A kind, educated partner who values family.',
  religion: 'hinduism',
  country: 'uk',
}

const linkFromLogs = (s: TestServer, path: string) =>
  s.logs
    .map((l) => new RegExp(`link would be mailed: (\\S+${path}\\S+)"`).exec(l)?.[1])
    .filter(Boolean)
    .pop()!

const searchQuery = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    ageFrom: '22',
    ageTo: '71',
    height: `4'0"`,
    maritalStatus: 'single',
    religion: 'hinduism',
    motherTongue: 'hindi',
    country: 'uk',
    ...over,
  }).toString()

describe('members, offices and profile status over HTTP', () => {
  let s: TestServer
  let staff: string
  let otherOfficeStaff: string
  let memberToken: string
  let memberProfileId: number
  const auth = (t: string) => ({ authorization: `Bearer ${t}` })

  async function registerMember(over: Record<string, unknown>, password: string) {
    const email = String(over.email ?? registration().email)
    expect((await s.post('user/register', registration(over))).status).toBe(201)
    const token = new URL(linkFromLogs(s, '/reset-password')).searchParams.get('token')!
    const set = await s.post('user/reset-password', { token, password })
    expect(set.body.role).toBe('member')
    return s.login(email, password)
  }

  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('office@example.com', 'office-password')
    await s.addAccount('pune@example.com', 'pune-password', 'staff', await s.addOffice('Pune office'))
    staff = await s.login('office@example.com', 'office-password')
    otherOfficeStaff = await s.login('pune@example.com', 'pune-password')
    memberToken = await registerMember({}, 'jasmine-rain-9')
  })
  afterAll(() => s.close())

  it('logs each kind in on its own screen: 403 with a clear message on the other', async () => {
    const member = await s.post('user/login', {
      email: 'lakshmi.v@example.com',
      password: 'jasmine-rain-9',
      as: 'staff',
    })
    expect(member.status).toBe(403)
    expect(member.body.message).toBe(msg.memberAccountOnStaffLogin)
    const office = await s.post('user/login', {
      email: 'office@example.com',
      password: 'office-password',
      as: 'member',
    })
    expect(office.status).toBe(403)
    expect(office.body.message).toBe(msg.staffAccountOnMemberLogin)
    const ok = await s.post('user/login', {
      email: 'lakshmi.v@example.com',
      password: 'jasmine-rain-9',
      as: 'member',
    })
    expect(ok.body.user).toEqual({ email: 'lakshmi.v@example.com', role: 'member', name: 'Lakshmi' })
  })

  it('keeps staff calls for staff and member calls for members (403)', async () => {
    for (const [method, path] of [
      ['post', 'user/create-form'],
      ['get', 'profiles/mine'],
    ] as const) {
      const res =
        method === 'post'
          ? await s.post(path, profileBody(), auth(memberToken))
          : await s.get(path, auth(memberToken))
      expect(res.status, path).toBe(403)
      expect(res.body.message).toBe(msg.staffOnly)
    }
    const res = await s.get('me/profile', auth(staff))
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(msg.memberOnly)
    expect((await s.get('me/profile')).status).toBe(401)
  })

  it('starts the member’s own profile as a draft from the registration wizard', async () => {
    const res = await s.get('me/profile', auth(memberToken))
    expect(res.status).toBe(200)
    const p = res.body.profile
    memberProfileId = p.id
    expect(p).toMatchObject({ status: 'draft', managedBy: 'self' })
    expect(p.values).toMatchObject({
      firstName: 'Lakshmi',
      lastName: 'Venkatesan',
      gender: 'female',
      religion: 'hinduism',
      caste: 'Iyer',
      country: 'india',
      email: 'lakshmi.v@example.com',
      mobile: '+919840012345',
      age: 29,
    })
    expect(p.completeness.percent).toBeLessThan(100)
    expect(p.completeness.missingSections.map((m: { title: string }) => m.title)).toContain('Lifestyle')
    // One own profile: asking again gives the same one.
    expect((await s.get('me/profile', auth(memberToken))).body.profile.id).toBe(p.id)
  })

  it('refuses in an edit what the form refuses, with the form’s messages, and changes nothing', async () => {
    const bad = await s.patch(
      `profiles/${memberProfileId}`,
      { firstName: '', aboutMe: 'Call me on 98400 12345', weight: 500, age: 40, nickname: 'x' },
      auth(memberToken),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({ age: msg.unknownField, nickname: msg.unknownField })
    const fields = await s.patch(
      `profiles/${memberProfileId}`,
      { firstName: '', aboutMe: 'Call me on 98400 12345', weight: 500 },
      auth(memberToken),
    )
    expect(fields.body.errors).toEqual({
      firstName: msg.firstNameRequired,
      aboutMe: msg.contactPhone,
      weight: msg.weightRange,
    })
    const young = await s.patch(
      `profiles/${memberProfileId}`,
      { dob: `${year - 17}-01-01` },
      auth(memberToken),
    )
    expect(young.body.errors).toEqual({ dob: msg.underAge('female', 18) })
    const after = await s.get('me/profile', auth(memberToken))
    expect(after.body.profile.values.firstName).toBe('Lakshmi')
  })

  it('publishes a complete own profile with the member’s own consent; hides, unhides and closes it', async () => {
    const early = await s.post(`profiles/${memberProfileId}/publish`, { agree: true }, auth(memberToken))
    expect(early.status).toBe(400)
    expect(early.body.message).toBe(msg.profileIncomplete)
    const filled = await s.patch(`profiles/${memberProfileId}`, completion, auth(memberToken))
    expect(filled.status).toBe(200)
    expect(filled.body.profile.completeness).toEqual({ percent: 100, missingSections: [] })
    expect((await s.get(`profiles/${memberProfileId}`)).status).toBe(404)
    const noTick = await s.post(`profiles/${memberProfileId}/publish`, {}, auth(memberToken))
    expect(noTick.body.errors).toEqual({ agree: msg.consentRequired })
    const published = await s.post(`profiles/${memberProfileId}/publish`, { agree: true }, auth(memberToken))
    expect(published.body.profile.status).toBe('published')
    const consent = await s.db
      .selectFrom('consents')
      .selectAll()
      .where('profileId', '=', memberProfileId)
      .execute()
    expect(consent).toHaveLength(1)
    expect(consent[0]).toMatchObject({
      kind: 'publish',
      accountId: expect.any(Number),
      method: 'ticked on My profile',
    })

    const found = async () =>
      (await s.get(`profiles/search?${searchQuery()}`)).body.results.map((r: { id: number }) => r.id)
    expect(await found()).toContain(memberProfileId)
    expect((await s.get(`profiles/${memberProfileId}`)).status).toBe(200)

    await s.post(`profiles/${memberProfileId}/hide`, {}, auth(memberToken))
    expect(await found()).not.toContain(memberProfileId)
    const hidden = await s.get(`profiles/${memberProfileId}`)
    expect(hidden.status).toBe(404)
    expect(hidden.body.message).toBe(msg.profileNotAvailable)
    // Its own manager still opens it.
    expect((await s.get(`profiles/${memberProfileId}`, auth(memberToken))).body.status).toBe('hidden')
    await s.post(`profiles/${memberProfileId}/unhide`, {}, auth(memberToken))
    expect(await found()).toContain(memberProfileId)
  })

  it('never sends another person’s last name, birth date, mobile or e-mail (search and profile page)', async () => {
    const other = await registerMember(
      { email: 'ravi@example.com', firstName: 'Ravi', gender: 'male' },
      'brass-lamp-1',
    )
    for (const viewer of [{}, auth(other), auth(otherOfficeStaff)]) {
      const page = await s.get(`profiles/${memberProfileId}`, viewer)
      expect(page.status).toBe(200)
      expect(page.body.canManage).toBe(false)
      const search = await s.get(`profiles/search?${searchQuery()}`, viewer)
      for (const body of [page.body, search.body]) {
        const json = JSON.stringify(body)
        for (const secret of ['Venkatesan', 'lakshmi.v@example.com', '9840012345', `${year - 29}-08-12`])
          expect(json).not.toContain(secret)
      }
      for (const key of ['lastName', 'dob', 'email', 'mobile', 'status'])
        expect(page.body).not.toHaveProperty(key)
    }
    const own = await s.get(`profiles/${memberProfileId}`, auth(memberToken))
    expect(own.body).toMatchObject({
      lastName: 'Venkatesan',
      email: 'lakshmi.v@example.com',
      canManage: true,
    })
    // Others can neither read the managed view nor change it.
    expect((await s.get(`profiles/${memberProfileId}/manage`, auth(other))).status).toBe(403)
    expect((await s.patch(`profiles/${memberProfileId}`, { firstName: 'X' }, auth(other))).status).toBe(403)
  })

  it('needs the candidate’s consent for a relative’s profile: code and link, single use, expiry, wrong token', async () => {
    const parent = await registerMember(
      {
        email: 'parent@example.com',
        relationship: 'myson',
        gender: 'male',
        firstName: 'Arvind',
        year: year - 30,
      },
      'teak-door-blue',
    )
    const own = (await s.get('me/profile', auth(parent))).body.profile
    expect(own.managedBy).toBe('parent')
    await s.patch(`profiles/${own.id}`, { ...completion, weight: 70, height: 69 }, auth(parent))
    const asked = await s.post(
      `profiles/${own.id}/publish`,
      { candidateEmail: 'arvind@example.com' },
      auth(parent),
    )
    expect(asked.status).toBe(200)
    expect(asked.body).toMatchObject({
      sentTo: 'arvind@example.com',
      code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/),
    })
    expect((await s.get('me/profile', auth(parent))).body.profile.status).toBe('pending_consent')
    expect((await s.get(`profiles/${own.id}`)).status).toBe(404)

    // A new request makes the earlier code useless; the e-mailed link of the new one works once.
    const again = await s.post(
      `profiles/${own.id}/publish`,
      { candidateEmail: 'arvind@example.com' },
      auth(parent),
    )
    expect((await s.post('consent', { code: asked.body.code, agree: true })).status).toBe(400)
    const token = new URL(linkFromLogs(s, '/consent')).searchParams.get('token')!
    expect((await s.get(`consent?token=wrong-${token}`)).status).toBe(400)
    const summary = await s.get(`consent?token=${token}`)
    expect(summary.body).toMatchObject({ firstName: 'Arvind', managedBy: 'Parent' })
    expect((await s.post('consent', { token })).body.errors).toEqual({ agree: msg.consentRequired })
    expect((await s.post('consent', { token, agree: true })).status).toBe(200)
    expect((await s.post('consent', { token, agree: true })).status).toBe(400)
    expect((await s.post('consent', { code: again.body.code, agree: true })).status).toBe(400)
    expect((await s.get(`profiles/${own.id}`)).body.firstName).toBe('Arvind')
    const consent = await s.db
      .selectFrom('consents')
      .selectAll()
      .where('profileId', '=', own.id)
      .executeTakeFirstOrThrow()
    expect(consent).toMatchObject({ method: 'e-mail link', accountId: null, version: expect.any(String) })
    expect(consent.text).toContain('I confirm that this profile describes me')
  })

  it('registers at the office as pending consent; only that office manages it; the candidate confirms', async () => {
    const created = await s.post(
      'user/create-form',
      profileBody({
        firstName: 'Meenakshi',
        lastName: 'Sundaram',
        country: 'uk',
        motherTongue: 'hindi',
        religion: 'hinduism',
      }),
      auth(staff),
    )
    expect(created.status).toBe(201)
    const { id, consentCode, status } = created.body.data
    expect(status).toBe('pending_consent')
    expect((await s.get(`profiles/${id}`)).status).toBe(404)

    const mine = await s.get('profiles/mine', auth(staff))
    expect(mine.body.results.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'pending_consent',
    })
    expect(
      (await s.get('profiles/mine', auth(otherOfficeStaff))).body.results.map((r: { id: number }) => r.id),
    ).not.toContain(id)
    const foreign = await s.get(`profiles/${id}/manage`, auth(otherOfficeStaff))
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe(msg.otherOffice)
    expect((await s.patch(`profiles/${id}`, { occupation: 'Pilot' }, auth(otherOfficeStaff))).status).toBe(
      403,
    )
    expect((await s.post(`profiles/${id}/publish`, {}, auth(otherOfficeStaff))).status).toBe(403)

    const edited = await s.patch(`profiles/${id}`, { occupation: 'Research scientist' }, auth(staff))
    expect(edited.status).toBe(200)
    expect(edited.body.profile.history[0]).toMatchObject({
      action: 'Edited',
      by: 'office@example.com (office)',
    })
    const row = await s.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const office = await s.db
      .selectFrom('accounts')
      .select('id')
      .where('emailKey', '=', 'office@example.com')
      .executeTakeFirstOrThrow()
    expect(row.updatedBy).toBe(office.id)
    expect(row.updatedAt > row.createdAt).toBe(true)

    // An expired code is refused; the code printed at the office works before it expires.
    await s.db
      .updateTable('consentLinks')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('profileId', '=', id)
      .execute()
    expect((await s.post('consent', { code: consentCode, agree: true })).body.message).toBe(
      msg.consentLinkInvalid,
    )
    const resent = await s.post(`profiles/${id}/publish`, {}, auth(staff))
    expect(resent.body.sentTo).toBe('kavitha@example.com')
    expect((await s.post('consent', { code: resent.body.code.toLowerCase(), agree: true })).status).toBe(200)
    const found = await s.get(`profiles/search?${searchQuery()}`)
    expect(found.body.results.map((r: { id: number }) => r.id)).toContain(id)
  })

  it('answers 401, never 500, for a token whose account is gone', async () => {
    const id = await s.addAccount('gone@example.com', 'gone-password')
    const token = await s.login('gone@example.com', 'gone-password')
    await s.db.deleteFrom('accounts').where('id', '=', id).execute()
    expect((await s.post('user/create-form', profileBody(), auth(token))).status).toBe(401)
    expect((await s.get('me', auth(token))).status).toBe(401)
  })

  it('closes a profile with a reason: it leaves search and its page for good', async () => {
    expect(
      (await s.post(`profiles/${memberProfileId}/close`, { reason: 'nonsense' }, auth(memberToken))).status,
    ).toBe(400)
    const closed = await s.post(
      `profiles/${memberProfileId}/close`,
      { reason: 'match-here' },
      auth(memberToken),
    )
    expect(closed.body.profile).toMatchObject({ status: 'closed', closeReason: 'match-here' })
    expect((await s.get(`profiles/${memberProfileId}`)).status).toBe(404)
    expect((await s.post(`profiles/${memberProfileId}/unhide`, {}, auth(memberToken))).status).toBe(409)
  })
})
