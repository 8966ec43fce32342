import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_MAX, MESSAGE_PAGE, MESSAGES_PER_MINUTE_PER_SENDER } from '../../shared/conversations'
import { ERASURE_DAYS } from '../../shared/privacy'
import { msg } from '../../shared/messages'
import { member, officeProfiles, travel } from '../connections/test-people'
import { eraseDue } from '../privacy/deletion'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { awayFromMinuteEdge, bodyOf, isMessage, openStream } from './test-live'

// Conversations over real HTTP: who may write, the contact rule before and after sharing, live delivery and
// resuming, read marks and unread counts, the list and its pages, blocking, closing, erasing, limits, reports.

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

/** A sends an interest, B accepts: the pair's conversation id. */
async function connect(server: TestServer, a: Person, b: Person): Promise<number> {
  const sent = await server.post(`profiles/${b.id}/interest`, {}, a.auth)
  expect(sent.status).toBe(201)
  const accepted = await server.post(`connections/interests/${sent.body.interest.id}/accept`, {}, b.auth)
  expect(accepted.status).toBe(200)
  const opened = await server.get(`profiles/${a.id}/conversation`, b.auth)
  expect(opened.status).toBe(200)
  return opened.body.id as number
}

const write = (who: Person, conversation: number, body: string, as = '') =>
  s.post(`conversations/${conversation}/messages${as}`, { body }, who.auth)
const unread = async (who: Person) => (await s.get('conversations/unread', who.auth)).body.unread as number

describe('a conversation', () => {
  let a: Person
  let b: Person
  let c: Person
  let id: number
  beforeAll(async () => {
    ;[a, b, c] = await Promise.all([
      member(s, 'Aarti', { gender: 'female' }),
      member(s, 'Bhaskar', { gender: 'male' }),
      member(s, 'Chandran', { gender: 'male' }),
    ])
    id = await connect(s, a, b)
  })

  it('exists only for accepted, unblocked pairs, and only its two sides may open or write in it', async () => {
    const pending = await s.post(`profiles/${c.id}/interest`, {}, a.auth)
    expect(pending.status).toBe(201)
    const early = await s.get(`profiles/${c.id}/conversation`, a.auth)
    expect(early.status).toBe(403)
    expect(early.body.message).toBe(msg.conversationAfterAcceptance)
    expect((await s.get(`conversations/${id}`, c.auth)).status).toBe(404)
    expect((await write(c, id, 'Hello')).status).toBe(404)
    expect((await s.get(`conversations/${id}`)).status).toBe(401)
    // Office staff of another office cannot act for either side.
    const office = await s.addOffice('Elsewhere')
    await s.addAccount('staff.elsewhere@example.com', 'staff-password-9', 'staff', office)
    const token = await s.login('staff.elsewhere@example.com', 'staff-password-9')
    expect((await s.get(`conversations/${id}?as=${a.id}`, { authorization: `Bearer ${token}` })).status).toBe(
      403,
    )
  })

  it('takes text up to 1,000 characters and refuses contact details until the writer shares its own', async () => {
    expect((await write(a, id, 'x'.repeat(MESSAGE_MAX + 1))).body.errors).toEqual({
      body: msg.tooLong(MESSAGE_MAX),
    })
    expect((await write(a, id, '   ')).body.errors).toEqual({ body: msg.messageRequired })
    const phone = await write(a, id, 'Call us on nine eight four one 2 3 4 5 6 7')
    expect(phone.status).toBe(400)
    expect(phone.body.message).toBe(msg.messageHasPhone)
    expect((await write(a, id, 'Write to family at aarti.home@example.com')).body.message).toBe(
      msg.messageHasEmail,
    )
    expect((await write(a, id, 'See www.example.com/our-family')).body.message).toBe(msg.messageHasLink)
    const ok = await write(a, id, 'Namaste, we liked your profile. She is 5 ft 4 in and works in Pune.')
    expect(ok.status).toBe(201)
    expect(ok.body.message).toMatchObject({ mine: true, read: false, byStaff: false })
    // After sharing, A may write its number; B, who has not shared, still may not.
    expect((await s.post(`conversations/${id}/share-contact`, {}, a.auth)).status).toBe(200)
    expect((await write(a, id, `Our number is ${a.mobile}`)).status).toBe(201)
    expect((await write(b, id, `Ours is ${b.mobile}`)).body.message).toBe(msg.messageHasPhone)
    // A shared, B has not: B sees A's details, A cannot see B's.
    expect((await s.post(`profiles/${a.id}/contact`, {}, b.auth)).body).toEqual({
      email: a.email,
      mobile: a.mobile,
    })
    const notB = await s.post(`profiles/${b.id}/contact`, {}, a.auth)
    expect(notB.status).toBe(403)
    expect(JSON.stringify(notB.body)).not.toContain(b.mobile)
    const page = (await s.get(`conversations/${id}`, b.auth)).body
    expect(page).toMatchObject({ sharedMine: false, sharedTheirs: true })
  })

  it('reaches the other side live, with read marks and unread counts', async () => {
    const stream = await openStream(s.url, b.auth)
    const mine = await openStream(s.url, a.auth)
    const before = await unread(b)
    const sent = await write(a, id, 'Shall we talk on Sunday?')
    const [got] = await stream.until((r) => bodyOf(r) === 'Shall we talk on Sunday?')
    expect(got.id).toBe(sent.body.message.id)
    expect(got.event).toMatchObject({ kind: 'message', message: { mine: false, conversationId: id } })
    expect(await unread(b)).toBe(before + 1)
    const list = (await s.get('conversations', b.auth)).body.conversations
    expect(list[0]).toMatchObject({
      id,
      unread: before + 1,
      lastMessage: { body: 'Shall we talk on Sunday?' },
    })

    expect((await s.post(`conversations/${id}/read`, { upTo: sent.body.message.id }, b.auth)).status).toBe(
      204,
    )
    expect(await unread(b)).toBe(0)
    await mine.until((r) => r.event.kind === 'read' && r.event.upTo === sent.body.message.id)
    const seen = (await s.get(`conversations/${id}`, a.auth)).body.messages.at(-1)
    expect(seen).toMatchObject({ id: sent.body.message.id, mine: true, read: true })
    stream.close()
    mine.close()
  })

  it('resumes from the last message a page saw: nothing lost, nothing repeated', async () => {
    const first = await openStream(s.url, b.auth)
    const one = (await write(a, id, 'One')).body.message.id
    await first.until((r) => bodyOf(r) === 'One')
    first.close()
    // Written while B's page was away.
    for (const text of ['Two', 'Three', 'Four']) expect((await write(a, id, text)).status).toBe(201)
    const again = await openStream(s.url, b.auth, '', { 'last-event-id': String(one) })
    await write(a, id, 'Five')
    const got = await again.until(isMessage, 4)
    expect(got.map(bodyOf)).toEqual(['Two', 'Three', 'Four', 'Five'])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(again.received.filter(isMessage)).toHaveLength(4)
    again.close()
  })

  it('pages older messages by key, oldest first within a page', async () => {
    const [d, e] = await Promise.all([
      member(s, 'Deepa', { gender: 'female' }),
      member(s, 'Eshwar', { gender: 'male' }),
    ])
    const conversation = await connect(s, d, e)
    for (let i = 1; i <= MESSAGE_PAGE + 5; i++) {
      await s.db
        .insertInto('messages')
        .values({
          conversationId: conversation,
          senderProfileId: d.id,
          sentBy: d.accountId,
          body: `m${i}`,
          createdAt: new Date().toISOString(),
        })
        .execute()
    }
    const newest = (await s.get(`conversations/${conversation}`, e.auth)).body
    expect(newest.messages).toHaveLength(MESSAGE_PAGE)
    expect(newest.messages[0].body).toBe('m6')
    expect(newest.messages.at(-1).body).toBe(`m${MESSAGE_PAGE + 5}`)
    const older = (await s.get(`conversations/${conversation}?before=${newest.older}`, e.auth)).body
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5'])
    expect(older.older).toBeNull()
  })

  it('lists conversations by their latest message', async () => {
    const f = await member(s, 'Farhan', { gender: 'male' })
    const other = await connect(s, f, a)
    await write(f, other, 'Hello from Farida')
    let list = (await s.get('conversations', a.auth)).body.conversations.map((x: { id: number }) => x.id)
    expect(list.slice(0, 2)).toEqual([other, id])
    await write(b, id, 'And hello again')
    list = (await s.get('conversations', a.auth)).body.conversations.map((x: { id: number }) => x.id)
    expect(list.slice(0, 2)).toEqual([id, other])
  })

  it('can be muted and unmuted by one side', async () => {
    expect((await s.post(`conversations/${id}/mute`, { muted: true }, a.auth)).body.message).toBe(
      msg.conversationMuted,
    )
    expect((await s.get(`conversations/${id}`, a.auth)).body.conversation.muted).toBe(true)
    expect((await s.get(`conversations/${id}`, b.auth)).body.conversation.muted).toBe(false)
    await s.post(`conversations/${id}/mute`, { muted: false }, a.auth)
    expect((await s.get(`conversations/${id}`, a.auth)).body.conversation.muted).toBe(false)
  })

  it('reports a message to the moderators with the messages around it', async () => {
    const page = (await s.get(`conversations/${id}`, a.auth)).body
    const theirs = page.messages.find((m: { mine: boolean }) => !m.mine)
    const mine = page.messages.find((m: { mine: boolean }) => m.mine)
    expect(
      (await s.post(`conversations/messages/${mine.id}/report`, { reason: 'harassment' }, a.auth)).status,
    ).toBe(404)
    expect(
      (await s.post(`conversations/messages/${theirs.id}/report`, { reason: 'harassment' }, c.auth)).status,
    ).toBe(404)
    const reported = await s.post(
      `conversations/messages/${theirs.id}/report`,
      { reason: 'harassment' },
      a.auth,
    )
    expect(reported.status).toBe(201)
    expect(reported.body.message).toBe(msg.messageReported)
    const row = await s.db
      .selectFrom('reports')
      .selectAll()
      .where('messageId', '=', theirs.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      profileId: b.id,
      reporterProfileId: a.id,
      reason: 'harassment',
      status: 'open',
    })
    const context = JSON.parse(row.messageContext!) as { text: string; reported: boolean }[]
    expect(context.find((m) => m.reported)?.text).toBe(theirs.body)
    expect(context.length).toBeGreaterThan(2)
    // The moderators' queue shows it with the messages around it, senders by profile number.
    const desk = await s.addAccount(
      'moderator.desk@example.com',
      'moderator-password-3',
      'staff',
      await s.addOffice('Central'),
    )
    await s.db.updateTable('accounts').set({ centralRole: 'moderator' }).where('id', '=', desk).execute()
    const moderator = {
      authorization: `Bearer ${await s.login('moderator.desk@example.com', 'moderator-password-3')}`,
    }
    const queue = (await s.get('moderation/reports', moderator)).body.reports
    const item = queue.find((r: { conversation?: unknown[] }) => r.conversation)
    expect(item.profile.id).toBe(b.id)
    expect(item.conversation).toContainEqual(
      expect.objectContaining({ text: theirs.body, reported: true, from: expect.stringMatching(/^MT/) }),
    )
  })

  it('ends both ways when one side blocks, live on the other side’s page', async () => {
    const stream = await openStream(s.url, a.auth)
    expect((await s.post(`profiles/${a.id}/block`, {}, b.auth)).status).toBe(200)
    await stream.until((r) => r.event.kind === 'changed' && r.event.conversationId === id)
    for (const who of [a, b]) {
      const refused = await write(who, id, 'Are you there?')
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(msg.conversationEnded)
      expect((await s.get(`conversations/${id}`, who.auth)).body.conversation.readOnly).toBe('ended')
    }
    expect((await s.post(`profiles/${a.id}/contact`, {}, b.auth)).status).toBe(404)
    stream.close()
    await s.post(`profiles/${a.id}/unblock`, {}, b.auth)
    expect((await write(a, id, 'Thank you for unblocking.')).status).toBe(201)
  })
})

describe('when a profile goes', () => {
  it('is read-only with a note while a side is hidden or closed, and says "This member has left" after erasure', async () => {
    const [g, h] = await Promise.all([
      member(s, 'Gita', { gender: 'female' }),
      member(s, 'Hari', { gender: 'male' }),
    ])
    const id = await connect(s, g, h)
    expect((await write(g, id, 'Hello Hari')).status).toBe(201)
    expect((await write(h, id, 'Hello Gita')).status).toBe(201)
    await s.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', h.id).execute()
    expect((await write(g, id, 'Still there?')).body.message).toBe(msg.conversationInactive)
    expect((await write(h, id, 'Yes')).body.message).toBe(msg.conversationOwnInactive)
    await s.db.updateTable('profiles').set({ status: 'closed' }).where('id', '=', h.id).execute()
    expect((await s.get(`conversations/${id}`, g.auth)).body.conversation.readOnly).toBe('inactive')

    // Erasure deletes the profile row: its messages and its side go with it.
    await s.db.deleteFrom('profiles').where('id', '=', h.id).execute()
    const page = (await s.get(`conversations/${id}`, g.auth)).body
    expect(page.conversation).toMatchObject({ other: null, readOnly: 'left' })
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['Hello Hari'])
    expect((await write(g, id, 'Hello?')).body.message).toBe(msg.conversationMemberLeft)
    const left = await s.db
      .selectFrom('messages')
      .select('body')
      .where('senderProfileId', '=', h.id)
      .execute()
    expect(left).toEqual([])
  })
})

describe('limits', () => {
  it('lets a sender through 20 of 50 messages sent at once', async () => {
    const [i, j] = await Promise.all([
      member(s, 'Indira', { gender: 'female' }),
      member(s, 'Jagan', { gender: 'male' }),
    ])
    const id = await connect(s, i, j)
    await awayFromMinuteEdge()
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => write(i, id, `Message ${n}`)))
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MESSAGES_PER_MINUTE_PER_SENDER)
    const refused = answers.filter((r) => r.status === 429)
    expect(refused).toHaveLength(50 - MESSAGES_PER_MINUTE_PER_SENDER)
    expect(refused[0].body.message).toBe(msg.tooManyMessages)
    const stored = await s.db.selectFrom('messages').select('id').where('conversationId', '=', id).execute()
    expect(stored).toHaveLength(MESSAGES_PER_MINUTE_PER_SENDER)
  })
})

describe('office staff', () => {
  it('write for a profile of their office, marked as staff and audited; not for another office', async () => {
    const office = await s.addOffice('Chennai office')
    const staffId = await s.addAccount('desk@example.com', 'desk-password-7', 'staff', office)
    const staff = { authorization: `Bearer ${await s.login('desk@example.com', 'desk-password-7')}` }
    const [own] = await officeProfiles(s, 1, staffId, office)
    const k = await member(s, 'Kamala', { gender: 'female' })
    const sent = await s.post(`profiles/${k.id}/interest?as=${own}`, {}, staff)
    expect(sent.status).toBe(201)
    expect((await s.post(`connections/interests/${sent.body.interest.id}/accept`, {}, k.auth)).status).toBe(
      200,
    )
    const id = (await s.get(`profiles/${k.id}/conversation?as=${own}`, staff)).body.id
    expect((await s.post(`conversations/${id}/messages`, { body: 'Hello' }, staff)).status).toBe(400)
    const written = await s.post(
      `conversations/${id}/messages?as=${own}`,
      { body: 'Namaste from the office.' },
      staff,
    )
    expect(written.status).toBe(201)
    expect((await s.get(`conversations/${id}`, k.auth)).body.messages[0]).toMatchObject({
      byStaff: true,
      mine: false,
    })
    const audit = await s.db.selectFrom('auditLog').selectAll().where('accountId', '=', staffId).execute()
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['message.sent']))
    expect(audit.find((r) => r.action === 'message.sent')).toMatchObject({ profileId: own, officeId: office })
  })
})

describe('data rights', () => {
  it('puts my messages in my export with the other side as a profile number, and erasure takes them away', async () => {
    const [l, m] = await Promise.all([
      member(s, 'Lalitha', { gender: 'female' }),
      member(s, 'Mohan', { gender: 'male' }),
    ])
    const id = await connect(s, l, m)
    expect((await write(l, id, 'Our family is from Thanjavur.')).status).toBe(201)
    expect((await write(m, id, 'Ours is from Kumbakonam, close by!')).status).toBe(201)
    const mine = (await s.get('privacy/export', l.auth)).body.conversations
    expect(mine).toEqual([
      expect.objectContaining({
        otherProfile: expect.stringMatching(/^MT\d{6}$/),
        messagesSent: [expect.objectContaining({ text: 'Our family is from Thanjavur.', writtenBy: 'you' })],
        messagesReceived: 1,
      }),
    ])
    // The other side's words and name are theirs.
    const text = JSON.stringify(mine)
    expect(text).not.toContain('Kumbakonam')
    expect(text).not.toContain('Mohan')

    // Lalitha reports Mohan's message: its context holds her own words too, until she is erased.
    const theirs = (await s.get(`conversations/${id}`, l.auth)).body.messages.find(
      (x: { mine: boolean }) => !x.mine,
    )
    expect(
      (
        await s.post(
          `conversations/messages/${theirs.id}/report`,
          { reason: 'other', details: 'Odd.' },
          l.auth,
        )
      ).status,
    ).toBe(201)
    expect((await s.post('privacy/deletion', { confirm: true }, l.auth)).status).toBe(200)
    travel(ERASURE_DAYS + 1)
    try {
      expect(await eraseDue(s.db, s.config)).toBeGreaterThanOrEqual(1)
    } finally {
      travel(0)
    }
    const left = (await s.get(`conversations/${id}`, m.auth)).body
    expect(left.conversation).toMatchObject({ other: null, readOnly: 'left' })
    expect(left.messages.map((x: { body: string }) => x.body)).toEqual(['Ours is from Kumbakonam, close by!'])
    const rows = await s.db
      .selectFrom('messages')
      .select('body')
      .where('senderProfileId', '=', l.id)
      .execute()
    expect(rows).toEqual([])
    const report = await s.db
      .selectFrom('reports')
      .select('messageContext')
      .where('messageId', '=', theirs.id)
      .executeTakeFirstOrThrow()
    expect(report.messageContext).toContain('Kumbakonam')
    expect(report.messageContext).not.toContain('Thanjavur')
    expect(JSON.stringify((await s.get('privacy/export', m.auth)).body.conversations)).not.toContain(
      'Thanjavur',
    )
  })
})
