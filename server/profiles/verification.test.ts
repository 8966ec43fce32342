import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../shared/messages'
import type { SearchQuery } from '../../shared/schemas/search'
import { member, officeProfiles } from '../connections/test-people'
import { applyCriteria } from '../matching/search-filter'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'

// Verified in person over HTTP: who may verify and revoke (role × own / other office), what each viewer's JSON
// carries (the badge for everyone, the document for the office and the managers only), the end of the badge
// when the name or date of birth changes, the "verified only" search and matches, and one audit row per step.

let s: TestServer
let officeA: number
let profileA: number
let profileB: number
let viewer: Person
const who: Record<string, { authorization: string } | undefined> = {}

const bearer = async (email: string) => ({ authorization: `Bearer ${await s.login(email, 'pass-word-123')}` })
const verify = (
  id: number,
  auth?: { authorization: string },
  body: object = { documentKind: 'aadhaar', lastFour: '4321' },
) => s.post(`profiles/${id}/verification`, body, auth)
const revoke = (id: number, auth?: { authorization: string }) =>
  s.post(`profiles/${id}/verification/revoke`, {}, auth)
const verifications = () => s.db.selectFrom('inPersonVerifications').selectAll().orderBy('id').execute()
const auditActions = async () =>
  (
    await s.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', 'like', 'verification.%')
      .orderBy('id')
      .execute()
  ).map((r) => r.action)

// Two brides of the age, height and religion the groom's default preferences ask for.
const bride = { gender: 'female', dob: '1997-01-01', height: 62, religion: 'hindu', maritalStatus: 'single' }

beforeAll(async () => {
  s = await startTestServer()
  officeA = await s.addOffice('Anna Nagar office', 'Chennai')
  const officeB = await s.addOffice('Kothrud office', 'Pune')
  const staff = async (name: string, office: number, set: Record<string, string>) => {
    const id = await s.addAccount(`${name}@example.com`, 'pass-word-123', 'staff', office)
    await s.db.updateTable('accounts').set(set).where('id', '=', id).execute()
    who[name] = await bearer(`${name}@example.com`)
    return id
  }
  const staffAId = await staff('staff', officeA, { staffRole: 'staff', displayName: 'Kavitha' })
  await staff('admin', officeA, { staffRole: 'admin' })
  // The central team's moderator works from an office too: only that office's profiles are theirs to verify.
  await staff('moderator', officeA, { staffRole: 'staff', centralRole: 'moderator' })
  const staffBId = await staff('staffB', officeB, { staffRole: 'staff' })
  ;[profileA] = await officeProfiles(s, 1, staffAId, officeA, { ...bride, firstName: 'Meenakshi' })
  ;[profileB] = await officeProfiles(s, 1, staffBId, officeB, bride)
  viewer = await member(s, 'Arun', { ...bride, gender: 'male', dob: '1994-01-01', height: 68 })
  who.member = viewer.auth
})
afterAll(() => s.close())

describe('who may verify and revoke', () => {
  const table: [string, 'own' | 'other', number][] = [
    ['staff', 'own', 201],
    ['staff', 'other', 403],
    ['admin', 'own', 201],
    ['admin', 'other', 403],
    ['moderator', 'own', 201],
    ['moderator', 'other', 403],
    ['member', 'own', 403],
    ['member', 'other', 403],
    ['anonymous', 'own', 401],
    ['anonymous', 'other', 401],
  ]
  it.each(table)('%s, a profile of the %s office: %i', async (role, office, status) => {
    const id = office === 'own' ? profileA : profileB
    const auth = who[role]
    const before = (await verifications()).length
    const done = await verify(id, auth)
    expect(done.status).toBe(status)
    if (status !== 201) {
      // Refused: nothing written, and revoking is refused the same way.
      expect((await verifications()).length).toBe(before)
      if (status === 403 && role !== 'member') expect(done.body.message).toBe(msg.verifyOwnOfficeOnly)
      await s.db
        .updateTable('profiles')
        .set({ verifiedAt: 'x', verifiedOffice: 'x' })
        .where('id', '=', id)
        .execute()
      expect((await revoke(id, auth)).status).toBe(status)
      expect(
        (
          await s.db
            .selectFrom('profiles')
            .select('verifiedAt')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).verifiedAt,
      ).toBe('x')
      await s.db
        .updateTable('profiles')
        .set({ verifiedAt: null, verifiedOffice: null })
        .where('id', '=', id)
        .execute()
      return
    }
    expect(done.body.verification).toMatchObject({ documentKind: 'aadhaar', lastFour: '4321' })
    expect((await verify(id, auth)).status).toBe(409)
    const revoked = await revoke(id, auth)
    expect(revoked.status).toBe(200)
    expect((await revoke(id, auth)).status).toBe(409)
    const [last] = (await verifications()).slice(-1)
    expect(last).toMatchObject({ profileId: id, endReason: 'revoked' })
  })

  it('wrote one audit row per verification and per revocation, never the characters', async () => {
    expect(await auditActions()).toEqual(
      Array(6).fill(['verification.added', 'verification.revoked']).flat().slice(0, 6),
    )
    const details = await s.db
      .selectFrom('auditLog')
      .select('detail')
      .where('action', 'like', 'verification.%')
      .execute()
    expect(details.some((d) => d.detail?.includes('4321'))).toBe(false)
  })

  it('takes the kind from the list and the last four only, with messages beside the fields', async () => {
    const bad = await verify(profileA, who.staff, { documentKind: 'ration_card', lastFour: '1234 5678 9012' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ documentKind: msg.notInList, lastFour: msg.lastFourShape })
    const blank = await verify(profileA, who.staff, { documentKind: '', lastFour: '' })
    expect(blank.body.errors).toEqual({
      documentKind: msg.documentKindRequired,
      lastFour: msg.lastFourRequired,
    })
    expect((await verify(profileA, who.staff, { documentKind: 'pan', lastFour: '12-4' })).status).toBe(400)
    expect((await verifications()).length).toBe(3)
  })
})

describe('what each viewer reads', () => {
  beforeAll(async () => {
    expect((await verify(profileA, who.staff, { documentKind: 'passport', lastFour: 'k12z' })).status).toBe(
      201,
    )
  })

  it('shows the badge to everyone and the document to the office only', async () => {
    for (const role of ['anonymous', 'member', 'staffB']) {
      const page = await s.get(`profiles/${profileA}`, who[role])
      expect(page.status).toBe(200)
      expect(page.body.verified).toEqual({
        office: 'Anna Nagar office',
        at: new Date().toISOString().slice(0, 10),
      })
      expect(page.body).not.toHaveProperty('verification')
      expect(JSON.stringify(page.body)).not.toContain('K12Z')
      expect(JSON.stringify(page.body)).not.toContain('passport')
    }
    const own = await s.get(`profiles/${profileA}`, who.admin)
    expect(own.body.verification).toMatchObject({
      documentKind: 'passport',
      lastFour: 'K12Z',
      verifiedBy: 'Kavitha',
    })
  })

  it('search cards carry the badge, and "Verified in person only" finds verified profiles alone', async () => {
    const all = await s.get('profiles/search?gender=female', who.member)
    const cardA = all.body.results.find((r: { id: number }) => r.id === profileA)
    expect(cardA.verified.office).toBe('Anna Nagar office')
    expect(all.body.results.find((r: { id: number }) => r.id === profileB)).not.toHaveProperty('verified')
    const only = await s.get('profiles/search?gender=female&verified=1')
    expect(only.body.results.map((r: { id: number }) => r.id)).toEqual([profileA])
    expect(only.body.total).toBe(1)
    expect((await s.get('profiles/search?verified=yes')).status).toBe(400)
  })

  it('matches can be limited to verified profiles', async () => {
    const all = await s.get('matches?mutual=0', who.member)
    expect(all.body.results.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([profileA, profileB]),
    )
    const only = await s.get('matches?mutual=0&verified=1', who.member)
    expect(only.body.results.map((r: { id: number }) => r.id)).toEqual([profileA])
    expect(only.body.results[0].verified.office).toBe('Anna Nagar office')
  })

  it('another field changed keeps it; a new first name ends it, audited, until the office verifies again', async () => {
    expect((await s.patch(`profiles/${profileA}`, { weight: 55 }, who.staff)).status).toBe(200)
    expect((await s.get(`profiles/${profileA}`)).body.verified).toBeDefined()
    expect((await s.patch(`profiles/${profileA}`, { firstName: 'Meena' }, who.staff)).status).toBe(200)
    const page = await s.get(`profiles/${profileA}`, who.member)
    expect(page.body).not.toHaveProperty('verified')
    expect((await s.get(`profiles/${profileA}`, who.staff)).body).not.toHaveProperty('verification')
    expect((await s.get('profiles/search?verified=1')).body.results).toEqual([])
    const [last] = (await verifications()).slice(-1)
    expect(last.endReason).toBe('details_changed')
    expect((await auditActions()).slice(-1)).toEqual(['verification.ended'])
    expect((await verify(profileA, who.staff)).status).toBe(201)
    expect((await s.patch(`profiles/${profileA}`, { dob: '1995-03-04' }, who.staff)).status).toBe(200)
    expect((await s.get(`profiles/${profileA}`)).body).not.toHaveProperty('verified')
  })
})

it("the profile's data export lists each in-person check, as the office recorded it", async () => {
  const exported = await s.get(`profiles/${profileA}/export`, who.staff)
  expect(exported.status).toBe(200)
  const checks = exported.body.verifiedInPerson as { documentKind: string; endReason: string | null }[]
  expect(checks.length).toBeGreaterThan(2)
  expect(checks.find((c) => c.documentKind === 'passport')).toMatchObject({
    lastFour: 'K12Z',
    office: 'Anna Nagar office',
    endReason: 'details_changed',
  })
})

it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  '"Verified in person only" walks the partial index of verified profiles, newest first (SQLite)',
  async () => {
    const q = { verified: '1', gender: 'female', religion: 'hindu' } as SearchQuery
    const page = applyCriteria(s.db.selectFrom('profiles'), q, undefined, 'verifiedAt')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(21)
      .compile()
    const plan = await s.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]),
    )
    const steps = plan.rows.map((r) => r.detail).join(' | ')
    expect(steps).toContain('profiles_verified_newest')
    expect(steps).not.toContain('TEMP B-TREE')
  },
)
