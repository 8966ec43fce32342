import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bornOnOrBefore, isoDate, parseIsoDate, todayIso } from '../shared/dates'
import { msg } from '../shared/messages'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

// No profile for a bride under 18 or a groom under 21, at any door: the registration wizard, the office's
// form, an edit of the date of birth or of the gender, and the profile wizard's date from day, month and year.

/** The date of birth of someone who turns `years` old tomorrow: still one day too young. */
const dayTooYoung = (years: number) => {
  const d = parseIsoDate(bornOnOrBefore(years))!
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1))
  return isoDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())
}
const parts = (dob: string) => {
  const d = parseIsoDate(dob)!
  return { year: d.year, month: d.month, day: d.day }
}
const auth = (t: string) => ({ authorization: `Bearer ${t}` })
const registration = (over: Record<string, unknown>) => ({
  relationship: 'myson',
  gender: 'male',
  firstName: 'Arjun',
  lastName: 'Menon',
  ...parts(dayTooYoung(21)),
  religion: 'hindu',
  community: 'Nair',
  livingIn: 'India',
  email: `arjun${Math.random()}@example.com`,
  countryCode: '+91',
  phone: '9840012345',
  ...over,
})

describe('minors: refused at every entry point', () => {
  let s: TestServer
  let staff: string
  let member: string
  const profiles = async () =>
    Number(
      (await s.db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst())!.n,
    )

  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('office@example.com', 'office-password')
    staff = await s.login('office@example.com', 'office-password')
    await s.addAccount('meena@example.com', 'meena-password-7', 'member')
    member = await s.login('meena@example.com', 'meena-password-7')
  })
  afterAll(() => s.close())

  it('registration: a groom one day short of 21, a bride one day short of 18; no account, no profile', async () => {
    const before = await profiles()
    const groom = await s.post('user/register', registration({}))
    expect(groom.status).toBe(400)
    expect(groom.body.errors).toEqual({ year: msg.underAge('male', 21) })
    const bride = await s.post(
      'user/register',
      registration({ gender: 'female', relationship: 'mydaughter', ...parts(dayTooYoung(18)) }),
    )
    expect(bride.body.errors).toEqual({ year: msg.underAge('female', 18) })
    // A groom of 20 is refused even though a bride of 20 would not be.
    const twenty = await s.post('user/register', registration({ ...parts(bornOnOrBefore(20)) }))
    expect(twenty.body.errors).toEqual({ year: msg.underAge('male', 21) })
    expect(await profiles()).toBe(before)
    // On the day of the 21st birthday the groom is welcome.
    const birthday = await s.post('user/register', registration({ ...parts(bornOnOrBefore(21)) }))
    expect(birthday.status).toBe(201)
    expect(await profiles()).toBe(before + 1)
  })

  it('office form: refused one day short, in the refusal’s own words; accepted on the birthday', async () => {
    const before = await profiles()
    const dob = dayTooYoung(18)
    const bride = await s.post('user/create-form', profileBody({ dob, age: 17 }), auth(staff))
    expect(bride.status).toBe(400)
    expect(bride.body.errors).toEqual({ dob: msg.underAge('female', 18) })
    const groom = await s.post(
      'user/create-form',
      profileBody({ gender: 'male', dob: dayTooYoung(21), age: 20 }),
      auth(staff),
    )
    expect(groom.body.errors).toEqual({ dob: msg.underAge('male', 21) })
    expect(await profiles()).toBe(before)
    const ok = await s.post(
      'user/create-form',
      profileBody({ gender: 'male', dob: bornOnOrBefore(21), age: 21 }),
      auth(staff),
    )
    expect(ok.status).toBe(201)
  })

  it('edits: a younger date of birth, or a change of gender that makes a bride of 19 a groom, change nothing', async () => {
    const created = await s.post(
      'user/create-form',
      profileBody({ dob: bornOnOrBefore(19), age: 19, email: 'nila@example.com' }),
      auth(staff),
    )
    const id = created.body.data.id as number
    const younger = await s.patch(`profiles/${id}`, { dob: dayTooYoung(18) }, auth(staff))
    expect(younger.status).toBe(400)
    expect(younger.body.errors).toEqual({ dob: msg.underAge('female', 18) })
    const groom = await s.patch(`profiles/${id}`, { gender: 'male' }, auth(staff))
    expect(groom.status).toBe(400)
    expect(groom.body.errors).toEqual({ dob: msg.underAge('male', 21) })
    const row = await s.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect([row.gender, row.dob, row.age]).toEqual(['female', bornOnOrBefore(19), 19])
  })

  it('the profile wizard: a date put together from day, month and year is checked with the gender given', async () => {
    const mine = await s.get('me/profile', auth(member))
    const id = mine.body.profile.id as number
    // The wizard's first step sends names and the date it built; the gender came earlier.
    expect((await s.patch(`profiles/${id}`, { gender: 'male' }, auth(member))).status).toBe(200)
    const step = await s.patch(
      `profiles/${id}`,
      { firstName: 'Ravi', lastName: 'Iyer', dob: dayTooYoung(21), height: 68 },
      auth(member),
    )
    expect(step.status).toBe(400)
    expect(step.body.errors).toEqual({ dob: msg.underAge('male', 21) })
    const row = await s.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect([row.firstName, row.dob]).toEqual([null, null])
    // A date in the future is no birth date at all.
    const future = await s.patch(
      `profiles/${id}`,
      { dob: `${Number(todayIso().slice(0, 4)) + 1}-01-01` },
      auth(member),
    )
    expect(future.body.errors).toEqual({ dob: msg.dobInvalid })
  })
})
