import { describe, expect, it } from 'vitest'
import type { Caller } from './accounts/guards'
import type { ProfileRow } from './db/schema'
import { profileView, relationTo, searchCard } from './visibility'

// The one visibility rule as a table: viewer kind x private field -> shown or not.

const row = {
  id: 7,
  accountId: 2,
  ownerAccountId: 10,
  officeId: null,
  createdBy: 'Self',
  managedBy: 'self',
  status: 'published',
  closeReason: null,
  idempotencyKey: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  publishedAt: null,
  firstName: 'Nandini',
  lastName: 'Krishnan',
  dob: '1996-05-04',
  email: 'nandini@example.com',
  mobile: '9000000001',
  age: 30,
  height: 62,
  weight: 54,
} as unknown as ProfileRow
const officeRow = { ...row, ownerAccountId: null, officeId: 3, managedBy: 'office' } as ProfileRow

const member = (accountId: number): Caller => ({
  accountId,
  email: 'm@example.com',
  role: 'member',
  officeId: null,
  displayName: null,
})
const staff = (officeId: number): Caller => ({
  accountId: 99,
  email: 's@example.com',
  role: 'staff',
  officeId,
  displayName: null,
})

const cases: [string, ProfileRow, Caller | null, boolean][] = [
  ['anonymous visitor', row, null, false],
  ['another member', row, member(11), false],
  ['the owner', row, member(10), true],
  ['staff of any office, for a member’s own profile', row, staff(3), false],
  ['staff of the registering office', officeRow, staff(3), true],
  ['staff of another office', officeRow, staff(4), false],
  ['a member, for an office profile', officeRow, member(10), false],
]

describe('visibility', () => {
  for (const [who, profile, viewer, sees] of cases)
    it(`${who} ${sees ? 'sees' : 'does not see'} last name, date of birth, e-mail and mobile`, () => {
      const view = profileView(profile, viewer)
      expect(relationTo(viewer, profile)).toBe(sees ? 'manager' : 'other')
      for (const field of ['lastName', 'dob', 'email', 'mobile'] as const)
        expect(field in view, field).toBe(sees)
      expect(view.canManage).toBe(sees)
      const json = JSON.stringify(view)
      for (const secret of ['Krishnan', '1996-05-04', 'nandini@example.com', '9000000001'])
        expect(json.includes(secret), secret).toBe(sees)
    })

  it('gives search cards public fields only, whoever asks', () => {
    const json = JSON.stringify(searchCard(row))
    for (const secret of ['Krishnan', '1996-05-04', 'nandini@example.com', '9000000001'])
      expect(json).not.toContain(secret)
  })
})
