import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { member, officeProfiles } from '../connections/test-people'
import { clockIso } from '../clock'
import { accessTo } from '../photos/access'
import { openGrievance } from '../privacy/grievances'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'

// Who reviews what, as a table: role (office staff, office admin, moderator, member, anonymous) × route ×
// a profile of the caller's own office or of another → allowed or refused. Photo review, reports and
// grievances go to the moderators (every office) and to an office's admin for its own profiles only; plain
// staff see none of them. Every queue read and every decision leaves an audit row.

type Role = 'staff' | 'admin' | 'moderator' | 'member' | 'anonymous'
type Side = 'own' | 'other'
type Headers = Record<string, string>

let s: TestServer
let officeA: number
let officeB: number
let sampler: number
const auth: Record<Role, Headers> = {} as Record<Role, Headers>
const accountOf: Partial<Record<Role, number>> = {}

beforeAll(async () => {
  s = await startTestServer()
  officeA = await s.addOffice('Madurai office')
  officeB = await s.addOffice('Kochi office')
  const staff = async (role: Role, email: string, office: number, set: Record<string, string>) => {
    const id = await s.addAccount(email, 'office-password', 'staff', office)
    await s.db.updateTable('accounts').set(set).where('id', '=', id).execute()
    accountOf[role] = id
    auth[role] = { authorization: `Bearer ${await s.login(email, 'office-password')}` }
  }
  await staff('staff', 'staff.a@example.com', officeA, { staffRole: 'staff' })
  await staff('admin', 'admin.a@example.com', officeA, { staffRole: 'admin' })
  // The central team sits in the head office (B here): it reviews every office's profiles.
  await staff('moderator', 'moderator@example.com', officeB, { staffRole: 'staff', centralRole: 'moderator' })
  sampler = accountOf.staff!
  auth.member = (await member(s, 'Revathi')).auth
  auth.anonymous = {}
})
afterAll(() => s.close())

/** A profile of office A (own for A's callers) or B, with a pending photo, an open report and a grievance. */
async function fixture(side: Side) {
  const [profileId] = await officeProfiles(s, 1, sampler, side === 'own' ? officeA : officeB)
  const now = clockIso()
  const photo = await s.db
    .insertInto('photos')
    .values({
      profileId,
      storageKey: `k${profileId}`,
      position: 0,
      status: 'pending',
      rejectReason: null,
      width: 600,
      height: 800,
      uploadedBy: sampler,
      createdAt: now,
      reviewedBy: null,
      reviewedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const report = await s.db
    .insertInto('reports')
    .values({
      profileId,
      reporterProfileId: null,
      reporterAccountId: sampler,
      reason: 'fake',
      details: 'Not a real person.',
      createdAt: now,
      status: 'open',
      decision: null,
      decisionNote: null,
      decidedBy: null,
      decidedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await openGrievance(s.db, {
    source: 'report',
    kind: 'misuse',
    subject: `Report of profile ${profileId}`,
    text: 'My photos are used on this profile.',
    requester: 'someone@example.com',
    reportId: report.id,
    profileId,
  })
  const grievance = await s.db
    .selectFrom('grievances')
    .select('id')
    .where('reportId', '=', report.id)
    .executeTakeFirstOrThrow()
  await s.db.updateTable('profiles').set({ moderationHiddenAt: now }).where('id', '=', profileId).execute()
  return { profileId, photo: photo.id, report: report.id, grievance: grievance.id }
}
type Fixture = Awaited<ReturnType<typeof fixture>>

interface Route {
  name: string
  call: (f: Fixture, headers: Headers) => Promise<{ status: number; body: Record<string, unknown> }>
  /** A list: whether the fixture's item is in the answer. */
  lists?: (body: Record<string, unknown>, f: Fixture) => boolean
}

const has = (key: string, field: string) => (body: Record<string, unknown>, value: number | string) =>
  ((body[key] as Record<string, unknown>[]) ?? []).some((item) => item[field] === value)
const number = (id: number) => `MT${String(id).padStart(6, '0')}`

const routes: Route[] = [
  {
    name: 'GET photos/queue',
    call: (_f, h) => s.get('photos/queue', h),
    lists: (b, f) => has('photos', 'id')(b, f.photo),
  },
  { name: 'POST photos/:id/approve', call: (f, h) => s.post(`photos/${f.photo}/approve`, {}, h) },
  {
    name: 'POST photos/:id/reject',
    call: (f, h) => s.post(`photos/${f.photo}/reject`, { reason: 'not-candidate' }, h),
  },
  {
    name: 'GET moderation/reports',
    call: (_f, h) => s.get('moderation/reports', h),
    lists: (b, f) => has('reports', 'id')(b, f.report),
  },
  {
    name: 'POST moderation/reports/:id/decide',
    call: (f, h) => s.post(`moderation/reports/${f.report}/decide`, { decision: 'dismiss' }, h),
  },
  {
    name: 'POST moderation/profiles/:id/lift-hold',
    call: (f, h) => s.post(`moderation/profiles/${f.profileId}/lift-hold`, {}, h),
  },
  {
    name: 'GET grievances',
    call: (_f, h) => s.get('grievances', h),
    lists: (b, f) => has('grievances', 'profileUserId')(b, number(f.profileId)),
  },
  {
    name: 'POST grievances/:id',
    call: (f, h) =>
      s.post(`grievances/${f.grievance}`, { state: 'in_progress', note: 'Looking into it.' }, h),
  },
]

/** The table: who may, for a profile of their own office and of another. */
const allowed: Record<Role, Record<Side, boolean | 401 | 403>> = {
  anonymous: { own: 401, other: 401 },
  member: { own: 403, other: 403 },
  staff: { own: 403, other: 403 },
  admin: { own: true, other: 403 },
  moderator: { own: true, other: true },
}

const cells = routes.flatMap((route) =>
  (Object.keys(allowed) as Role[]).flatMap((role) =>
    (['own', 'other'] as Side[]).map((side) => [route.name, role, side, route] as const),
  ),
)

describe('review routes by role and office', () => {
  it.each(cells)('%s as %s, %s office', async (_name, role, side, route) => {
    // "Own" is office A: the moderator's own office is B, which does not matter to them.
    const f = await fixture(side)
    const expected = allowed[role][side]
    const audited = async () =>
      Number(
        (
          await s.db
            .selectFrom('auditLog')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await audited()
    const res = await route.call(f, auth[role])
    if (route.lists && role !== 'anonymous' && role !== 'member' && role !== 'staff') {
      // A list answers every reviewer; another office's items are simply not in an admin's.
      expect(res.status).toBe(200)
      expect(route.lists(res.body, f)).toBe(expected === true)
      expect(await audited()).toBe(before + 1)
      return
    }
    if (expected === true) {
      expect(res.status).toBe(200)
      expect(await audited()).toBe(before + 1)
    } else {
      expect(res.status).toBe(expected)
      expect(await audited()).toBe(before)
    }
  })
})

describe('audit rows of moderation', () => {
  it('name the reviewer, the profile and the decision', async () => {
    const f = await fixture('own')
    await s.post(`photos/${f.photo}/reject`, { reason: 'not-candidate' }, auth.admin)
    await s.post(`moderation/reports/${f.report}/decide`, { decision: 'dismiss' }, auth.moderator)
    await s.post(`moderation/profiles/${f.profileId}/lift-hold`, {}, auth.moderator)
    const rows = await s.db
      .selectFrom('auditLog')
      .select(['action', 'accountId', 'officeId', 'detail'])
      .where('profileId', '=', f.profileId)
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      {
        action: 'photo.rejected',
        accountId: accountOf.admin,
        officeId: officeA,
        detail: `photo ${f.photo}: not-candidate`,
      },
      {
        action: 'report.decided',
        accountId: accountOf.moderator,
        officeId: officeB,
        detail: `report ${f.report}: dismiss`,
      },
      { action: 'hold.lifted', accountId: accountOf.moderator, officeId: officeB, detail: null },
    ])
  })

  it('an unblurred pending photo reaches its reviewers, not another office’s staff or admin', async () => {
    const f = await fixture('own')
    const profile = await s.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', f.profileId)
      .executeTakeFirstOrThrow()
    const pending = { status: 'pending' as const }
    // Callers of office B looking at office A's profile: only the moderator reviews it.
    const fromB = (staffRole: 'staff' | 'admin', centralRole: 'moderator' | null) => ({
      accountId: accountOf.moderator!,
      email: 'b@example.com',
      role: 'staff' as const,
      officeId: officeB,
      displayName: null,
      staffRole,
      centralRole,
    })
    expect(await accessTo(s.db, fromB('staff', null), pending, profile)).toBe('none')
    expect(await accessTo(s.db, fromB('admin', null), pending, profile)).toBe('none')
    expect(await accessTo(s.db, fromB('staff', 'moderator'), pending, profile)).toBe('original')
  })
})
