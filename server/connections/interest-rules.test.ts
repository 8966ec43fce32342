import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../shared/messages'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { member, officeProfiles } from './test-people'
import type { Person } from './test-people'

// Who may send an interest to whom, for members and office staff alike: two profiles of the same gender, an
// unpublished profile on either side and a block either way are refused with a message, and nothing is
// written (no interest, no count against the day's limit, no audit row). Staff sends and answers that do go
// through leave one audit row each, on the family they acted for.

let s: TestServer
let staff: { authorization: string }
let office: number
beforeAll(async () => {
  s = await startTestServer()
  office = await s.addOffice('Madurai office')
  await s.addAccount('rules.staff@example.com', 'office-password', 'staff', office)
  staff = { authorization: `Bearer ${await s.login('rules.staff@example.com', 'office-password')}` }
})
afterAll(() => s.close())

const staffAccount = async () =>
  (
    await s.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'rules.staff@example.com')
      .executeTakeFirstOrThrow()
  ).id

/** Everything a send could write: interests, the day's counter, audit rows. */
const written = async () => {
  const count = async (table: 'interests' | 'interestQuota' | 'auditLog') =>
    Number(
      (
        await s.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    interests: await count('interests'),
    quota: await count('interestQuota'),
    audit: await count('auditLog'),
  }
}

type Sender = 'member' | 'staff'
type Case =
  'same gender' | 'sender unpublished' | 'receiver unpublished' | 'blocked by receiver' | 'blocked by sender'

/** A sender (a member's own profile, or an office profile staff act for) and a receiver set up for the case. */
async function setUp(sender: Sender, kind: Case) {
  const receiver = await member(s, 'Kavya', { gender: 'female' })
  const senderGender = kind === 'same gender' ? 'female' : 'male'
  let from: { id: number; auth: { authorization: string }; query: string }
  if (sender === 'member') {
    const m: Person = await member(s, 'Ravi', { gender: senderGender })
    from = { id: m.id, auth: m.auth, query: '' }
  } else {
    const [id] = await officeProfiles(s, 1, await staffAccount(), office, { gender: senderGender })
    from = { id, auth: staff, query: `?as=${id}` }
  }
  if (kind === 'sender unpublished')
    await s.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', from.id).execute()
  if (kind === 'receiver unpublished')
    await s.db
      .updateTable('profiles')
      .set({ status: 'pending_consent' })
      .where('id', '=', receiver.id)
      .execute()
  if (kind === 'blocked by receiver')
    expect((await s.post(`profiles/${from.id}/block`, {}, receiver.auth)).status).toBeLessThan(300)
  if (kind === 'blocked by sender')
    expect((await s.post(`profiles/${receiver.id}/block${from.query}`, {}, from.auth)).status).toBeLessThan(
      300,
    )
  return { from, receiver }
}

const refusals: [Case, number, string][] = [
  ['same gender', 409, msg.interestSameGender],
  ['sender unpublished', 409, msg.publishBeforeInterest],
  ['receiver unpublished', 404, msg.profileNotAvailable],
  ['blocked by receiver', 404, msg.profileNotAvailable],
  ['blocked by sender', 404, msg.profileNotAvailable],
]

describe.each<Sender>(['member', 'staff'])('an interest sent by a %s', (sender) => {
  it.each(refusals)('is refused when %s (%i), and nothing is written', async (kind, status, message) => {
    const { from, receiver } = await setUp(sender, kind)
    const before = await written()
    const res = await s.post(
      `profiles/${receiver.id}/interest${from.query}`,
      { message: 'Namaste' },
      from.auth,
    )
    expect(res.status).toBe(status)
    expect(res.body.message).toBe(message)
    expect(await written()).toEqual(before)
  })

  it('goes through between a bride and a groom, both published', async () => {
    const { from, receiver } = await setUp(sender, 'same gender')
    await s.db.updateTable('profiles').set({ gender: 'male' }).where('id', '=', from.id).execute()
    const res = await s.post(`profiles/${receiver.id}/interest${from.query}`, {}, from.auth)
    expect(res.status).toBe(201)
  })
})

describe('the profile page says why no interest can go', () => {
  it('for two profiles of the same gender', async () => {
    const { from, receiver } = await setUp('staff', 'same gender')
    const state = await s.get(`profiles/${receiver.id}/connection${from.query}`, from.auth)
    expect(state.body).toMatchObject({ canSendInterest: false, cannotSendReason: msg.interestSameGender })
  })
})

describe('audit rows for what staff do for a family', () => {
  const rowsFor = (profileId: number) =>
    s.db
      .selectFrom('auditLog')
      .select(['action', 'accountId', 'officeId', 'detail'])
      .where('profileId', '=', profileId)
      .orderBy('id')
      .execute()

  it('one row for each interest sent, withdrawn, accepted and declined, on the family acted for', async () => {
    const account = await staffAccount()
    const [groom, bride] = await Promise.all([
      officeProfiles(s, 1, account, office, { gender: 'male' }),
      officeProfiles(s, 1, account, office, { gender: 'female' }),
    ]).then(([[g], [b]]) => [g, b])
    const her = await member(s, 'Lakshmi', { gender: 'female' })
    const him = await member(s, 'Mohan', { gender: 'male' })

    const first = await s.post(`profiles/${her.id}/interest?as=${groom}`, {}, staff)
    expect(first.status).toBe(201)
    expect(
      (await s.post(`connections/interests/${first.body.interest.id}/withdraw?as=${groom}`, {}, staff))
        .status,
    ).toBe(200)
    const toBride = await s.post(`profiles/${bride}/interest`, {}, him.auth)
    expect((await s.post(`connections/interests/${toBride.body.interest.id}/accept`, {}, staff)).status).toBe(
      200,
    )
    const other = await member(s, 'Naveen', { gender: 'male' })
    const again = await s.post(`profiles/${bride}/interest`, {}, other.auth)
    expect((await s.post(`connections/interests/${again.body.interest.id}/decline`, {}, staff)).status).toBe(
      200,
    )

    const who = { accountId: account, officeId: office }
    expect(await rowsFor(groom)).toEqual([
      { action: 'interest.sent', ...who, detail: `to MT${String(her.id).padStart(6, '0')}` },
      { action: 'interest.withdrawn', ...who, detail: `to MT${String(her.id).padStart(6, '0')}` },
    ])
    expect(await rowsFor(bride)).toEqual([
      { action: 'interest.accepted', ...who, detail: `from MT${String(him.id).padStart(6, '0')}` },
      { action: 'interest.declined', ...who, detail: `from MT${String(other.id).padStart(6, '0')}` },
    ])
    // Members acting for themselves are not audited.
    expect(await rowsFor(him.id)).toEqual([])
  })
})

describe('audit rows for staff reads and changes of a family’s profile', () => {
  it('one row for the profile page read as its manager, for hide and unhide, and one per office list page', async () => {
    const [id] = await officeProfiles(s, 1, await staffAccount(), office, { gender: 'female' })
    const actions = async () =>
      (
        await s.db.selectFrom('auditLog').select('action').where('profileId', '=', id).orderBy('id').execute()
      ).map((r) => r.action)
    expect((await s.get(`profiles/${id}`, staff)).status).toBe(200)
    expect((await s.post(`profiles/${id}/hide`, {}, staff)).status).toBe(200)
    expect((await s.post(`profiles/${id}/unhide`, {}, staff)).status).toBe(200)
    expect(await actions()).toEqual(['profile.viewed', 'profile.hidden', 'profile.unhidden'])
    // Anyone else opening the published page leaves no row: only staff reads of their own office's families.
    await s.get(`profiles/${id}`, (await member(s, 'Suresh', { gender: 'male' })).auth)
    expect(await actions()).toHaveLength(3)

    expect((await s.get('profiles/mine', staff)).status).toBe(200)
    const listed = await s.db
      .selectFrom('auditLog')
      .select(['action', 'detail'])
      .where('action', '=', 'office.listed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(listed.detail).toContain(`MT${String(id).padStart(6, '0')}`)
  })
})
