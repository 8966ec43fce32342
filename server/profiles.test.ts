import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../shared/messages'
import { optionalProfileFields } from '../shared/profile-sections'
import { profileFieldNames } from '../shared/schemas/profile'
import { profileBody, startTestServer } from './test-support'
import type { TestServer } from './test-support'

describe('create-form and profiles/mine over HTTP', () => {
  let s: TestServer
  let token: string
  let otherToken: string
  beforeAll(async () => {
    s = await startTestServer()
    await s.addAccount('staff@example.com', 'staff-password')
    await s.addAccount('other@example.com', 'other-password', 'staff', await s.addOffice('Pune office'))
    token = await s.login('staff@example.com', 'staff-password')
    otherToken = await s.login('other@example.com', 'other-password')
  })
  afterAll(() => s.close())
  const auth = (t = token) => ({ authorization: `Bearer ${t}` })
  const count = async () =>
    Number(
      (
        await s.db
          .selectFrom('profiles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('stores a valid profile: 201 with its id', async () => {
    const res = await s.post('user/create-form', profileBody(), auth())
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      firstName: 'Kavitha',
      lastName: 'Raman',
      age: 30,
    })
  })

  it('answers 400 with each required field’s own message, and writes nothing', async () => {
    const before = await count()
    const labels: Record<string, string> = {
      education: 'Education',
      occupation: 'Occupation',
      rashi: 'Rashi',
      dosham: 'Dosham',
      eating: 'Eating',
      smoking: 'Smoking',
      drinking: 'Drinking',
      family: 'Family',
      value: 'Value',
      familyStatus: 'Family Status',
      height: 'Height',
      weight: 'Weight',
      country: 'Country',
      state: 'State',
      aboutMe: 'About Me',
      religion: 'Religion',
      caste: 'Community',
      gotra: 'Gotra',
      expectation: 'Expectation',
      annualIncome: 'Annual Income',
      maritalStatus: 'Marital Status',
      citizen: 'Citizen',
      motherTongue: 'Mother Tongue',
      haveChildren: 'Have Children',
    }
    const own: Record<string, string> = {
      firstName: msg.firstNameRequired,
      lastName: msg.lastNameRequired,
      dob: msg.dobRequired,
      age: msg.ageFormRequired,
      mobile: msg.mobileRequired,
      gender: msg.genderRequired,
    }
    for (const field of profileFieldNames.filter((f) => !optionalProfileFields.includes(f as never))) {
      const res = await s.post('user/create-form', profileBody({ [field]: '' }), auth())
      expect(res.status, field).toBe(400)
      expect(res.body.errors, field).toEqual({ [field]: own[field] ?? msg.fieldRequired(labels[field]) })
    }
    const empty = await s.post('user/create-form', {}, auth())
    expect(empty.body.errors.firstName).toBe(msg.firstNameRequired)
    expect(empty.body.errors.gender).toBe(msg.genderRequired)
    expect(empty.body.errors.familyStatus).toBe('Family Status is required.')
    expect(await count()).toBe(before)
  })

  it('applies the business rules: age agrees with dob, marriageable age, no contact details', async () => {
    expect((await s.post('user/create-form', profileBody({ age: 41 }), auth())).body.errors).toEqual({
      age: msg.ageMismatch,
    })
    const year = new Date().getFullYear() - 19
    const young = await s.post(
      'user/create-form',
      profileBody({ gender: 'male', dob: `${year}-01-01`, age: 19 }),
      auth(),
    )
    expect(young.body.errors).toEqual({ dob: msg.underAge('male', 21) })
    const contact = await s.post(
      'user/create-form',
      profileBody({ aboutMe: 'Mail me at me@example.com' }),
      auth(),
    )
    expect(contact.body.errors).toEqual({ aboutMe: msg.contactEmail })
    expect(
      (await s.post('user/create-form', profileBody({ firstName: 'x'.repeat(16) }), auth())).body.errors,
    ).toEqual({ firstName: msg.firstNameMax })
    expect((await s.post('user/create-form', profileBody({ mobile: '12345' }), auth())).body.errors).toEqual({
      mobile: msg.mobileShape,
    })
  })

  it('trims strings', async () => {
    const res = await s.post('user/create-form', profileBody({ firstName: '  Meena  ' }), auth())
    expect(res.body.data.firstName).toBe('Meena')
  })

  it('answers 401 for missing, forged, expired and malformed tokens', async () => {
    const expired = await new SignJWT({ email: 'staff@example.com', role: 'staff' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 50_000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode('unit-test-secret'))
    const forged = await new SignJWT({ email: 'staff@example.com', role: 'staff' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-our-secret'))
    for (const headers of [
      {},
      auth(expired),
      auth(forged),
      auth('abc.def.ghi'),
      { authorization: 'Basic xyz' },
    ]) {
      expect((await s.post('user/create-form', profileBody(), headers)).status).toBe(401)
    }
  })

  it('keeps one row for one Idempotency-Key, even when two copies race', async () => {
    const before = await count()
    const headers = { ...auth(), 'idempotency-key': 'same-key-123456' }
    const [a, b] = await Promise.all([
      s.post('user/create-form', profileBody(), headers),
      s.post('user/create-form', profileBody(), headers),
    ])
    const c = await s.post('user/create-form', profileBody(), headers)
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201])
    expect(new Set([a.body.data.id, b.body.data.id, c.body.data.id]).size).toBe(1)
    expect(await count()).toBe(before + 1)
    // Another account may use the same key for its own profile.
    const other = await s.post('user/create-form', profileBody(), {
      ...auth(otherToken),
      'idempotency-key': 'same-key-123456',
    })
    expect(other.body.data.id).not.toBe(a.body.data.id)
  })

  it('answers 409 to a repeated Idempotency-Key with other details (two tabs), and writes nothing', async () => {
    const headers = { ...auth(), 'idempotency-key': 'two-tabs-key-123456' }
    const first = await s.post('user/create-form', profileBody(), headers)
    expect(first.status).toBe(201)
    const before = await count()
    const other = await s.post('user/create-form', profileBody({ firstName: 'Meena' }), headers)
    expect(other.status).toBe(409)
    expect(other.body.message).toBe(msg.idempotencyKeyReused)
    expect(await count()).toBe(before)
    // The same details again are the same submit: the first answer.
    const again = await s.post('user/create-form', profileBody(), headers)
    expect(again.status).toBe(201)
    expect(again.body.data.id).toBe(first.body.data.id)
  })

  it('lists only the office’s profiles, newest first, paged', async () => {
    const mine = await s.get('profiles/mine', auth())
    const theirs = await s.get('profiles/mine', auth(otherToken))
    expect(mine.status).toBe(200)
    expect(theirs.body.total).toBe(1)
    expect(mine.body.results.map((p: { id: number }) => p.id)).not.toContain(theirs.body.results[0].id)
    const ids = mine.body.results.map((p: { id: number }) => p.id)
    expect(ids).toEqual([...ids].sort((x, y) => y - x))
    for (let i = 0; i < 10; i++) await s.post('user/create-form', profileBody({ firstName: `P${i}` }), auth())
    const page1 = await s.get('profiles/mine', auth())
    const page2 = await s.get(`profiles/mine?after=${page1.body.next}`, auth())
    expect(page2.body.results.length).toBe(page2.body.total - 10)
    expect(page2.body.next).toBeNull()
    expect((await s.get('profiles/mine')).status).toBe(401)
  })

  it('answers non-JSON and oversized bodies with 4xx, never 500', async () => {
    expect(
      (await s.post('user/create-form', 'not json', { ...auth(), 'content-type': 'application/json' }))
        .status,
    ).toBe(400)
    expect(
      (await s.post('user/create-form', JSON.stringify({ a: 'x'.repeat(100_000) }), auth())).status,
    ).toBe(413)
    expect((await s.post('user/create-form', '[1,2]', auth())).status).toBe(400)
    expect((await s.post('user/create-form', 'null', auth())).status).toBe(400)
  })
})
