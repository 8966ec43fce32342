import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoFormats, photoMsg, photoRejectReasonOptions, photoUrl } from '../../shared/photos'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { photoStorage, sweepPhotos } from './store'
import { image, png, storedFiles, upload, webp } from './test-photos'

// Who receives what, over real HTTP: a photo waits for staff before anyone but its managers sees it; then
// each viewer gets the original or the blurred version from the same address (compared by hash: the original
// bytes never reach someone who may not see them); deleting photos and closing profiles leaves no files.

let s: TestServer
let owner: Person
let accepted: Person
let stranger: Person
let staff: { authorization: string }
let otherStaff: { authorization: string }
const anonymous = {}

beforeAll(async () => {
  s = await startTestServer()
  owner = await member(s, 'Revathi', { gender: 'female', city: 'Madurai' })
  accepted = await member(s, 'Karthik', { gender: 'male' })
  stranger = await member(s, 'Dinesh', { gender: 'male' })
  const office = await s.addOffice('Madurai office')
  // A moderator of the central team: members' photos wait for them.
  const reviewer = await s.addAccount('reviewer@example.com', 'reviewer-password', 'staff', office)
  await s.db.updateTable('accounts').set({ centralRole: 'moderator' }).where('id', '=', reviewer).execute()
  staff = { authorization: `Bearer ${await s.login('reviewer@example.com', 'reviewer-password')}` }
  await s.addAccount('other.office@example.com', 'other-password', 'staff', await s.addOffice('Pune office'))
  otherStaff = { authorization: `Bearer ${await s.login('other.office@example.com', 'other-password')}` }
  // Karthik sends an interest and Revathi accepts it: they are connected.
  const sent = await s.post(`profiles/${owner.id}/interest`, {}, accepted.auth)
  expect(sent.status).toBe(201)
  expect((await s.post(`connections/interests/${sent.body.interest.id}/accept`, {}, owner.auth)).status).toBe(
    200,
  )
})
afterAll(() => s.close())

const card = async (viewer: Record<string, string>, profileId = owner.id) => {
  const res = await s.get(`profiles/search?city=Madurai&gender=female`, viewer)
  return res.body.results.find((r: { id: number }) => r.id === profileId)
}
const manage = async () => (await s.get(`profiles/${owner.id}/photos/manage`, owner.auth)).body

describe('moderation', () => {
  let first: { id: number; src: string }
  let second: { id: number; src: string }

  it('keeps a new photo to its managers and the reviewers until staff approve it', async () => {
    first = (await upload(s, owner.id, await png(), owner.auth)).body.photo
    second = (await upload(s, owner.id, await webp(), owner.auth)).body.photo
    expect((await manage()).photos.map((p: { status: string }) => p.status)).toEqual(['pending', 'pending'])
    expect((await image(s, `${first.src}/card.webp`, owner.auth)).variant).toBe('original')
    expect((await image(s, `${first.src}/card.webp`, staff)).variant).toBe('original')
    for (const viewer of [anonymous, stranger.auth, accepted.auth])
      expect((await image(s, `${first.src}/card.webp`, viewer)).status).toBe(404)
    expect((await s.get(`profiles/${owner.id}/photos`, accepted.auth)).body.photos).toEqual([])
    expect((await card(stranger.auth)).photo).toBeUndefined()
    const queue = (await s.get('photos/queue', staff)).body.photos
    expect(queue.map((p: { id: number }) => p.id)).toEqual([first.id, second.id])
    expect(queue[0].profile).toMatchObject({ id: owner.id, firstName: 'Revathi' })
    expect((await s.get('photos/queue', owner.auth)).status).toBe(403)
  })

  it('tells the owner why a photo was rejected, and shows an approved one everywhere', async () => {
    const reason = photoRejectReasonOptions[0]
    const noReason = await s.post(`photos/${first.id}/reject`, {}, staff)
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors.reason).toBe(photoMsg.reasonRequired)
    const rejected = await s.post(
      `photos/${first.id}/reject`,
      { reason: reason.value, note: 'Please retake it.' },
      staff,
    )
    expect(rejected.body.message).toBe(photoMsg.rejected)
    expect((await s.post(`photos/${second.id}/approve`, {}, staff)).body.message).toBe(photoMsg.approved)
    expect((await s.post(`photos/${second.id}/reject`, { reason: reason.value }, staff)).status).toBe(409)
    const list = (await manage()).photos
    expect(list[0]).toMatchObject({ status: 'rejected', rejectReason: `${reason.label} Please retake it.` })
    expect(list[1]).toMatchObject({ status: 'approved', rejectReason: null, main: true })
    expect((await s.get('photos/queue', staff)).body.photos).toEqual([])
    expect((await card(stranger.auth)).photo).toEqual({ id: second.id, src: second.src, shownTo: 'members' })
    expect((await s.get(`profiles/${owner.id}`, stranger.auth)).body.photo.id).toBe(second.id)
    // A rejected photo stays with its owner.
    expect((await image(s, `${first.src}/card.webp`, stranger.auth)).status).toBe(404)
  })

  it('filters search by "with photo" for real', async () => {
    const without = await member(s, 'Lalitha', { gender: 'female', city: 'Madurai' })
    const ids = async (q: string) =>
      (await s.get(`profiles/search?city=Madurai&gender=female${q}`, stranger.auth)).body.results.map(
        (r: { id: number }) => r.id,
      )
    expect(await ids('')).toEqual(expect.arrayContaining([owner.id, without.id]))
    expect(await ids('&withPhoto=1')).toEqual([owner.id])
    expect((await s.get('profiles/search?withPhoto=yes', anonymous)).status).toBe(400)
  })

  it('reorders: the first approved photo is the main one', async () => {
    const third = (await upload(s, owner.id, await png(), owner.auth)).body.photo
    await s.post(`photos/${third.id}/approve`, {}, staff)
    const order = [third.id, second.id, first.id]
    const res = await s.put(`profiles/${owner.id}/photos/order`, { ids: order }, owner.auth)
    expect(res.body.photos.map((p: { id: number }) => p.id)).toEqual(order)
    expect((await card(stranger.auth)).photo.id).toBe(third.id)
    expect((await s.put(`profiles/${owner.id}/photos/order`, { ids: [third.id] }, owner.auth)).status).toBe(
      400,
    )
    expect((await s.put(`profiles/${owner.id}/photos/order`, { ids: order }, stranger.auth)).status).toBe(403)
    await s.post(`profiles/${owner.id}/photos/${third.id}/delete`, {}, owner.auth)
    expect((await card(stranger.auth)).photo.id).toBe(second.id)
  })
})

describe('blurred or original, by viewer, from the same address', () => {
  let src: string
  let original: Record<string, string>
  const hashes = async (viewer: Record<string, string>) => {
    const out: Record<string, string> = {}
    for (const format of photoFormats) {
      const got = await image(s, `${src}/card.${format}`, viewer)
      expect(got.status).toBe(200)
      expect(got.cache).toBe('private, no-cache')
      out[format] = `${got.variant}:${got.hash}`
    }
    return out
  }
  const blurredOf = (h: Record<string, string>) => Object.values(h).every((v) => v.startsWith('blurred:'))

  beforeAll(async () => {
    src = (await manage()).photos.find((p: { main: boolean }) => p.main).src
    original = await hashes(owner.auth)
    expect(Object.values(original).every((v) => v.startsWith('original:'))).toBe(true)
  })

  it('shown to members: every logged-in viewer gets the original; a visitor gets the blur', async () => {
    expect(await hashes(stranger.auth)).toEqual(original)
    expect(await hashes(otherStaff)).toEqual(original)
    const visitor = await hashes(anonymous)
    expect(blurredOf(visitor)).toBe(true)
    for (const format of photoFormats) expect(visitor[format]).not.toBe(original[format])
  })

  it('shown to accepted connections only: the connection gets the original, everyone else the blur', async () => {
    const saved = await s.put(`profiles/${owner.id}/photos/settings`, { shownTo: 'accepted' }, owner.auth)
    expect(saved.body.shownTo).toBe('accepted')
    expect((await card(stranger.auth)).photo.shownTo).toBe('accepted')
    expect(await hashes(accepted.auth)).toEqual(original)
    expect(await hashes(owner.auth)).toEqual(original)
    for (const viewer of [stranger.auth, otherStaff, anonymous]) {
      const got = await hashes(viewer)
      expect(blurredOf(got)).toBe(true)
      for (const format of photoFormats)
        expect(got[format].split(':')[1]).not.toBe(original[format].split(':')[1])
    }
    const gallery = async (viewer: Record<string, string>) =>
      (await s.get(`profiles/${owner.id}/photos`, viewer)).body.photos.map(
        (p: { blurred: boolean }) => p.blurred,
      )
    expect(await gallery(accepted.auth)).toEqual([false])
    expect(await gallery(stranger.auth)).toEqual([true])
    expect(await gallery(anonymous)).toEqual([true])
  })

  it('works for <img> with a photo token instead of the Authorization header, until logout', async () => {
    const token = (await s.get('photos/token', accepted.auth)).body.token
    const viaToken = await image(s, photoUrl(src, 'card', 'jpeg', token))
    expect(`${viaToken.variant}:${viaToken.hash}`).toBe(original.jpeg)
    const forged = await image(s, photoUrl(src, 'card', 'jpeg', `${token.slice(0, -4)}AAAA`))
    expect(forged.variant).toBe('blurred')
    const strangerToken = (await s.get('photos/token', stranger.auth)).body.token
    expect((await image(s, photoUrl(src, 'card', 'jpeg', strangerToken))).variant).toBe('blurred')
    expect((await s.post('user/logout', {}, accepted.auth)).status).toBe(204)
    expect((await image(s, photoUrl(src, 'card', 'jpeg', token))).variant).toBe('blurred')
    accepted.auth = { authorization: `Bearer ${await s.login(accepted.email, 'member-password')}` }
  })

  it('gives nothing to a blocked member, and answers 304 while nothing changed', async () => {
    expect((await s.post(`profiles/${stranger.id}/block`, {}, owner.auth)).status).toBe(200)
    expect((await image(s, `${src}/card.webp`, stranger.auth)).status).toBe(404)
    expect((await s.get(`profiles/${owner.id}/photos`, stranger.auth)).status).toBe(404)
    await s.post(`profiles/${stranger.id}/unblock`, {}, owner.auth)
    const first = await fetch(`${s.url}/api/${src}/thumb.avif`, { headers: accepted.auth })
    const again = await fetch(`${s.url}/api/${src}/thumb.avif`, {
      headers: { ...accepted.auth, 'if-none-match': first.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    // The same ETag never serves the other version.
    const blurred = await fetch(`${s.url}/api/${src}/thumb.avif`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    })
    expect(blurred.status).toBe(200)
    expect(blurred.headers.get('x-photo-variant')).toBe('blurred')
  })
})

describe('no files left behind', () => {
  it('deleting a photo removes its files', async () => {
    const photo = (await upload(s, owner.id, await png(), owner.auth)).body.photo
    const key = (
      await s.db
        .selectFrom('photos')
        .select('storageKey')
        .where('id', '=', photo.id)
        .executeTakeFirstOrThrow()
    ).storageKey
    expect((await storedFiles(s)).filter((f) => f.startsWith(key))).toHaveLength(18)
    const res = await s.post(`profiles/${owner.id}/photos/${photo.id}/delete`, {}, owner.auth)
    expect(res.body.message).toBe(photoMsg.deleted)
    expect((await storedFiles(s)).filter((f) => f.startsWith(key))).toEqual([])
    expect((await image(s, `${photo.src}/card.webp`, owner.auth)).status).toBe(404)
  })

  it('closing a profile removes all its photos and their files', async () => {
    const bride = await member(s, 'Sowmya', { gender: 'female' })
    const photo = (await upload(s, bride.id, await png(), bride.auth)).body.photo
    const before = (await storedFiles(s)).length
    expect((await s.post(`profiles/${bride.id}/close`, { reason: 'match-here' }, bride.auth)).status).toBe(
      200,
    )
    await expect.poll(async () => (await storedFiles(s)).length).toBe(before - 18)
    expect(await s.db.selectFrom('photos').selectAll().where('profileId', '=', bride.id).execute()).toEqual(
      [],
    )
    expect((await image(s, `${photo.src}/card.webp`, bride.auth)).status).toBe(404)
  })

  it('sweeps files whose photo is gone (a profile deleted by the database), sparing fresh uploads', async () => {
    const groom = await member(s, 'Venkat', { gender: 'male' })
    await upload(s, groom.id, await png(), groom.auth)
    const before = (await storedFiles(s)).length
    await s.db.deleteFrom('profiles').where('id', '=', groom.id).execute()
    // Fresh files are spared: an upload writes its files before its row.
    expect((await sweepPhotos(s.db, s.config)).filesRemoved).toBe(0)
    // A file of no photo at all, in whichever store the server uses (its folder or its bucket).
    await photoStorage(s.config).put(
      'deadbeef-0000-4000-8000-000000000000/card.webp',
      Buffer.from('left over'),
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await sweepPhotos(s.db, s.config, 0)).filesRemoved).toBe(19)
    expect(await storedFiles(s)).toHaveLength(before - 18)
  })
})
