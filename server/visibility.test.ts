import { describe, expect, it } from 'vitest'
import type { Caller } from './accounts/guards'
import type { ProfileRow } from './db/schema'
import { contactDetails, photoAccess, profileView, relationTo, searchCard } from './visibility'
import type { PhotoAccess, PhotoViewer, Relation } from './visibility'

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
  nakshatra: 'rohini',
  rashi: 'vrishabha',
  dosham: 'no',
  horoscopeSource: 'computed',
  birthTime: '05:40',
  birthPlace: 'Chennai, Tamil Nadu, India',
  birthPlaceId: 'in-tamil-nadu-chennai',
  birthLatitude: 13.08998781,
  birthLongitude: 80.27999874,
  birthTimeZone: 'Asia/Kolkata',
  moonLongitude: 48.123456,
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

  // Time and place of birth: in no view this rule builds, for any viewer (managers read them from the managed
  // profile, server/profiles/store.ts); the nakshatra, rashi and manglik they give are public.
  for (const [who, profile, viewer] of cases)
    it(`${who} gets no time or place of birth in the page, but the nakshatra, rashi and manglik`, () => {
      const view = profileView(profile, viewer)
      const json = JSON.stringify([view, searchCard(profile)])
      for (const secret of [
        '05:40',
        'Chennai',
        'in-tamil-nadu-chennai',
        '13.08',
        '80.27',
        'Asia/Kolkata',
        '48.12',
      ])
        expect(json, secret).not.toContain(secret)
      expect(view).toMatchObject({
        nakshatra: 'rohini',
        rashi: 'vrishabha',
        dosham: 'no',
        horoscopeSource: 'computed',
      })
    })

  it('gives search cards public fields only, whoever asks', () => {
    const json = JSON.stringify(searchCard(row))
    for (const secret of ['Krishnan', '1996-05-04', 'nandini@example.com', '9000000001'])
      expect(json).not.toContain(secret)
  })

  // Contact details: managers, and connections (an accepted interest, no block) whose profile has chosen
  // "Share my contact details"; accepting alone shows nothing. The last name and birth date stay with
  // managers. `isConnection` and `hasShared` come from the database (connections and conversations stores).
  const contactCases: [string, Caller | null, boolean, boolean, Relation, boolean][] = [
    ['anonymous visitor, whatever is claimed', null, true, true, 'other', false],
    ['another member, not connected', member(11), false, false, 'other', false],
    ['another member, not connected, whatever is claimed shared', member(11), false, true, 'other', false],
    ['another member, connected, not shared', member(11), true, false, 'connection', false],
    ['another member, connected, shared', member(11), true, true, 'shared', true],
    ['the owner', member(10), false, false, 'manager', true],
    ['the owner, also connected', member(10), true, false, 'manager', true],
    [
      'staff of any office, connected through one of its profiles, not shared',
      staff(3),
      true,
      false,
      'connection',
      false,
    ],
    [
      'staff of any office, connected through one of its profiles, shared',
      staff(3),
      true,
      true,
      'shared',
      true,
    ],
  ]
  for (const [who, viewer, isConnection, hasShared, relation, sees] of contactCases)
    it(`${who}: ${relation}, ${sees ? 'sees' : 'does not see'} e-mail and mobile`, () => {
      expect(relationTo(viewer, row, isConnection, hasShared)).toBe(relation)
      expect(contactDetails(row, relation)).toEqual(
        sees ? { email: 'nandini@example.com', mobile: '9000000001' } : null,
      )
    })

  it('never gives a connection the last name or birth date, and the page never carries contact details for one', () => {
    for (const viewer of [member(11), staff(3)]) {
      const view = profileView(row, viewer)
      for (const field of ['lastName', 'dob', 'email', 'mobile'] as const)
        expect(field in view, field).toBe(false)
    }
    expect(JSON.stringify(contactDetails(row, 'shared'))).not.toMatch(/Krishnan|1996-05-04/)
  })

  // Photos: viewer kind x the profile's choice x the photo's review -> original, blurred or nothing.
  const viewers: Record<string, PhotoViewer> = {
    visitor: { relation: 'other', loggedIn: false, staff: false, blocked: false },
    member: { relation: 'other', loggedIn: true, staff: false, blocked: false },
    connection: { relation: 'connection', loggedIn: true, staff: false, blocked: false },
    'connection that shared': { relation: 'shared', loggedIn: true, staff: false, blocked: false },
    manager: { relation: 'manager', loggedIn: true, staff: false, blocked: false },
    'other office': { relation: 'other', loggedIn: true, staff: true, blocked: false },
    blocked: { relation: 'other', loggedIn: true, staff: false, blocked: true },
  }
  const photoCases: [string, 'members' | 'accepted', 'pending' | 'approved' | 'rejected', PhotoAccess][] = [
    ['visitor', 'members', 'approved', 'blurred'],
    ['visitor', 'accepted', 'approved', 'blurred'],
    ['member', 'members', 'approved', 'original'],
    ['member', 'accepted', 'approved', 'blurred'],
    ['connection', 'accepted', 'approved', 'original'],
    ['connection that shared', 'accepted', 'approved', 'original'],
    ['connection that shared', 'members', 'pending', 'none'],
    ['manager', 'accepted', 'pending', 'original'],
    ['manager', 'accepted', 'rejected', 'original'],
    ['other office', 'members', 'pending', 'original'],
    ['other office', 'accepted', 'approved', 'blurred'],
    ['other office', 'members', 'rejected', 'none'],
    ['member', 'members', 'pending', 'none'],
    ['connection', 'members', 'rejected', 'none'],
    ['visitor', 'members', 'pending', 'none'],
    ['blocked', 'members', 'approved', 'none'],
  ]
  for (const [who, shownTo, status, access] of photoCases)
    it(`photos shown to ${shownTo}, ${status}: a ${who} gets ${access}`, () => {
      const profile = { ...row, photoVisibility: shownTo } as ProfileRow
      expect(photoAccess({ status }, profile, viewers[who])).toBe(access)
    })

  it('shows photos of unpublished profiles to their managers only', () => {
    const hidden = { ...row, status: 'hidden', photoVisibility: 'members' } as ProfileRow
    expect(photoAccess({ status: 'approved' }, hidden, viewers.connection)).toBe('none')
    expect(photoAccess({ status: 'approved' }, hidden, viewers.manager)).toBe('original')
  })

  it('puts the main photo on cards, the same for every viewer, and nothing when there is none', () => {
    expect('photo' in searchCard(row)).toBe(false)
    const withPhoto = { ...row, mainPhotoId: 12, photoVisibility: 'accepted' } as ProfileRow
    expect(searchCard(withPhoto).photo).toEqual({ id: 12, src: 'photos/12', shownTo: 'accepted' })
  })
})
