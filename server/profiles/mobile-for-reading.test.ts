import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { member, officeProfiles } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'

// A mobile number is stored in E.164 and sent formatted for reading, so that pages show it without a phone
// library; formatting changes nothing of who receives it: the profile's managers only, on its page and through
// "View contact details", never a visitor, another member or another office.

let s: TestServer
let owner: Person
let other: Person
let officeProfile: number
const staff: Record<'own' | 'other', { authorization: string }> = {} as never

beforeAll(async () => {
  s = await startTestServer()
  owner = await member(s, 'Meena', { gender: 'female', mobile: '+919840012345' })
  other = await member(s, 'Ravi', { gender: 'male', mobile: '+14155552671' })
  const officeA = await s.addOffice('Anna Nagar office', 'Chennai')
  const officeB = await s.addOffice('Kothrud office', 'Pune')
  const staffA = await s.addAccount('staff-a@example.com', 'office-password-1', 'staff', officeA)
  await s.addAccount('staff-b@example.com', 'office-password-1', 'staff', officeB)
  staff.own = { authorization: `Bearer ${await s.login('staff-a@example.com', 'office-password-1')}` }
  staff.other = { authorization: `Bearer ${await s.login('staff-b@example.com', 'office-password-1')}` }
  ;[officeProfile] = await officeProfiles(s, 1, staffA, officeA, { mobile: '+971501234567' })
})
afterAll(() => s.close())

describe('a member’s own profile', () => {
  it('its owner reads the mobile formatted, on the page and in the contact details', async () => {
    const page = await s.get(`profiles/${owner.id}`, owner.auth)
    expect(page.body.mobile).toBe('+91 98400 12345')
    const contact = await s.post(`profiles/${owner.id}/contact`, {}, owner.auth)
    expect(contact.body).toEqual({ email: owner.email, mobile: '+91 98400 12345' })
  })

  it.each([
    ['a visitor', undefined],
    ['another member', 'member'],
    ['an office’s staff', 'staff'],
  ] as const)('%s gets no mobile at all', async (_who, kind) => {
    const auth = kind === 'member' ? other.auth : kind === 'staff' ? staff.other : undefined
    const page = await s.get(`profiles/${owner.id}`, auth)
    expect(page.status).toBe(200)
    expect('mobile' in page.body).toBe(false)
    expect(JSON.stringify(page.body)).not.toMatch(/98400|9840012345/)
    if (!auth) return
    // Refused (staff are first asked which family they act for): never the number.
    const contact = await s.post(`profiles/${owner.id}/contact`, {}, auth)
    expect([400, 403]).toContain(contact.status)
    expect(JSON.stringify(contact.body)).not.toMatch(/98400|9840012345/)
  })
})

describe('an office’s profile', () => {
  it('the office’s own staff read it formatted', async () => {
    const page = await s.get(`profiles/${officeProfile}`, staff.own)
    expect(page.body.mobile).toBe('+971 50 123 4567')
    const contact = await s.post(`profiles/${officeProfile}/contact`, {}, staff.own)
    expect(contact.body.mobile).toBe('+971 50 123 4567')
  })

  it('another office, a member and a visitor get none', async () => {
    for (const auth of [staff.other, other.auth, undefined]) {
      const page = await s.get(`profiles/${officeProfile}`, auth)
      expect(page.status).toBe(200)
      expect('mobile' in page.body).toBe(false)
      expect(JSON.stringify(page.body)).not.toMatch(/50 ?123 ?4567/)
    }
  })
})

it('the database keeps E.164, which My profile edits', async () => {
  const row = await s.db
    .selectFrom('profiles')
    .select('mobile')
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow()
  expect(row.mobile).toBe('+919840012345')
})
