import { afterAll, beforeAll, expect, it } from 'vitest'
import { photoFormats } from '../../shared/photos'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { image, png, upload } from './test-photos'

// A staff member looking at a family's original (unblurred) photo is a read of personal data: one audit row
// per staff account, photo and hour, however many sizes and formats the page asks for; members and blurred
// answers write none.

let s: TestServer
let owner: Person
let reviewer: { authorization: string }
let reviewerId: number
let otherStaff: { authorization: string }
let photo: { id: number; src: string }

beforeAll(async () => {
  s = await startTestServer()
  owner = await member(s, 'Revathi', { gender: 'female', city: 'Madurai' })
  const office = await s.addOffice('Madurai office')
  reviewerId = await s.addAccount('reviewer@example.com', 'reviewer-password', 'staff', office)
  await s.db.updateTable('accounts').set({ centralRole: 'moderator' }).where('id', '=', reviewerId).execute()
  reviewer = { authorization: `Bearer ${await s.login('reviewer@example.com', 'reviewer-password')}` }
  await s.addAccount('other.office@example.com', 'other-password', 'staff', await s.addOffice('Pune office'))
  otherStaff = { authorization: `Bearer ${await s.login('other.office@example.com', 'other-password')}` }
  photo = (await upload(s, owner.id, await png(), owner.auth)).body.photo
})
afterAll(() => s.close())

const rows = () =>
  s.db
    .selectFrom('auditLog')
    .select(['accountId', 'officeId', 'profileId', 'detail'])
    .where('action', '=', 'photo.originalViewed')
    .execute()

it('a member looking at their own original writes no row', async () => {
  for (const format of photoFormats)
    expect((await image(s, `${photo.src}/card.${format}`, owner.auth)).variant).toBe('original')
  expect(await rows()).toEqual([])
})

it('staff loading an original write one row; more sizes and formats within the hour write none', async () => {
  expect((await image(s, `${photo.src}/card.webp`, reviewer)).variant).toBe('original')
  const first = await rows()
  expect(first).toEqual([
    { accountId: reviewerId, officeId: expect.any(Number), profileId: owner.id, detail: `photo ${photo.id}` },
  ])
  for (const format of photoFormats) {
    expect((await image(s, `${photo.src}/card.${format}`, reviewer)).variant).toBe('original')
    expect((await image(s, `${photo.src}/thumb.${format}`, reviewer)).variant).toBe('original')
  }
  expect(await rows()).toEqual(first)
})

it('staff given the blurred version write no row', async () => {
  expect((await s.post(`photos/${photo.id}/approve`, {}, reviewer)).status).toBe(200)
  const saved = await s.put(`profiles/${owner.id}/photos/settings`, { shownTo: 'accepted' }, owner.auth)
  expect(saved.status).toBe(200)
  expect((await image(s, `${photo.src}/card.webp`, otherStaff)).variant).toBe('blurred')
  expect((await rows()).length).toBe(1)
})

it("another staff member's original is their own row", async () => {
  await s.put(`profiles/${owner.id}/photos/settings`, { shownTo: 'members' }, owner.auth)
  expect((await image(s, `${photo.src}/card.webp`, otherStaff)).variant).toBe('original')
  expect((await image(s, `${photo.src}/card.jpeg`, otherStaff)).variant).toBe('original')
  expect((await rows()).length).toBe(2)
})
