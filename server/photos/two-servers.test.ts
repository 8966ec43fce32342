import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { image, png, storedFiles, upload } from './test-photos'

// Several servers behind one address, each with its own disk: a photo uploaded through one is served by the
// other, with the same visibility rule, because both keep photos in one S3-compatible bucket. It runs where
// the tests have such a store (the PostgreSQL stage of npm test starts s3rver); a shared disk would prove
// nothing, so without one it says why it skipped.
const shared = process.env.TEST_PHOTO_S3_ENDPOINT && process.env.TEST_DATABASE_URL

describe.skipIf(!shared)('photos through two servers with separate disks (S3-compatible store)', () => {
  let a: TestServer
  let b: TestServer
  let owner: Person
  let stranger: Person
  let staff: Record<string, string>
  beforeAll(async () => {
    a = await startTestServer()
    // Its own DATA_DIR (a fresh temporary folder), the same database and the same bucket and prefix.
    b = await startTestServer({ databaseUrl: a.config.databaseUrl, photoStore: a.config.photoStore })
    expect(b.config.dataDir).not.toBe(a.config.dataDir)
    owner = await member(a, 'Meenakshi', { gender: 'female', city: 'Madurai' })
    stranger = await member(b, 'Arun', { gender: 'male' })
    const office = await a.addOffice('Madurai office')
    const reviewer = await a.addAccount('reviewer@example.com', 'reviewer-password', 'staff', office)
    // Photos are reviewed by the central moderators (and office admins for their own office).
    await a.db.updateTable('accounts').set({ centralRole: 'moderator' }).where('id', '=', reviewer).execute()
    staff = { authorization: `Bearer ${await b.login('reviewer@example.com', 'reviewer-password')}` }
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  it('are both ready: the database and the bucket answer', async () => {
    for (const s of [a, b])
      expect(await s.get('ready')).toEqual({ status: 200, body: { status: 'ready', db: 'ok', photos: 'ok' } })
  })

  it('uploads through one and reads through the other, original or blurred as the rule says', async () => {
    const sent = await upload(a, owner.id, await png(), owner.auth)
    expect(sent.status).toBe(201)
    const photo = sent.body.photo
    // Waiting for approval: its manager sees it through either server, nobody else does.
    const fromA = await image(a, `${photo.src}/card.webp`, owner.auth)
    const fromB = await image(b, `${photo.src}/card.webp`, owner.auth)
    expect([fromA.status, fromB.status]).toEqual([200, 200])
    expect(fromB.hash).toBe(fromA.hash)
    expect((await image(b, `${photo.src}/card.webp`, stranger.auth)).status).toBe(404)

    // Approved through the second server: a member gets the original, a visitor the blur, from both.
    expect((await b.post(`photos/${photo.id}/approve`, {}, staff)).status).toBe(200)
    for (const s of [a, b]) {
      const member = await image(s, `${photo.src}/card.webp`, stranger.auth)
      expect(member.variant).toBe('original')
      expect(member.hash).toBe(fromA.hash)
      const visitor = await image(s, `${photo.src}/card.webp`, {})
      expect(visitor.variant).toBe('blurred')
      expect(visitor.hash).not.toBe(fromA.hash)
    }

    // Deleted through the second: gone from the bucket, and from the first server's answers.
    expect((await b.post(`profiles/${owner.id}/photos/${photo.id}/delete`, {}, owner.auth)).status).toBe(200)
    expect(await storedFiles(a)).toEqual([])
    expect((await image(a, `${photo.src}/card.webp`, owner.auth)).status).toBe(404)
  })
})
