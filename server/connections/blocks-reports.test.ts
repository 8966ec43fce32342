import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import taOptions from '../../shared/locales/ta/options.json'
import { msg } from '../../shared/messages'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { givePublishConsent, member } from './test-people'
import type { Person } from './test-people'

// Blocks (both directions, everywhere), reports to a decision, the shortlist and who viewed a profile.

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

const found = async (who: Person | null, city: string) =>
  (await s.get(`profiles/search?city=${city}`, who?.auth)).body.results.map((r: { id: number }) => r.id)

describe('a block', () => {
  let b: Person
  let c: Person
  let d: Person
  beforeAll(async () => {
    ;[b, c, d] = await Promise.all([
      member(s, 'Bala', { city: 'Blockville' }),
      member(s, 'Chandra', { city: 'Blockburg' }),
      member(s, 'Divya', { city: 'Blockville' }),
    ])
  })

  it('hides the two profiles from each other in search, pages, interests, contact and inbox, both ways', async () => {
    const pending = await s.post(`profiles/${b.id}/interest`, {}, c.auth)
    expect(pending.status).toBe(201)
    expect(await found(c, 'Blockville')).toContain(b.id)
    const blocked = await s.post(`profiles/${c.id}/block`, {}, b.auth)
    expect(blocked.status).toBe(200)
    expect(blocked.body.message).toContain('You blocked Chandra')
    // Blocking twice is harmless.
    expect((await s.post(`profiles/${c.id}/block`, {}, b.auth)).status).toBe(200)

    for (const [viewer, other] of [
      [c, b],
      [b, c],
    ] as const) {
      expect(await found(viewer, other === b ? 'Blockville' : 'Blockburg')).not.toContain(other.id)
      const page = await s.get(`profiles/${other.id}`, viewer.auth)
      expect(page.status).toBe(404)
      expect(page.body.message).toBe(msg.profileNotAvailable)
      expect((await s.get(`profiles/${other.id}/connection`, viewer.auth)).status).toBe(404)
      const interest = await s.post(`profiles/${other.id}/interest`, {}, viewer.auth)
      expect(interest.status).toBe(404)
      expect((await s.post(`profiles/${other.id}/contact`, {}, viewer.auth)).status).toBe(404)
      const inbox = (await s.get('connections/inbox', viewer.auth)).body
      expect(
        [...inbox.received, ...inbox.sent].map((i: { profile: { id: number } }) => i.profile.id),
      ).not.toContain(other.id)
    }
    const pendingId = pending.body.interest.id
    expect((await s.post(`connections/interests/${pendingId}/accept`, {}, b.auth)).status).toBe(404)

    // Everyone else still finds and opens both.
    expect(await found(d, 'Blockville')).toContain(b.id)
    expect(await found(null, 'Blockburg')).toContain(c.id)
    expect((await s.get(`profiles/${c.id}`, d.auth)).status).toBe(200)
  })

  it('is listed in the blocker’s settings and undone there', async () => {
    const list = await s.get('connections/blocks', b.auth)
    expect(list.body.blocks).toMatchObject([{ profileId: c.id, firstName: 'Chandra' }])
    expect((await s.get('connections/blocks', c.auth)).body.blocks).toEqual([])
    // Only the blocker can lift it.
    await s.post(`profiles/${b.id}/unblock`, {}, c.auth)
    expect((await s.get(`profiles/${b.id}`, c.auth)).status).toBe(404)
    expect((await s.post(`profiles/${c.id}/unblock`, {}, b.auth)).body.message).toBe('You unblocked Chandra.')
    expect(await found(c, 'Blockville')).toContain(b.id)
    expect((await s.get(`profiles/${b.id}`, c.auth)).status).toBe(200)
    expect((await s.get('connections/inbox', b.auth)).body.received).toHaveLength(1)
  })

  it('refuses to block one’s own profile', async () => {
    const own = await s.post(`profiles/${b.id}/block`, {}, b.auth)
    expect(own.status).toBe(400)
    expect(own.body.message).toBe(msg.blockOwnProfile)
  })
})

describe('a report', () => {
  let reporter: Person
  let reported: Person
  let staff: { authorization: string }
  beforeAll(async () => {
    ;[reporter, reported] = await Promise.all([member(s, 'Ramya'), member(s, 'Suresh')])
    const id = await s.addAccount('moderator@example.com', 'office-password', 'staff')
    await s.db.updateTable('accounts').set({ centralRole: 'moderator' }).where('id', '=', id).execute()
    staff = { authorization: `Bearer ${await s.login('moderator@example.com', 'office-password')}` }
  })

  it('needs a reason, and words for "other"; one open report per person and profile', async () => {
    const none = await s.post(`profiles/${reported.id}/report`, {}, reporter.auth)
    expect(none.body.errors).toEqual({ reason: msg.reportReasonRequired })
    const other = await s.post(`profiles/${reported.id}/report`, { reason: 'other' }, reporter.auth)
    expect(other.body.errors).toEqual({ details: msg.reportDetailsRequired })
    expect((await s.post(`profiles/${reported.id}/report`, { reason: 'money' })).status).toBe(401)
    const made = await s.post(
      `profiles/${reported.id}/report`,
      { reason: 'money', details: 'Asked me to pay for his visa.' },
      reporter.auth,
    )
    expect(made.status).toBe(201)
    const twice = await s.post(`profiles/${reported.id}/report`, { reason: 'fake' }, reporter.auth)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(msg.reportAlreadyOpen)
  })

  it('goes to the staff queue; hiding the profile records the decision and takes it out of sight', async () => {
    expect((await s.get('moderation/reports', reporter.auth)).status).toBe(403)
    const queue = await s.get('moderation/reports', staff)
    const report = queue.body.reports.find((r: { profile: { id: number } }) => r.profile.id === reported.id)
    expect(report).toMatchObject({
      reason: 'Asks for money',
      details: 'Asked me to pay for his visa.',
      status: 'open',
      reportedBy: expect.stringContaining('Ramya'),
      profile: { firstName: 'Suresh', status: 'published' },
    })
    expect(JSON.stringify(report)).not.toContain(reported.mobile)
    expect((await s.post(`moderation/reports/${report.id}/decide`, { decision: 'ban' }, staff)).status).toBe(
      400,
    )
    expect(
      (await s.post(`moderation/reports/${report.id}/decide`, { decision: 'hide' }, reporter.auth)).status,
    ).toBe(403)
    const decided = await s.post(
      `moderation/reports/${report.id}/decide`,
      { decision: 'hide', note: 'Confirmed with the reporter by phone.' },
      staff,
    )
    expect(decided.status).toBe(200)
    expect(decided.body.report).toMatchObject({
      status: 'decided',
      decision: 'Hide the profile',
      decisionNote: 'Confirmed with the reporter by phone.',
      decidedBy: 'moderator@example.com',
      decidedAt: expect.any(String),
      profile: { status: 'hidden' },
    })
    expect((await s.get(`profiles/${reported.id}`, reporter.auth)).status).toBe(404)
    const events = (await s.get(`profiles/${reported.id}/manage`, reported.auth)).body.profile.history
    expect(events[0]).toMatchObject({ action: 'Hidden after a report', by: 'moderator@example.com (office)' })
    // The history in the manager's language.
    const inTamil = (
      await s.get(`profiles/${reported.id}/manage`, { ...reported.auth, 'accept-language': 'ta' })
    ).body.profile.history
    expect(inTamil[0]).toMatchObject({
      action: taOptions['options.Hidden after a report'],
      by: 'moderator@example.com (அலுவலகம்)',
    })
    const again = await s.post(`moderation/reports/${report.id}/decide`, { decision: 'dismiss' }, staff)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(msg.reportAlreadyDecided)
    expect(
      (await s.get('moderation/reports', staff)).body.reports.map((r: { id: number }) => r.id),
    ).not.toContain(report.id)
    expect((await s.get('moderation/reports?status=decided', staff)).body.reports[0].id).toBe(report.id)
  })

  it('keeps a profile hidden by a moderator out of sight until a moderator lifts the hold', async () => {
    const status = async () =>
      (await s.db.selectFrom('profiles').select('status').where('id', '=', reported.id).executeTakeFirst())
        ?.status
    // Its managers cannot show it again: not with Show again…
    const shown = await s.post(`profiles/${reported.id}/unhide`, {}, reported.auth)
    expect(shown.status).toBe(409)
    expect(shown.body.message).toBe(msg.hiddenByModerator)
    // …nor by giving the publish consent again (made in the database without one: given here first)…
    await givePublishConsent(s, reported)
    expect((await s.post('privacy/consents/publish/withdraw', {}, reported.auth)).status).toBe(200)
    const given = await s.post('privacy/consents/publish/give', { agree: true }, reported.auth)
    expect(given.status).toBe(200)
    expect(given.body.message).toBe(msg.hiddenByModerator)
    expect(await status()).toBe('hidden')
    // …nor by asking for deletion and taking it back.
    expect((await s.post('privacy/deletion', { confirm: true }, reported.auth)).status).toBe(200)
    expect((await s.post('privacy/deletion/cancel', {}, reported.auth)).status).toBe(200)
    expect(await status()).toBe('hidden')
    expect((await s.get(`profiles/${reported.id}`, reporter.auth)).status).toBe(404)

    const decided = (await s.get('moderation/reports?status=decided', staff)).body.reports
    expect(decided.find((r: { profile: { id: number } }) => r.profile.id === reported.id).profile.held).toBe(
      true,
    )
    expect((await s.post(`moderation/profiles/${reported.id}/lift-hold`, {}, reported.auth)).status).toBe(403)
    const lifted = await s.post(`moderation/profiles/${reported.id}/lift-hold`, {}, staff)
    expect(lifted.status).toBe(200)
    expect(lifted.body.message).toBe(msg.moderationHoldLifted)
    expect((await s.post(`moderation/profiles/${reported.id}/lift-hold`, {}, staff)).body.message).toBe(
      msg.noModerationHold,
    )
    // Still hidden: showing it again is for its managers to decide.
    expect(await status()).toBe('hidden')
    expect((await s.post(`profiles/${reported.id}/unhide`, {}, reported.auth)).status).toBe(200)
    expect((await s.get(`profiles/${reported.id}`, reporter.auth)).status).toBe(200)
  })

  it('can end in a warning to the profile’s managers, or be dismissed', async () => {
    const [x, y] = await Promise.all([member(s, 'Tara'), member(s, 'Uday')])
    await s.post(`profiles/${y.id}/report`, { reason: 'harassment' }, x.auth)
    await s.post(`profiles/${x.id}/report`, { reason: 'fake' }, y.auth)
    const queue = (await s.get('moderation/reports', staff)).body.reports
    const about = (id: number) => queue.find((r: { profile: { id: number } }) => r.profile.id === id).id
    const warned = await s.post(
      `moderation/reports/${about(y.id)}/decide`,
      { decision: 'warn', note: 'Please keep messages polite.' },
      staff,
    )
    expect(warned.body.report.decision).toBe('Warn the profile’s managers')
    expect((await s.get('connections/notifications/unread', y.auth)).body.unread).toBe(1)
    expect(
      s.logs.some(
        (l) => l.includes('A warning about your profile') && l.includes('Please keep messages polite.'),
      ),
    ).toBe(true)
    const dismissed = await s.post(`moderation/reports/${about(x.id)}/decide`, { decision: 'dismiss' }, staff)
    expect(dismissed.body.report).toMatchObject({
      decision: 'Dismiss the report',
      profile: { status: 'published' },
    })
  })
})

describe('the shortlist', () => {
  it('keeps Yes, Maybe and No on the server, for every device, with Undo', async () => {
    const [a, b, c, d] = await Promise.all([
      member(s, 'Vani'),
      member(s, 'Wasim'),
      member(s, 'Xavier'),
      member(s, 'Yamuna'),
    ])
    const react = (profileId: number, kind: string | null, who = a) =>
      s.post('connections/reactions', { profileId, kind }, who.auth)
    expect((await react(b.id, 'yes')).body).toEqual({ profileId: b.id, kind: 'yes' })
    await react(c.id, 'maybe')
    await react(d.id, 'no')
    expect((await react(a.id, 'yes')).status).toBe(400)
    expect((await react(b.id, 'love')).body.errors).toEqual({ kind: msg.notInList })
    expect((await react(999999, 'yes')).status).toBe(404)

    // Another device: a new login reads the same lists.
    const again = { authorization: `Bearer ${await s.login(a.email, 'member-password')}` }
    expect((await s.get('connections/reactions', again)).body.reactions).toEqual({
      [b.id]: 'yes',
      [c.id]: 'maybe',
      [d.id]: 'no',
    })
    const list = (await s.get('connections/shortlist', again)).body.items
    expect(list.map((i: { kind: string; profile: { id: number } }) => [i.kind, i.profile.id])).toEqual(
      expect.arrayContaining([
        ['yes', b.id],
        ['maybe', c.id],
        ['no', d.id],
      ]),
    )
    await react(c.id, 'yes')
    await react(d.id, null)
    expect((await s.get('connections/reactions', a.auth)).body.reactions).toEqual({
      [b.id]: 'yes',
      [c.id]: 'yes',
    })
    // One member's lists are theirs alone.
    expect((await s.get('connections/reactions', b.auth)).body.reactions).toEqual({})
    expect((await s.get(`profiles/${b.id}/connection`, a.auth)).body.reaction).toBe('yes')
  })
})

describe('who viewed my profile', () => {
  it('lists the published profiles that opened mine, latest first, not hidden ones', async () => {
    const [me, first, second] = await Promise.all([
      member(s, 'Zarina'),
      member(s, 'Aditya'),
      member(s, 'Bharat'),
    ])
    expect((await s.post(`profiles/${me.id}/view`, {}, first.auth)).status).toBe(204)
    await s.post(`profiles/${me.id}/view`, {}, second.auth)
    await s.post(`profiles/${me.id}/view`, {}, me.auth)
    const viewers = async () =>
      (await s.get('connections/viewers', me.auth)).body.viewers.map(
        (v: { profile: { id: number } }) => v.profile.id,
      )
    expect(await viewers()).toEqual([second.id, first.id])
    await s.post(`profiles/${second.id}/hide`, {}, second.auth)
    expect(await viewers()).toEqual([first.id])
    expect((await s.get('connections/viewers', first.auth)).body.viewers).toEqual([])
  })
})
