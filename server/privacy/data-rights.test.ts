import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../shared/messages'
import {
  dayOf,
  ERASURE_DAYS,
  PRIVACY_CONSENT_VERSION,
  privacyMsg,
  SIGNUP_CONSENT_METHOD,
  TERMS_CONSENT_VERSION,
} from '../../shared/privacy'
import { givePublishConsent, member, officeProfiles, travel } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { userIdOf } from '../visibility'
import { eraseDue } from './deletion'
import { EXPORT_FORMAT } from './export'

// Data rights over HTTP: the export holds every kind of record about a profile and nothing of other people;
// a deletion hides at once, is erased (rows and photo files) after 30 days on a moved clock, and can be
// cancelled; consent records are given and withdrawn from Settings.

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())
afterEach(() => travel(0))

const photoBytes = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer()

/** Uploads a photo to the profile as its manager: the photos domain writes its files to DATA_DIR/photos. */
async function addPhoto(who: Person, profileId = who.id) {
  const res = await fetch(`${s.url}/api/profiles/${profileId}/photos`, {
    method: 'POST',
    headers: { ...who.auth, 'content-type': 'image/jpeg' },
    body: await photoBytes(),
  })
  expect(res.status).toBe(201)
}
const photoFiles = () => {
  const root = join(s.config.dataDir, 'photos')
  return existsSync(root) ? readdirSync(root).flatMap((folder) => readdirSync(join(root, folder))) : []
}
const photoFolders = async (profileId: number) =>
  (await s.db.selectFrom('photos').select('storageKey').where('profileId', '=', profileId).execute()).map(
    (r) => r.storageKey,
  )

async function connect(a: Person, b: Person, message?: string) {
  const sent = await s.post(`profiles/${b.id}/interest`, message ? { message } : {}, a.auth)
  expect(sent.status).toBe(201)
  expect((await s.post(`connections/interests/${sent.body.interest.id}/accept`, {}, b.auth)).status).toBe(200)
}

describe('export my data', () => {
  let asha: Person
  let bala: Person
  let chandra: Person
  let dev: Person
  beforeAll(async () => {
    ;[asha, bala, chandra, dev] = await Promise.all([
      member(s, 'Asha', { gender: 'female' }),
      member(s, 'Bala', { gender: 'male' }),
      member(s, 'Chandra', { gender: 'male' }),
      member(s, 'Devan', { gender: 'male' }),
    ])
    // Every kind of record about Asha, several of them involving other people.
    await connect(asha, bala, 'We would like to know your family.')
    expect(
      (await s.post(`profiles/${asha.id}/interest`, { message: 'Hello from Chandra' }, chandra.auth)).status,
    ).toBe(201)
    expect(
      (await s.post('connections/reactions', { profileId: chandra.id, kind: 'yes' }, asha.auth)).status,
    ).toBe(200)
    expect((await s.post(`profiles/${dev.id}/block`, {}, asha.auth)).status).toBe(200)
    const prefs = (await s.get(`profiles/${asha.id}/preferences`, asha.auth)).body.preferences
    expect((await s.put(`profiles/${asha.id}/preferences`, prefs, asha.auth)).status).toBe(200)
    await addPhoto(asha)
    expect((await s.post('privacy/consents/marketing/give', { agree: true }, asha.auth)).status).toBe(200)
    const conversation = (await s.get(`profiles/${bala.id}/conversation`, asha.auth)).body.id
    expect((await s.post(`conversations/${conversation}/share-contact`, {}, asha.auth)).status).toBe(200)
    expect((await s.post(`profiles/${asha.id}/contact`, {}, bala.auth)).status).toBe(200)
    expect(
      (
        await s.post(
          `profiles/${bala.id}/report`,
          { reason: 'other', details: 'Asked odd questions.' },
          asha.auth,
        )
      ).status,
    ).toBe(201)
  })

  it('downloads one JSON file with every kind of record about the profile', async () => {
    const res = await fetch(`${s.url}/api/privacy/export`, { headers: asha.auth })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="matrimony-data-${userIdOf(asha.id)}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    )
    const data = (await res.json()) as any
    expect(data.format).toBe(EXPORT_FORMAT)
    expect(data.account).toMatchObject({ email: asha.email, role: 'member' })
    expect(data.profile).toMatchObject({ userId: userIdOf(asha.id), firstName: 'Asha', mobile: asha.mobile })
    expect(data.profile).not.toHaveProperty('idempotencyKey')
    expect(data.preferences).toMatchObject({ ageMin: expect.any(Number), updatedAt: expect.any(String) })
    expect(data.photos).toHaveLength(1)
    expect(data.photos[0].links.full).toMatch(/\/api\/photos\/\d+\/full\.jpeg$/)
    expect(data.interests).toEqual([
      expect.objectContaining({
        direction: 'sent',
        otherProfile: userIdOf(bala.id),
        status: 'accepted',
        message: 'We would like to know your family.',
      }),
      expect.objectContaining({ direction: 'received', otherProfile: userIdOf(chandra.id), message: null }),
    ])
    expect(data.shortlist).toEqual([expect.objectContaining({ profile: userIdOf(chandra.id), kind: 'yes' })])
    expect(data.blocks).toEqual([expect.objectContaining({ profile: userIdOf(dev.id) })])
    expect(data.reportsMade).toEqual([
      expect.objectContaining({ profile: userIdOf(bala.id), reason: 'other' }),
    ])
    expect(data.consents.map((c: { kind: string }) => c.kind)).toContain('marketing')
    expect(data.contactViews).toEqual([
      expect.objectContaining({ viewedBy: `the member of profile ${userIdOf(bala.id)}` }),
    ])
    expect(data.history.length).toBeGreaterThan(0)
    expect(data.notifications.length).toBeGreaterThan(0)
  })

  it('holds nothing of other people: no names, contact details or words of theirs', async () => {
    const text = JSON.stringify((await s.get('privacy/export', asha.auth)).body)
    for (const other of [bala, chandra, dev]) {
      expect(text).not.toContain(other.email)
      expect(text).not.toContain(other.mobile)
      expect(text).not.toContain(other.firstName)
    }
    expect(text).not.toContain('Hello from Chandra')
  })

  it('is for the profile’s managers only, and every export is audited', async () => {
    expect((await s.get(`profiles/${asha.id}/export`, bala.auth)).status).toBe(403)
    expect((await s.get('privacy/export')).status).toBe(401)
    const before = await s.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'profile.exported')
      .execute()
    expect((await s.get(`profiles/${asha.id}/export`, asha.auth)).status).toBe(200)
    const after = await s.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'profile.exported')
      .execute()
    expect(after.length).toBe(before.length + 1)
    expect(after.at(-1)).toMatchObject({ accountId: asha.accountId, profileId: asha.id })
  })
})

describe('delete my account', () => {
  it('hides the profile at once, names the erasure date, and keeps it until then', async () => {
    const eve = await member(s, 'Eswari')
    const viewer = await member(s, 'Farid')
    await addPhoto(eve)
    expect((await s.get(`profiles/${eve.id}`, viewer.auth)).status).toBe(200)

    expect((await s.post('privacy/deletion', {}, eve.auth)).body.errors.confirm).toBe(
      privacyMsg.confirmDeletion,
    )
    const asked = await s.post('privacy/deletion', { confirm: true }, eve.auth)
    expect(asked.status).toBe(200)
    const eraseAfter = asked.body.deletion.pending.eraseAfter
    expect(Date.parse(eraseAfter) - Date.now()).toBeGreaterThan((ERASURE_DAYS - 1) * 86_400_000)
    expect(asked.body.message).toContain(dayOf(eraseAfter))
    expect((await s.get('privacy/deletion', eve.auth)).body).toMatchObject({ pending: { eraseAfter } })

    // Hidden everywhere: the page, and its managers cannot show it again while the deletion stands.
    expect((await s.get(`profiles/${eve.id}`, viewer.auth)).status).toBe(404)
    expect((await s.get(`profiles/${eve.id}`)).status).toBe(404)
    expect((await s.post(`profiles/${eve.id}/unhide`, {}, eve.auth)).body.message).toBe(
      privacyMsg.deletionPending,
    )
    expect((await s.post('privacy/deletion', { confirm: true }, eve.auth)).status).toBe(409)

    // Not yet: a day before the date nothing is erased.
    travel(ERASURE_DAYS - 1)
    expect(await eraseDue(s.db, s.config)).toBe(0)
    expect(
      await s.db.selectFrom('profiles').select('id').where('id', '=', eve.id).executeTakeFirst(),
    ).toBeTruthy()
  })

  it('erases profile, photos (rows and files), interests, consents, account and tokens after the window', async () => {
    const gita = await member(s, 'Gita', { gender: 'female' })
    const hari = await member(s, 'Hari', { gender: 'male' })
    await connect(gita, hari)
    await addPhoto(gita)
    expect((await s.post('privacy/consents/marketing/give', { agree: true }, gita.auth)).status).toBe(200)
    const folders = await photoFolders(gita.id)
    expect(folders).toHaveLength(1)
    const filesBefore = photoFiles().length
    expect(filesBefore).toBeGreaterThan(0)
    expect((await s.post('privacy/deletion', { confirm: true }, gita.auth)).status).toBe(200)

    travel(ERASURE_DAYS + 1)
    expect(await eraseDue(s.db, s.config)).toBeGreaterThanOrEqual(1)
    const gone = async (table: 'profiles' | 'photos' | 'interests', column: string, id: number) =>
      (
        await s.db
          .selectFrom(table)
          .selectAll()
          .where(column as never, '=', id as never)
          .execute()
      ).length
    expect(await gone('profiles', 'id', gita.id)).toBe(0)
    expect(await gone('photos', 'profileId', gita.id)).toBe(0)
    expect(await gone('interests', 'fromProfileId', gita.id)).toBe(0)
    expect(existsSync(join(s.config.dataDir, 'photos', folders[0]))).toBe(false)
    expect(photoFiles().length).toBeLessThan(filesBefore)
    expect(
      await s.db.selectFrom('accounts').select('id').where('id', '=', gita.accountId).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await s.db
        .selectFrom('consents')
        .select('id')
        .where('accountId', '=', gita.accountId)
        .executeTakeFirst(),
    ).toBeUndefined()
    // The session and the password are gone with the account.
    expect((await s.get('me', gita.auth)).status).toBe(401)
    expect((await s.post('user/login', { email: gita.email, password: 'member-password' })).status).toBe(401)
    // What stays: the record that it was done, and the audit row.
    const request = await s.db
      .selectFrom('deletionRequests')
      .selectAll()
      .where('accountId', '=', gita.accountId)
      .executeTakeFirstOrThrow()
    expect(request.erasedAt).not.toBeNull()
    expect(
      await s.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'profile.erased')
        .where('profileId', '=', gita.id)
        .execute(),
    ).toHaveLength(1)
    // The other side's inbox no longer shows the erased profile.
    expect(JSON.stringify((await s.get('connections/inbox', hari.auth)).body)).not.toContain('Gita')
    // Twice is the same as once.
    expect(await eraseDue(s.db, s.config)).toBe(0)
  })

  it('is cancelled before the date: the profile comes back as it was and is not erased', async () => {
    const indu = await member(s, 'Indu')
    expect((await s.post('privacy/deletion/cancel', {}, indu.auth)).body.message).toBe(privacyMsg.noDeletion)
    expect((await s.post('privacy/deletion', { confirm: true }, indu.auth)).status).toBe(200)
    travel(10)
    const cancelled = await s.post('privacy/deletion/cancel', {}, indu.auth)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.deletion.pending).toBeNull()
    expect((await s.get(`profiles/${indu.id}`)).status).toBe(200)
    travel(ERASURE_DAYS + 5)
    await eraseDue(s.db, s.config)
    expect(
      await s.db.selectFrom('profiles').select('status').where('id', '=', indu.id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'published',
    })
    expect((await s.post('privacy/deletion/cancel', {}, indu.auth)).status).toBe(409)
  })

  it('lets staff close an office profile for its candidate, recorded, and erase it with its photos', async () => {
    const officeId = await s.addOffice('Madurai office')
    await s.addAccount('madurai@example.com', 'madurai-password', 'staff', officeId)
    await s.addAccount('kochi@example.com', 'kochi-password', 'staff', await s.addOffice('Kochi office'))
    const staff = { authorization: `Bearer ${await s.login('madurai@example.com', 'madurai-password')}` }
    const other = { authorization: `Bearer ${await s.login('kochi@example.com', 'kochi-password')}` }
    const [profileId] = await officeProfiles(
      s,
      1,
      (
        await s.db
          .selectFrom('accounts')
          .select('id')
          .where('email', '=', 'madurai@example.com')
          .executeTakeFirstOrThrow()
      ).id,
      officeId,
    )
    await addPhoto({ auth: staff } as Person, profileId)

    expect((await s.post(`profiles/${profileId}/deletion`, { note: 'Asked in person' }, other)).status).toBe(
      403,
    )
    expect((await s.post(`profiles/${profileId}/deletion`, {}, staff)).body.errors.note).toBe(
      privacyMsg.deletionNoteRequired,
    )
    const asked = await s.post(
      `profiles/${profileId}/deletion`,
      { note: 'Her father asked in person on Monday' },
      staff,
    )
    expect(asked.status).toBe(200)
    expect(asked.body.message).toContain(dayOf(asked.body.deletion.pending.eraseAfter))
    expect((await s.get(`profiles/${profileId}`)).status).toBe(404)
    const history = (await s.get(`profiles/${profileId}/manage`, staff)).body.profile.history
    expect(history[0].action).toMatch(/^Deletion requested/)
    const stored = await s.db
      .selectFrom('deletionRequests')
      .selectAll()
      .where('profileId', '=', profileId)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ note: 'Her father asked in person on Monday', accountId: null })

    travel(ERASURE_DAYS + 1)
    await eraseDue(s.db, s.config)
    expect(
      await s.db.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst(),
    ).toBeUndefined()
    expect(await photoFolders(profileId)).toEqual([])
    // Staff's own account is never erased with a profile they managed.
    expect((await s.get('me', staff)).status).toBe(200)
  })
})

describe('consent records', () => {
  const linkFromLogs = (path: string) =>
    s.logs
      .map((l) => new RegExp(`link would be mailed: (\\S+${path}\\S+)"`).exec(l)?.[1])
      .filter(Boolean)
      .pop()!

  it('records terms and privacy at sign-up, with version, time and method', async () => {
    const year = new Date().getFullYear()
    const registered = await s.post('user/register', {
      relationship: 'myself',
      gender: 'female',
      firstName: 'Janani',
      lastName: 'Suresh',
      day: 3,
      month: 4,
      year: year - 27,
      religion: 'hindu',
      community: 'Mudaliar',
      livingIn: 'India',
      email: 'janani@example.com',
      countryCode: '+91',
      phone: '9840099887',
    })
    expect(registered.status).toBe(201)
    const token = new URL(linkFromLogs('/reset-password')).searchParams.get('token')!
    expect((await s.post('user/reset-password', { token, password: 'mango-season-kolam' })).status).toBe(200)
    const auth = { authorization: `Bearer ${await s.login('janani@example.com', 'mango-season-kolam')}` }
    const { consents, history } = (await s.get('privacy/consents', auth)).body
    const byKind = Object.fromEntries(consents.map((c: { kind: string }) => [c.kind, c]))
    expect(byKind.terms.given).toMatchObject({
      version: TERMS_CONSENT_VERSION,
      method: SIGNUP_CONSENT_METHOD,
    })
    expect(byKind.privacy.given).toMatchObject({
      version: PRIVACY_CONSENT_VERSION,
      method: SIGNUP_CONSENT_METHOD,
    })
    expect(byKind.terms.action).toBe('none')
    expect(byKind.terms.note).toBe(privacyMsg.consentNotWithdrawable)
    expect(byKind.marketing).toMatchObject({ given: null, action: 'give' })
    // A draft profile cannot be published from Settings yet.
    expect(byKind.publish).toMatchObject({ given: null, action: 'none', note: privacyMsg.noProfileToPublish })
    expect(history).toHaveLength(2)
    expect(Date.now() - Date.parse(history[0].givenAt)).toBeLessThan(60_000)
  })

  it('withdraws the publish consent, which hides the profile and says so; giving it again publishes', async () => {
    const kala = await member(s, 'Kala')
    const withdrawn = await s.post('privacy/consents/publish/withdraw', {}, kala.auth)
    // Made in the database without a consent row: nothing to withdraw.
    expect(withdrawn.status).toBe(409)
    await givePublishConsent(s, kala)
    const done = await s.post('privacy/consents/publish/withdraw', {}, kala.auth)
    expect(done.status).toBe(200)
    expect(done.body.message).toMatch(/hidden/)
    expect((await s.get(`profiles/${kala.id}`)).status).toBe(404)
    const item = done.body.consents.consents.find((c: { kind: string }) => c.kind === 'publish')
    expect(item).toMatchObject({ given: null, action: 'give' })
    expect(item.withdrawnAt).not.toBeNull()

    expect((await s.post('privacy/consents/publish/give', {}, kala.auth)).body.errors.agree).toBe(
      msg.consentRequired,
    )
    const given = await s.post('privacy/consents/publish/give', { agree: true }, kala.auth)
    expect(given.status).toBe(200)
    expect((await s.get(`profiles/${kala.id}`)).status).toBe(200)
    const records = await s.db
      .selectFrom('consents')
      .selectAll()
      .where('profileId', '=', kala.id)
      .orderBy('id')
      .execute()
    expect(records.map((r) => [r.method, r.withdrawnAt === null])).toEqual([
      ['ticked on My profile', false],
      ['Settings', true],
    ])
  })

  it('gives and withdraws marketing e-mails as easily; staff have no such page', async () => {
    const lata = await member(s, 'Lata')
    expect((await s.post('privacy/consents/marketing/give', { agree: true }, lata.auth)).status).toBe(200)
    expect((await s.post('privacy/consents/marketing/give', { agree: true }, lata.auth)).status).toBe(409)
    const off = await s.post('privacy/consents/marketing/withdraw', {}, lata.auth)
    expect(off.status).toBe(200)
    expect(off.body.consents.consents.find((c: { kind: string }) => c.kind === 'marketing').action).toBe(
      'give',
    )
    expect((await s.post('privacy/consents/terms/withdraw', {}, lata.auth)).status).toBe(409)
    expect((await s.post('privacy/consents/nothing/give', { agree: true }, lata.auth)).status).toBe(404)
    await s.addAccount('consent-staff@example.com', 'staff-password-1')
    const staff = {
      authorization: `Bearer ${await s.login('consent-staff@example.com', 'staff-password-1')}`,
    }
    expect((await s.get('privacy/consents', staff)).status).toBe(403)
  })
})
