import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { GRIEVANCE_DAYS, grievanceNumberOf, privacyMsg } from '../../shared/privacy'
import { msg } from '../../shared/messages'
import { member, officeProfiles } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { userIdOf } from '../visibility'

// Staff roles and the audit log over HTTP: an office admin manages their own office's staff only, staff
// cannot manage staff, a disabled account is refused everywhere, and every staff view or change of personal
// data, export and deletion adds exactly one audit row that only that office's admins can read. Also the
// grievance queue and the printable biodata's visibility.

let s: TestServer
let officeA: number
let officeB: number
let adminA: { authorization: string }
let staffA: { authorization: string }
let adminB: { authorization: string }
let staffAId: number
let adminAId: number
let profileA: number

const bearer = async (email: string, password: string) => ({
  authorization: `Bearer ${await s.login(email, password)}`,
})
const auditRows = () => s.db.selectFrom('auditLog').selectAll().orderBy('id').execute()

beforeAll(async () => {
  s = await startTestServer()
  officeA = await s.addOffice('Anna Nagar office', 'Chennai')
  officeB = await s.addOffice('Kothrud office', 'Pune')
  adminAId = await s.addAccount('admin.a@example.com', 'admin-a-password', 'staff', officeA)
  await s.db.updateTable('accounts').set({ staffRole: 'admin' }).where('id', '=', adminAId).execute()
  staffAId = await s.addAccount('staff.a@example.com', 'staff-a-password', 'staff', officeA)
  const adminBId = await s.addAccount('admin.b@example.com', 'admin-b-password', 'staff', officeB)
  await s.db.updateTable('accounts').set({ staffRole: 'admin' }).where('id', '=', adminBId).execute()
  adminA = await bearer('admin.a@example.com', 'admin-a-password')
  staffA = await bearer('staff.a@example.com', 'staff-a-password')
  adminB = await bearer('admin.b@example.com', 'admin-b-password')
  ;[profileA] = await officeProfiles(s, 1, staffAId, officeA)
})
afterAll(() => s.close())

describe('roles', () => {
  it('staff cannot manage staff or read the audit log', async () => {
    for (const res of [
      await s.get('office/staff', staffA),
      await s.get('office/audit', staffA),
      await s.post('office/staff', { email: 'x@example.com', name: 'X', staffRole: 'staff' }, staffA),
      await s.post(`office/staff/${adminAId}/disable`, {}, staffA),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body.message).toBe(privacyMsg.adminOnly)
    }
    const memberAuth = (await member(s, 'Meena')).auth
    expect((await s.get('office/staff', memberAuth)).status).toBe(403)
    expect((await s.get('office/staff')).status).toBe(401)
  })

  it('an office admin lists and adds staff of their own office; the new account sets its password by link', async () => {
    const list = await s.get('office/staff', adminA)
    expect(list.status).toBe(200)
    expect(list.body.office).toEqual({ id: officeA, name: 'Anna Nagar office' })
    expect(list.body.staff.map((m: { email: string }) => m.email)).toEqual([
      'admin.a@example.com',
      'staff.a@example.com',
    ])
    expect(list.body.staff[0]).toMatchObject({ staffRole: 'admin', you: true })

    const bad = await s.post('office/staff', { email: 'nope', name: '', staffRole: 'boss' }, adminA)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'staffRole'])
    // Staff are named in full: longer than a profile's first name, not without end.
    const tooLong = await s.post(
      'office/staff',
      { email: 'new.staff@example.com', name: 'N'.repeat(61), staffRole: 'staff' },
      adminA,
    )
    expect(tooLong.body.errors).toEqual({ name: msg.tooLong(60) })
    const added = await s.post(
      'office/staff',
      { email: 'new.staff@example.com', name: 'Nila Venkataraman Iyer', staffRole: 'staff' },
      adminA,
    )
    expect(added.status).toBe(202)
    const account = await s.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', 'new.staff@example.com')
      .executeTakeFirstOrThrow()
    expect(account).toMatchObject({ role: 'staff', officeId: officeA, passwordHash: null })
    expect(
      s.logs.some((l) => l.includes('link would be mailed') && l.includes('/reset-password?token=')),
    ).toBe(true)
    const listed = (await s.get('office/staff', adminA)).body.staff
    expect(listed.find((m: { email: string }) => m.email === 'new.staff@example.com')).toMatchObject({
      name: 'Nila Venkataraman Iyer',
      staffRole: 'staff',
    })
  })

  it('answers the same whether or not the address already has an account, and tells its owner', async () => {
    const added = async () => (await auditRows()).filter((r) => r.action === 'staff.added').length
    const before = await added()
    const someMember = await member(s, 'Meera')
    const fresh = await s.post(
      'office/staff',
      { email: 'kavya.new@example.com', name: 'Kavya', staffRole: 'staff' },
      adminA,
    )
    // A member's address, another office's staff, this office's own staff: each answered as the new one.
    for (const email of [someMember.email, 'admin.b@example.com', 'NEW.staff@example.com']) {
      const taken = await s.post('office/staff', { email, name: 'Kavya', staffRole: 'staff' }, adminA)
      expect([taken.status, taken.body]).toEqual([
        fresh.status,
        { message: fresh.body.message.replace('kavya.new@example.com', email) },
      ])
    }
    expect(await added()).toBe(before + 4)
    expect(s.logs.some((l) => l.includes('add your e-mail address as office staff'))).toBe(true)
    // Nobody was moved into this office.
    const b = await s.db
      .selectFrom('accounts')
      .select(['officeId', 'displayName'])
      .where('email', '=', 'admin.b@example.com')
      .executeTakeFirstOrThrow()
    expect(b.officeId).not.toBe(officeA)
  })

  it('another office’s admin sees nothing of this office: no staff, no audit rows, no disabling', async () => {
    const list = (await s.get('office/staff', adminB)).body.staff.map((m: { email: string }) => m.email)
    expect(list).toEqual(['admin.b@example.com'])
    expect((await s.post(`office/staff/${staffAId}/disable`, {}, adminB)).status).toBe(404)
    expect((await s.get(`profiles/${profileA}/manage`, staffA)).status).toBe(200)
    const rows = (await s.get('office/audit', adminB)).body.entries
    expect(rows.filter((r: { profileId: number }) => r.profileId === profileA)).toEqual([])
    expect((await s.get(`office/audit?profile=${profileA}`, adminB)).body.entries).toEqual([])
    expect((await s.get(`office/audit?profile=${profileA}`, adminA)).body.entries.length).toBeGreaterThan(0)
  })

  it('a disabled staff account gets 401 everywhere and cannot log in; enabled again, it can', async () => {
    await s.addAccount('leaving@example.com', 'leaving-password', 'staff', officeA)
    const leaving = await bearer('leaving@example.com', 'leaving-password')
    const id = (
      await s.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'leaving@example.com')
        .executeTakeFirstOrThrow()
    ).id
    expect((await s.post(`office/staff/${adminAId}/disable`, {}, adminA)).body.message).toBe(
      privacyMsg.notYourself,
    )
    const disabled = await s.post(`office/staff/${id}/disable`, {}, adminA)
    expect(disabled.status).toBe(200)
    expect(disabled.body.staff.disabledAt).not.toBeNull()
    for (const res of [
      await s.get('me', leaving),
      await s.get('profiles/mine', leaving),
      await s.get(`profiles/${profileA}/manage`, leaving),
    ])
      expect(res.status).toBe(401)
    const login = await s.post('user/login', { email: 'leaving@example.com', password: 'leaving-password' })
    expect(login.status).toBe(401)
    expect(login.body.message).toBe(privacyMsg.disabled)
    // Even an old token is refused once the account is enabled again: disabling ended every session.
    expect((await s.post(`office/staff/${id}/enable`, {}, adminA)).status).toBe(200)
    expect((await s.get('me', leaving)).status).toBe(401)
    expect((await s.get('me', await bearer('leaving@example.com', 'leaving-password'))).status).toBe(200)
  })
})

describe('the audit log', () => {
  /** Runs one action and returns the audit rows it added. */
  async function rowsAdded(action: () => Promise<{ status: number }>, status = 200) {
    const before = (await auditRows()).length
    expect((await action()).status).toBe(status)
    return (await auditRows()).slice(before)
  }

  it('gains exactly one row per staff view, change, contact view, export, biodata, closing and deletion', async () => {
    const [p] = await officeProfiles(s, 1, staffAId, officeA)
    const cases: [string, () => Promise<{ status: number }>][] = [
      ['profile.viewed', () => s.get(`profiles/${p}/manage`, staffA)],
      [
        'profile.edited',
        () => s.patch(`profiles/${p}`, { aboutMe: 'Loves Carnatic music and cricket.' }, staffA),
      ],
      ['contact.viewed', () => s.post(`profiles/${p}/contact`, {}, staffA)],
      ['profile.exported', () => s.get(`profiles/${p}/export`, staffA)],
      ['biodata.printed', () => s.get(`profiles/${p}/biodata`, staffA)],
      ['deletion.requested', () => s.post(`profiles/${p}/deletion`, { note: 'Asked at the desk' }, staffA)],
      ['deletion.cancelled', () => s.post(`profiles/${p}/deletion/cancel`, {}, staffA)],
      ['profile.closed', () => s.post(`profiles/${p}/close`, { reason: 'match-elsewhere' }, staffA)],
    ]
    for (const [action, run] of cases) {
      const added = await rowsAdded(run)
      expect(added, action).toHaveLength(1)
      expect(added[0]).toMatchObject({ action, accountId: staffAId, officeId: officeA, profileId: p })
    }
    // The detail names what changed, never the values.
    const edited = (await auditRows()).find((r) => r.action === 'profile.edited' && r.profileId === p)!
    expect(edited.detail).toBe('aboutMe')
    // Refused calls leave no row.
    expect(await rowsAdded(() => s.get(`profiles/${p}/manage`, adminB), 403)).toEqual([])
  })

  it('does not record members looking at their own profile', async () => {
    const own = await member(s, 'Nandini')
    expect(await rowsAdded(() => s.get(`profiles/${own.id}/manage`, own.auth))).toEqual([])
  })

  it('office admins read and filter it: by action, profile number, staff member and day, newest first', async () => {
    const all = (await s.get('office/audit', adminA)).body
    expect(all.entries.length).toBeGreaterThan(5)
    const ids = all.entries.map((e: { id: number }) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const exported = (await s.get('office/audit?action=profile.exported', adminA)).body.entries
    expect(exported.length).toBeGreaterThan(0)
    expect(
      exported.every((e: { action: string; actionLabel: string }) => e.action === 'profile.exported'),
    ).toBe(true)
    expect(exported[0]).toMatchObject({
      by: 'staff.a@example.com',
      actionLabel: 'Exported the data of a profile',
    })
    const byNumber = (await s.get(`office/audit?profile=${userIdOf(profileA)}`, adminA)).body.entries
    expect(byNumber.length).toBeGreaterThan(0)
    expect(byNumber.every((e: { userId: string }) => e.userId === userIdOf(profileA))).toBe(true)
    const byStaff = (await s.get(`office/audit?staff=${adminAId}`, adminA)).body.entries
    expect(byStaff.every((e: { by: string }) => e.by === 'admin.a@example.com')).toBe(true)
    expect(byStaff.map((e: { action: string }) => e.action)).toContain('staff.added')
    const today = new Date().toISOString().slice(0, 10)
    expect((await s.get(`office/audit?from=${today}&to=${today}`, adminA)).body.entries.length).toBe(
      all.entries.length,
    )
    expect((await s.get('office/audit?to=2000-01-01', adminA)).body.entries).toEqual([])
  })
})

describe('grievances', () => {
  const solved = async () => {
    const challenge = (await s.get('captcha/challenge')).body
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }

  it('a privacy request from Write to Us is acknowledged at once with its number and a due date, in the staff queue', async () => {
    const sent = await s.post('support/tickets', {
      issueType: 'privacy',
      subject: 'Please delete my old photos',
      description: '<p>I want to know what you hold about me.</p>',
      requester: 'asker@example.com',
      altcha: await solved(),
    })
    expect(sent.status).toBe(201)
    const row = await s.db
      .selectFrom('grievances')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row.number).toBe(grievanceNumberOf(row.id))
    expect(sent.body.message).toContain(`Your request number is ${sent.body.id}`)
    expect(sent.body.message).toContain(row.number)
    const days = (Date.parse(row.dueAt) - Date.parse(row.createdAt)) / 86_400_000
    expect(days).toBe(GRIEVANCE_DAYS)

    // Grievances are the moderators' (Write to Us names no office); plain staff see none.
    const moderatorId = await s.addAccount('moderator@example.com', 'moderator-password', 'staff', officeB)
    await s.db
      .updateTable('accounts')
      .set({ centralRole: 'moderator' })
      .where('id', '=', moderatorId)
      .execute()
    const moderator = await bearer('moderator@example.com', 'moderator-password')
    expect((await s.get('grievances', staffA)).status).toBe(403)
    expect((await s.get('grievances', adminA)).body.grievances).toEqual([])
    const queue = (await s.get('grievances', moderator)).body.grievances
    const item = queue.find((g: { number: string }) => g.number === row.number)
    expect(item).toMatchObject({
      source: 'write-to-us',
      state: 'open',
      requester: 'asker@example.com',
      subject: 'Please delete my old photos',
      text: 'I want to know what you hold about me.',
      overdue: false,
    })
    expect((await s.get('grievances', (await member(s, 'Priya')).auth)).status).toBe(403)

    const moved = await s.post(
      `grievances/${row.id}`,
      { state: 'in_progress', note: 'Called her back' },
      moderator,
    )
    expect(moved.body.grievance).toMatchObject({ state: 'in_progress', handledBy: 'moderator@example.com' })
    expect((await s.post(`grievances/${row.id}`, { state: 'lost' }, moderator)).status).toBe(400)
    expect((await s.post(`grievances/${row.id}`, { state: 'resolved' }, adminA)).status).toBe(403)
    await s.post(`grievances/${row.id}`, { state: 'resolved' }, moderator)
    const resolved = (await s.get('grievances?state=resolved', moderator)).body.grievances
    expect(resolved.map((g: { number: string }) => g.number)).toContain(row.number)
    expect(resolved[0].note).toBe('Called her back')
  })

  it('other Write to Us types are not grievances', async () => {
    const before = (await s.db.selectFrom('grievances').select('id').execute()).length
    const sent = await s.post('support/tickets', {
      issueType: 'payment',
      subject: 'Refund',
      description: '<p>Please refund.</p>',
      requester: 'payer@example.com',
      altcha: await solved(),
    })
    expect(sent.body.message).toMatch(/one working day/)
    expect((await s.db.selectFrom('grievances').select('id').execute()).length).toBe(before)
  })

  it('a report that a profile misuses one’s data is a grievance too', async () => {
    const [reporter, reported] = await Promise.all([member(s, 'Radha'), member(s, 'Ravi')])
    const res = await s.post(
      `profiles/${reported.id}/report`,
      { reason: 'privacy', details: 'This profile uses my photo.' },
      reporter.auth,
    )
    expect(res.status).toBe(201)
    expect(res.body.message).toMatch(/grievance GR\d{6}/)
    const row = await s.db
      .selectFrom('grievances')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ source: 'report', profileId: reported.id, requester: reporter.email })
  })
})

describe('the printable biodata', () => {
  it('is for managers and accepted matches; others get 403, and a match sees the member’s own contact once shared', async () => {
    const [uma, vinod, wasim] = await Promise.all([member(s, 'Uma'), member(s, 'Vinod'), member(s, 'Wasim')])
    const own = await s.get(`profiles/${uma.id}/biodata`, uma.auth)
    expect(own.status).toBe(200)
    expect(own.body.profile).toMatchObject({ id: uma.id, firstName: 'Uma', canManage: true })
    expect(own.body.contact).toEqual({ kind: 'member', email: uma.email, mobile: uma.mobile })

    const stranger = await s.get(`profiles/${uma.id}/biodata`, wasim.auth)
    expect(stranger.status).toBe(403)
    expect(stranger.body.message).toBe(privacyMsg.biodataNotAllowed)
    expect((await s.get(`profiles/${uma.id}/biodata`)).status).toBe(401)

    const sent = await s.post(`profiles/${uma.id}/interest`, {}, vinod.auth)
    await s.post(`connections/interests/${sent.body.interest.id}/accept`, {}, uma.auth)
    const views = async () =>
      (await s.db.selectFrom('contactViews').select('id').where('profileId', '=', uma.id).execute()).length
    const before = await views()
    // A match before Uma shares: the biodata, without her contact.
    const unshared = await s.get(`profiles/${uma.id}/biodata`, vinod.auth)
    expect(unshared.status).toBe(200)
    expect(unshared.body.contact).toBeNull()
    expect(JSON.stringify(unshared.body)).not.toContain(uma.mobile)
    expect(await views()).toBe(before)
    const conversation = (await s.get(`profiles/${vinod.id}/conversation`, uma.auth)).body.id
    expect((await s.post(`conversations/${conversation}/share-contact`, {}, uma.auth)).status).toBe(200)
    const match = await s.get(`profiles/${uma.id}/biodata`, vinod.auth)
    expect(match.status).toBe(200)
    expect(match.body.contact).toEqual({ kind: 'member', email: uma.email, mobile: uma.mobile })
    // Only managers see the last name and birth date.
    expect(match.body.profile.lastName).toBeUndefined()
    expect(match.body.profile.dob).toBeUndefined()
    expect(await views()).toBe(before + 1)
  })

  it('gives the managing office’s phone for an office profile, never the family’s', async () => {
    const [p] = await officeProfiles(s, 1, staffAId, officeA)
    const res = await s.get(`profiles/${p}/biodata`, staffA)
    expect(res.status).toBe(200)
    expect(res.body.contact).toEqual({
      kind: 'office',
      name: 'Anna Nagar office',
      phone: '+91 20 4000 0000',
      city: 'Chennai',
    })
    expect(res.body.printedBy).toBe('staff.a@example.com, Anna Nagar office')
    // Another office acting for one of its own profiles, with no accepted interest: not a match.
    const adminBId = (
      await s.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'admin.b@example.com')
        .executeTakeFirstOrThrow()
    ).id
    const [theirs] = await officeProfiles(s, 1, adminBId, officeB)
    expect((await s.get(`profiles/${p}/biodata?as=${theirs}`, adminB)).status).toBe(403)
  })
})
