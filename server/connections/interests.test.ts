import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { INTEREST_MESSAGE_MAX, INTERESTS_PER_DAY } from '../../shared/connections'
import hiServer from '../../shared/locales/hi/server.json'
import taServer from '../../shared/locales/ta/server.json'
import { msg } from '../../shared/messages'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { pairKeyOf } from './store'
import { member, officeProfiles, travel } from './test-people'
import type { Person } from './test-people'

// Interests over real HTTP: every change of state, the limits (also under concurrency), the contact rule
// and its log, notifications, and staff acting for their office's profiles.

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())
afterEach(() => travel(0))

const send = (from: Person, to: Person | number, message?: string, query = '') =>
  s.post(
    `profiles/${typeof to === 'number' ? to : to.id}/interest${query}`,
    message ? { message } : {},
    from.auth,
  )
const answer = (who: Person, id: number, action: 'accept' | 'decline' | 'withdraw') =>
  s.post(`connections/interests/${id}/${action}`, {}, who.auth)
const inbox = async (who: Person) => (await s.get('connections/inbox', who.auth)).body
const ids = (list: { profile: { id: number } }[]) => list.map((i) => i.profile.id)
const contactViews = async (profileId: number) =>
  (await s.db.selectFrom('contactViews').selectAll().where('profileId', '=', profileId).execute()).length
const unread = async (who: Person) => (await s.get('connections/notifications/unread', who.auth)).body.unread

describe('an interest from A to B', () => {
  let a: Person
  let b: Person
  let c: Person
  beforeAll(async () => {
    ;[a, b, c] = await Promise.all([member(s, 'Arjun'), member(s, 'Bhavana'), member(s, 'Chitra')])
  })

  it('is sent with a short message, appears in both inboxes and is counted for the receiver', async () => {
    const sent = await send(a, b, 'We liked your profile and would like to talk.')
    expect(sent.status).toBe(201)
    expect(sent.body.interest).toMatchObject({ direction: 'sent', status: 'pending' })
    expect(sent.body.message).toContain('Bhavana')
    expect(ids((await inbox(a)).sent)).toEqual([b.id])
    const received = (await inbox(b)).received
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      direction: 'received',
      status: 'pending',
      message: 'We liked your profile and would like to talk.',
      profile: { id: a.id, firstName: 'Arjun' },
    })
    // The inbox card is public fields only.
    expect(JSON.stringify(received)).not.toContain(a.email)
    expect(JSON.stringify(received)).not.toContain(a.mobile)
    expect(await unread(b)).toBe(1)
    expect(
      s.logs.some((l) => l.includes('this e-mail would be sent') && l.includes('New interest from Arjun')),
    ).toBe(true)
  })

  it('refuses a second pending interest either way, and one to oneself', async () => {
    expect((await send(a, b)).body.message).toBe(msg.interestPending)
    const back = await send(b, a)
    expect(back.status).toBe(409)
    expect(back.body.message).toBe(msg.interestWaitingForYou)
    expect((await s.post(`profiles/${a.id}/interest`, {}, a.auth)).body.message).toBe(msg.interestToSelf)
  })

  it('refuses contact details and links in the message, and a long one, with the About Me message', async () => {
    const withNumber = await send(a, c, 'Call me on 98400 12345')
    expect(withNumber.status).toBe(400)
    expect(withNumber.body.errors).toEqual({ message: msg.contactPhone })
    expect((await send(a, c, 'see www.example.com')).body.errors).toEqual({ message: msg.contactLink })
    const long = await send(a, c, 'x'.repeat(INTEREST_MESSAGE_MAX + 1))
    expect(long.body.errors).toEqual({ message: msg.tooLong(INTEREST_MESSAGE_MAX) })
    expect(
      (await s.post(`profiles/${c.id}/interest`, { message: 'hi', extra: 1 }, a.auth)).body.errors,
    ).toEqual({
      extra: msg.unknownField,
    })
  })

  it('hides contact details until B accepts: 403 for A, absent from B’s page JSON', async () => {
    const refused = await s.post(`profiles/${b.id}/contact`, {}, a.auth)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(msg.contactAfterAcceptance)
    const page = await s.get(`profiles/${b.id}`, a.auth)
    expect(page.status).toBe(200)
    for (const key of ['email', 'mobile']) expect(page.body).not.toHaveProperty(key)
    expect(JSON.stringify(page.body)).not.toContain(b.mobile)
    expect(await contactViews(b.id)).toBe(0)
  })

  it('is accepted by B only: each then sees the other’s contact details once that side shares them, each view logged once', async () => {
    const id = (await inbox(b)).received[0].id
    expect((await answer(a, id, 'accept')).status).toBe(404)
    expect((await answer(c, id, 'accept')).status).toBe(404)
    const accepted = await answer(b, id, 'accept')
    expect(accepted.status).toBe(200)
    expect(accepted.body.interest).toMatchObject({ status: 'accepted', direction: 'received' })
    expect((await answer(b, id, 'decline')).body.message).toBe(msg.interestNotWaiting)

    expect(ids((await inbox(a)).accepted)).toEqual([b.id])
    expect(ids((await inbox(b)).accepted)).toEqual([a.id])
    expect(await unread(a)).toBe(1)

    // Accepting alone shares nothing: each side shares its own details in their conversation.
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const notYet = await s.post(`profiles/${other.id}/contact`, {}, viewer.auth)
      expect(notYet.status).toBe(403)
      expect(notYet.body.message).toBe(msg.contactNotShared)
      expect(JSON.stringify(notYet.body)).not.toContain(other.mobile)
    }
    expect(await contactViews(b.id)).toBe(0)
    const conversation = (await s.get(`profiles/${a.id}/conversation`, b.auth)).body.id
    expect((await s.post(`conversations/${conversation}/share-contact`, {}, b.auth)).status).toBe(200)
    // B shared, A has not: A sees B's, B still cannot see A's.
    expect((await s.post(`profiles/${a.id}/contact`, {}, b.auth)).status).toBe(403)
    expect((await s.post(`conversations/${conversation}/share-contact`, {}, a.auth)).status).toBe(200)
    const bForA = await s.post(`profiles/${b.id}/contact`, {}, a.auth)
    expect(bForA.status).toBe(200)
    expect(bForA.body).toEqual({ email: b.email, mobile: b.mobile })
    expect((await s.post(`profiles/${a.id}/contact`, {}, b.auth)).body).toEqual({
      email: a.email,
      mobile: a.mobile,
    })
    await s.post(`profiles/${b.id}/contact`, {}, a.auth)
    expect(await contactViews(b.id)).toBe(2)
    const log = await s.db.selectFrom('contactViews').selectAll().where('profileId', '=', a.id).execute()
    expect(log).toEqual([
      {
        id: expect.any(Number),
        viewerProfileId: b.id,
        viewerAccountId: b.accountId,
        profileId: a.id,
        at: expect.any(String),
      },
    ])

    // The page itself still carries no contact details; C, never accepted, gets none at all.
    expect(await s.get(`profiles/${b.id}`, a.auth)).not.toHaveProperty('body.email')
    expect((await s.post(`profiles/${b.id}/contact`, {}, c.auth)).status).toBe(403)
    expect((await s.post(`profiles/${b.id}/contact`, {})).status).toBe(401)
    expect(await contactViews(b.id)).toBe(2)
    expect((await send(a, b)).body.message).toBe(msg.alreadyConnected)
    const state = await s.get(`profiles/${b.id}/connection`, a.auth)
    expect(state.body).toMatchObject({
      connected: true,
      canSendInterest: false,
      cannotSendReason: msg.alreadyConnected,
    })
  })

  it('marks the news read when the inbox is read', async () => {
    expect(await unread(b)).toBe(1)
    expect((await s.post('connections/notifications/read', {}, b.auth)).status).toBe(200)
    expect(await unread(b)).toBe(0)
  })
})

describe('a declined interest', () => {
  it('is shown as declined to both; the sender may ask again only after 90 days', async () => {
    const [a, b] = await Promise.all([member(s, 'Deepak'), member(s, 'Esha')])
    const { id } = (await send(a, b)).body.interest
    expect((await answer(b, id, 'decline')).body.interest.status).toBe('declined')
    expect(ids((await inbox(a)).declined)).toEqual([b.id])
    expect(ids((await inbox(b)).declined)).toEqual([a.id])
    expect((await inbox(b)).received).toEqual([])
    expect(s.logs.some((l) => l.includes('An answer to your interest'))).toBe(true)

    const again = await send(a, b)
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(
      /^This profile declined your interest\. You can send another one after \d/,
    )
    travel(89)
    expect((await send(a, b)).status).toBe(409)
    // The one who declined may still write first.
    travel(0)
    travel(91)
    expect((await send(a, b)).status).toBe(201)
  })
})

describe('an interest nobody answers', () => {
  it('expires after 30 days: gone from the receiver’s inbox, cannot be accepted, may be sent again', async () => {
    const [a, b] = await Promise.all([member(s, 'Farhan'), member(s, 'Gauri')])
    const { id } = (await send(a, b)).body.interest
    travel(29)
    expect((await inbox(b)).received.map((i: { id: number }) => i.id)).toEqual([id])
    travel(31)
    expect((await inbox(b)).received).toEqual([])
    expect((await inbox(a)).sent).toMatchObject([{ id, status: 'expired' }])
    const late = await answer(b, id, 'accept')
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(msg.interestNotWaiting)
    expect((await send(a, b)).status).toBe(201)
  })

  it('can be withdrawn by its sender only', async () => {
    const [a, b] = await Promise.all([member(s, 'Harish'), member(s, 'Indu')])
    const { id } = (await send(a, b)).body.interest
    expect((await answer(b, id, 'withdraw')).status).toBe(404)
    expect((await answer(a, id, 'withdraw')).body.interest.status).toBe('withdrawn')
    expect((await inbox(b)).received).toEqual([])
    expect((await send(a, b)).status).toBe(201)
  })
})

describe('limits under concurrency', () => {
  it(`lets a profile send ${INTERESTS_PER_DAY} interests a day, however many arrive at once`, async () => {
    const a = await member(s, 'Jaya', { gender: 'female' })
    const targets = await officeProfiles(s, 60, a.accountId, null, { gender: 'male' })
    const answers = await Promise.all(targets.map((t) => send(a, t)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((x) => x === 201)).toHaveLength(INTERESTS_PER_DAY)
    expect(statuses.filter((x) => x === 429)).toHaveLength(60 - INTERESTS_PER_DAY)
    expect(answers.find((r) => r.status === 429)!.body.message).toBe(
      msg.dailyInterestLimit(INTERESTS_PER_DAY),
    )
    const rows = await s.db.selectFrom('interests').select('id').where('fromProfileId', '=', a.id).execute()
    expect(rows).toHaveLength(INTERESTS_PER_DAY)
    const left = targets.filter((_, i) => statuses[i] === 429)
    travel(1)
    expect((await send(a, left[0])).status).toBe(201)
  })

  it('keeps one pending interest per pair when sends race, in both directions', async () => {
    const [a, b] = await Promise.all([member(s, 'Kiran'), member(s, 'Latha')])
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? send(a, b) : send(b, a))))
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9)
    const rows = await s.db
      .selectFrom('interests')
      .selectAll()
      .where('pairKey', '=', pairKeyOf(a.id, b.id))
      .execute()
    expect(rows.map((r) => r.status)).toEqual(['pending'])
    // The database itself refuses a second pending row for the pair, whatever code writes it.
    const { id: _id, ...copy } = rows[0]
    await expect(
      s.db
        .insertInto('interests')
        .values({ ...copy, fromProfileId: copy.toProfileId, toProfileId: copy.fromProfileId })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i)
  })
})

describe('office staff act for their office’s profiles', () => {
  let staff: { authorization: string }
  let otherStaff: { authorization: string }
  let own: number[]
  let foreign: number[]
  let m: Person
  beforeAll(async () => {
    const office = await s.addOffice('Madurai office')
    const elsewhere = await s.addOffice('Kochi office')
    const staffId = await s.addAccount('madurai@example.com', 'office-password', 'staff', office)
    await s.addAccount('kochi@example.com', 'office-password', 'staff', elsewhere)
    staff = { authorization: `Bearer ${await s.login('madurai@example.com', 'office-password')}` }
    otherStaff = { authorization: `Bearer ${await s.login('kochi@example.com', 'office-password')}` }
    own = await officeProfiles(s, 2, staffId, office)
    foreign = await officeProfiles(s, 1, staffId, elsewhere)
    m = await member(s, 'Meena')
  })

  it('lists the office’s published profiles to act for', async () => {
    const acting = await s.get('connections/acting', staff)
    expect(acting.body.profiles.map((p: { id: number }) => p.id).sort()).toEqual([...own].sort())
    expect((await s.get('connections/acting', m.auth)).body.profiles).toMatchObject([
      { id: m.id, status: 'published' },
    ])
  })

  it('sends as a chosen office profile; refuses without a choice and for another office’s profile', async () => {
    const missing = await s.post(`profiles/${m.id}/interest`, {}, staff)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(msg.chooseActingProfile)
    const foreignAs = await s.post(`profiles/${m.id}/interest?as=${foreign[0]}`, {}, staff)
    expect(foreignAs.status).toBe(403)
    expect(foreignAs.body.message).toBe(msg.otherOffice)
    const sent = await s.post(
      `profiles/${m.id}/interest?as=${own[0]}`,
      { message: 'From the Madurai office' },
      staff,
    )
    expect(sent.status).toBe(201)
    const row = await s.db
      .selectFrom('interests')
      .selectAll()
      .where('id', '=', sent.body.interest.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ fromProfileId: own[0], toProfileId: m.id })
    // A member cannot act for anyone else's profile.
    expect((await s.post(`profiles/${own[1]}/interest?as=${own[0]}`, {}, m.auth)).status).toBe(403)
  })

  it('answers for the office profile only where the office manages it; its contact then reaches the member', async () => {
    const id = (await inbox(m)).received[0].id
    expect((await s.post(`connections/interests/${id}/withdraw`, {}, otherStaff)).status).toBe(404)
    expect((await s.get(`connections/inbox?as=${own[0]}`, otherStaff)).status).toBe(403)
    // The member accepts and shares their own details with the same click ("Share my contact details").
    const accepted = await s.post(`connections/interests/${id}/accept`, { shareContact: true }, m.auth)
    expect(accepted.status).toBe(200)
    const theirs = await s.get(`connections/inbox?as=${own[0]}`, staff)
    expect(ids(theirs.body.accepted)).toEqual([m.id])
    // The office's profile has not shared yet; its staff share it for the family, in its conversation.
    expect((await s.post(`profiles/${own[0]}/contact`, {}, m.auth)).status).toBe(403)
    const conversation = (await s.get(`profiles/${m.id}/conversation?as=${own[0]}`, staff)).body.id
    expect((await s.post(`conversations/${conversation}/share-contact?as=${own[1]}`, {}, staff)).status).toBe(
      404,
    )
    expect((await s.post(`conversations/${conversation}/share-contact?as=${own[0]}`, {}, staff)).status).toBe(
      200,
    )
    expect((await s.post(`profiles/${own[0]}/contact`, {}, m.auth)).status).toBe(200)
    // Staff see the member's contact only through the connected profile they act for.
    expect((await s.post(`profiles/${m.id}/contact?as=${own[1]}`, {}, staff)).status).toBe(403)
    const seen = await s.post(`profiles/${m.id}/contact?as=${own[0]}`, {}, staff)
    expect(seen.body).toEqual({ email: m.email, mobile: m.mobile })
  })
})

describe('e-mail notifications', () => {
  it('are written to the log without SMTP, and stop when the member turns them off', async () => {
    const [a, b] = await Promise.all([member(s, 'Nandhini'), member(s, 'Omkar')])
    expect((await s.get('connections/settings', b.auth)).body).toEqual({ emailNotifications: true })
    expect((await s.post('connections/settings', { emailNotifications: 'no' }, b.auth)).status).toBe(400)
    expect((await s.post('connections/settings', { emailNotifications: false }, b.auth)).body).toEqual({
      emailNotifications: false,
    })
    const before = s.logs.length
    await send(a, b)
    expect(s.logs.slice(before).some((l) => l.includes('New interest from Nandhini'))).toBe(false)
    // The in-app counter still counts it.
    expect(await unread(b)).toBe(1)
  })

  it('reach each family in its own language, not the sender’s', async () => {
    const [a, b] = await Promise.all([member(s, 'Parvathi'), member(s, 'Raghav')])
    // Raghav uses the service in Tamil (the app sends the screen's language with every call).
    expect((await s.get('connections/inbox', { ...b.auth, 'accept-language': 'ta' })).status).toBe(200)
    expect(
      (await s.db.selectFrom('accounts').select('language').where('id', '=', b.accountId).executeTakeFirst())
        ?.language,
    ).toBe('ta')
    const mails = () => s.logs.filter((l) => l.includes('this e-mail would be sent'))
    const before = mails().length
    // Parvathi writes in Hindi: her answer comes in Hindi, Raghav's e-mail in Tamil.
    const sent = await s.post(`profiles/${b.id}/interest`, {}, { ...a.auth, 'accept-language': 'hi' })
    expect(sent.status).toBe(201)
    const mail = mails().slice(before)
    expect(mail).toHaveLength(1)
    expect(JSON.parse(mail[0]).mail.subject).toBe(
      taServer['server.email.interest.subject'].replace('{name}', 'Parvathi'),
    )
    // He accepts from a phone set to Tamil: Parvathi, who last used Hindi, hears of it in Hindi.
    const id = (await inbox(b)).received[0].id as number
    const accepted = await s.post(
      `connections/interests/${id}/accept`,
      {},
      { ...b.auth, 'accept-language': 'ta' },
    )
    expect(accepted.status).toBe(200)
    const reply = mails().slice(before + 1)
    expect(reply).toHaveLength(1)
    expect(JSON.parse(reply[0]).mail.subject).toBe(
      hiServer['server.email.accepted.subject'].replace('{name}', 'Raghav'),
    )
  })

  it('keep the language when a call names none (a script, a link opened elsewhere)', async () => {
    const c = await member(s, 'Sumathi')
    await s.get('connections/inbox', { ...c.auth, 'accept-language': 'hi' })
    await s.get('connections/inbox', c.auth)
    expect(
      (await s.db.selectFrom('accounts').select('language').where('id', '=', c.accountId).executeTakeFirst())
        ?.language,
    ).toBe('hi')
  })
})
