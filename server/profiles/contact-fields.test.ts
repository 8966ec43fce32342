import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../shared/messages'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { profileBody, startTestServer } from '../test-support'
import type { TestServer } from '../test-support'

// Every free-text field of a profile is read by other families (the public page, search results): a phone
// number or an e-mail address is refused in each of them, on the office form and on a member's edit alike,
// and never reaches what an anonymous visitor is shown.

const FREE_TEXT = [
  'firstName',
  'lastName',
  'education',
  'occupation',
  'state',
  'caste',
  'gotra',
  'city',
  'nativePlace',
  'aboutMe',
  'expectation',
  'familyDetails',
] as const
// Short enough for a name field, and plainly contact details.
const PHONE = '98400 12345'
const EMAIL = 'ravi@gmail.com'

let s: TestServer
let owner: Person
let staffToken: string
beforeAll(async () => {
  s = await startTestServer()
  owner = await member(s, 'Meena', { gender: 'female' })
  const office = await s.addOffice('Anna Nagar office', 'Chennai')
  await s.addAccount('staff@example.com', 'office-password-1', 'staff', office)
  staffToken = await s.login('staff@example.com', 'office-password-1')
})
afterAll(() => s.close())

describe.each(FREE_TEXT)('%s', (field) => {
  it('refuses a phone number and an e-mail address in a member’s edit, saying which', async () => {
    const phone = await s.patch(`profiles/${owner.id}`, { [field]: PHONE }, owner.auth)
    expect(phone.status).toBe(400)
    expect(phone.body.errors).toEqual({ [field]: msg.contactPhone })
    const mail = await s.patch(`profiles/${owner.id}`, { [field]: EMAIL }, owner.auth)
    expect(mail.body.errors).toEqual({ [field]: msg.contactEmail })
  })

  it('refuses them on the office form', async () => {
    const res = await s.post('user/create-form', profileBody({ [field]: PHONE }), {
      authorization: `Bearer ${staffToken}`,
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ [field]: msg.contactPhone })
  })
})

it('the anonymous page and search show none of them', async () => {
  const page = await s.get(`profiles/${owner.id}`)
  expect(page.status).toBe(200)
  expect(JSON.stringify(page.body)).not.toMatch(/98400|gmail/)
  const search = await s.get('profiles/search?gender=female')
  expect(JSON.stringify(search.body)).not.toMatch(/98400|gmail/)
})

it('stores names and texts without the invisible characters pasted into them', async () => {
  const res = await s.patch(
    `profiles/${owner.id}`,
    { city: 'Chen\u200Bnai\uFEFF', aboutMe: 'Loves\u00AD music\u3164', firstName: 'Mee\u2060na' },
    owner.auth,
  )
  expect(res.status).toBe(200)
  const row = await s.db
    .selectFrom('profiles')
    .select(['city', 'aboutMe', 'firstName'])
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow()
  expect(row).toEqual({ city: 'Chennai', aboutMe: 'Loves music', firstName: 'Meena' })
})
