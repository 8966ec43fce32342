import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { COMMUNITY_UNDISCLOSED } from '../shared/options'
import { formatMobile, mobileToE164, toE164 } from '../shared/phone'
import { maritalStatusPhones, migratedMobile } from './db/migrations/022-marital-status-phones'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Issue 22: fields that fit every family (marital status, gotra by religion, optional horoscope and weight,
// community "Prefer not to say") and families abroad (living anywhere on the list, mobiles of every country).

const year = new Date().getFullYear()
const registration = (over: Record<string, unknown> = {}) => ({
  relationship: 'myself',
  gender: 'female',
  firstName: 'Ayesha',
  lastName: 'Khan',
  day: 3,
  month: 4,
  year: year - 27,
  religion: 'muslim',
  community: 'Sunni',
  livingIn: 'uae',
  email: 'ayesha.khan@example.com',
  countryCode: '+971',
  phone: '501234567',
  ...over,
})

// What a Muslim family fills in to publish: no gotra, rashi, manglik or weight.
const completion = {
  height: 63,
  maritalStatus: 'single',
  haveChildren: 'no',
  motherTongue: 'urdu',
  state: 'Dubai',
  citizen: 'India',
  education: 'B.Com',
  occupation: 'Accountant',
  annualIncome: '10to20',
  family: 'nuclear',
  value: 'moderate',
  familyStatus: 'middle',
  eating: 'nonvegetarian',
  smoking: 'no',
  drinking: 'no',
  aboutMe: 'Works in Dubai; close to her family in Lucknow.',
  expectation: 'A kind, educated partner.',
}

describe('fields that fit every family, and families abroad', () => {
  let s: TestServer
  let staff: string
  const auth = (t: string) => ({ authorization: `Bearer ${t}` })
  const linkToken = () => {
    const link = s.logs
      .map((l) => /link would be mailed: (\S+)"/.exec(l)?.[1])
      .filter(Boolean)
      .pop()!
    return new URL(link).searchParams.get('token')!
  }

  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('office@example.com', 'office-password-22')
    staff = await s.login('office@example.com', 'office-password-22')
  })
  afterAll(() => s.close())

  it('checks a mobile against its own country, with libphonenumber, and keeps it in E.164', () => {
    expect(toE164('+971', '501234567')).toBe('+971501234567')
    expect(toE164('+971', '41234567')).toBeNull() // a Dubai landline, not a mobile
    expect(toE164('+91', '9876543210')).toBe('+919876543210')
    expect(toE164('+91', '1234567890')).toBeNull()
    expect(toE164('+44', '07911 123456')).toBe('+447911123456')
    expect(toE164('+65', '81234567')).toBe('+6581234567')
    expect(mobileToE164('9876543210')).toBe('+919876543210')
    expect(mobileToE164('+1 415 555 2671')).toBe('+14155552671')
    expect(mobileToE164('+971 4 123 4567')).toBeNull()
    expect(formatMobile('+971501234567')).toBe('+971 50 123 4567')
  })

  it('registers a family in Dubai with a UAE mobile; refuses a number that is not one', async () => {
    const wrong = await s.post('user/register', registration({ phone: '41234567' }))
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual({ phone: msg.mobileForCode })
    const indianShort = await s.post('user/register', registration({ countryCode: '+91', phone: '98765' }))
    expect(indianShort.body.errors).toEqual({ phone: msg.exactlyTenDigits })

    expect((await s.post('user/register', registration())).status).toBe(201)
    const row = await s.db
      .selectFrom('profiles')
      .select(['country', 'mobile', 'religion'])
      .where('email', '=', 'ayesha.khan@example.com')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ country: 'uae', mobile: '+971501234567', religion: 'islam' })
  })

  it('tells the set-password page whose link it is, and only for a live link', async () => {
    const res = await s.get(`user/password-link?token=${encodeURIComponent(linkToken())}`)
    expect(res.body).toEqual({ email: 'ayesha.khan@example.com', firstPassword: true })
    expect((await s.get('user/password-link?token=not-a-real-token')).status).toBe(404)
    expect((await s.get('user/password-link')).status).toBe(404)
  })

  it('publishes a Muslim family’s profile without gotra, rashi, manglik or weight; clears a gotra left behind', async () => {
    expect(
      (await s.post('user/reset-password', { token: linkToken(), password: 'desert-rose-22' })).status,
    ).toBe(200)
    const token = await s.login('ayesha.khan@example.com', 'desert-rose-22')
    const { profile } = (await s.get('me/profile', auth(token))).body
    const filled = await s.patch(`profiles/${profile.id}`, completion, auth(token))
    expect(filled.status).toBe(200)
    expect(filled.body.profile.completeness).toEqual({ percent: 100, missingSections: [] })
    const published = await s.post(`profiles/${profile.id}/publish`, { agree: true }, auth(token))
    expect(published.status).toBe(200)

    // A gotra sent for a religion without gotras is not kept; a blank weight clears it.
    const gotra = await s.patch(`profiles/${profile.id}`, { gotra: 'Kashyap', weight: 55 }, auth(token))
    expect(gotra.status).toBe(200)
    expect(gotra.body.profile.values.gotra).toBeUndefined()
    expect(gotra.body.profile.values.weight).toBe(55)
    const cleared = await s.patch(`profiles/${profile.id}`, { weight: '' }, auth(token))
    expect(cleared.body.profile.values.weight).toBeUndefined()
    expect(cleared.body.profile.status).toBe('published')

    // The mobile is shown to its owner with its code.
    const mobile = await s.patch(`profiles/${profile.id}`, { mobile: '+971 55 765 4321' }, auth(token))
    expect(mobile.body.profile.values.mobile).toBe('+971557654321')
    const bad = await s.patch(`profiles/${profile.id}`, { mobile: '+971 4 123 4567' }, auth(token))
    expect(bad.body.errors).toEqual({ mobile: msg.mobileWithCode })
  })

  it('offers the five marital statuses, refuses "married", and reads an old search link for it', async () => {
    const token = await s.login('ayesha.khan@example.com', 'desert-rose-22')
    const { profile } = (await s.get('me/profile', auth(token))).body
    for (const value of ['awaiting-divorce', 'annulled', 'divorced', 'widowed', 'single']) {
      const res = await s.patch(`profiles/${profile.id}`, { maritalStatus: value }, auth(token))
      expect(res.status, value).toBe(200)
    }
    const married = await s.patch(`profiles/${profile.id}`, { maritalStatus: 'married' }, auth(token))
    expect(married.body.errors).toEqual({ maritalStatus: msg.notInList })
    const search = await s.get(
      'profiles/search?ageFrom=22&ageTo=40&maritalStatus=married&religion=any&motherTongue=any&country=any',
    )
    expect(search.status).toBe(200)
    const bogus = await s.get(
      'profiles/search?ageFrom=22&ageTo=40&maritalStatus=engaged&religion=any&motherTongue=any&country=any',
    )
    expect(bogus.status).toBe(400)
  })

  it('takes the office form with the same rules: no gotra for a Christian family, community not given', async () => {
    const body = profileBody({
      email: 'joseph.family@example.com',
      religion: 'christianity',
      caste: COMMUNITY_UNDISCLOSED,
      gotra: 'Kashyap',
      rashi: '',
      dosham: '',
      weight: '',
      mobile: '+65 8123 4567',
      maritalStatus: 'annulled',
    })
    const created = await s.post('user/create-form', body, auth(staff))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const row = await s.db
      .selectFrom('profiles')
      .select(['gotra', 'rashi', 'weight', 'mobile', 'caste', 'maritalStatus'])
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      gotra: null,
      rashi: null,
      weight: null,
      mobile: '+6581234567',
      caste: COMMUNITY_UNDISCLOSED,
      maritalStatus: 'annulled',
    })
    const shortMobile = await s.post(
      'user/create-form',
      profileBody({ email: 'x@example.com', mobile: '98765' }),
      auth(staff),
    )
    expect(shortMobile.body.errors).toEqual({ mobile: msg.mobileShape })
  })

  it('migrates old values: "married" becomes awaiting divorce, national mobiles get their code', async () => {
    const created = await s.post('user/create-form', profileBody({ email: 'old@example.com' }), auth(staff))
    const id = created.body.data.id as number
    await s.db
      .updateTable('profiles')
      .set({ maritalStatus: 'married', mobile: '9876543210' })
      .where('id', '=', id)
      .execute()
    await s.db
      .insertInto('preferences')
      .values({
        profileId: id,
        ageMin: 25,
        ageMax: 35,
        heightMin: 60,
        heightMax: 72,
        maritalStatuses: 'single,married',
        religions: '',
        communities: '',
        motherTongues: '',
        countries: '',
        educationLevels: '',
        diets: '',
        manglik: 'any',
        updatedAt: new Date().toISOString(),
      } as never)
      .onConflict((c) => c.column('profileId').doUpdateSet({ maritalStatuses: 'single,married' }))
      .execute()
    await maritalStatusPhones().up(s.db as never)
    const row = await s.db
      .selectFrom('profiles')
      .select(['maritalStatus', 'mobile'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ maritalStatus: 'awaiting-divorce', mobile: '+919876543210' })
    const prefs = await s.db
      .selectFrom('preferences')
      .select('maritalStatuses')
      .where('profileId', '=', id)
      .executeTakeFirstOrThrow()
    expect(prefs.maritalStatuses).toBe('single,awaiting-divorce')
    // The code a member registered with wins over India's; a number that does not parse keeps its digits.
    expect(migratedMobile('7911123456', JSON.stringify({ countryCode: '+44' }))).toBe('+447911123456')
    expect(migratedMobile('12345', null)).toBe('+9112345')
  })
})
