import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { copyPhotos } from './copy'
import { s3Storage } from './s3-storage'
import { fileStorage } from './storage'
import type { PhotoStorage } from './storage'
import { png, upload } from './test-photos'

// The move from one machine to several: npm run photos:copy copies DATA_DIR/photos to the bucket and checks
// every file. The target is the tests' S3-compatible store where there is one, else another folder.

describe('copying photos from the data folder to another store', () => {
  let s: TestServer
  let owner: Person
  let target: PhotoStorage
  let source: PhotoStorage
  const folder = mkdtempSync(join(tmpdir(), 'matrimony-copy-'))
  beforeAll(async () => {
    s = await startTestServer({ photoStore: null })
    source = fileStorage(join(s.config.dataDir, 'photos'))
    const endpoint = process.env.TEST_PHOTO_S3_ENDPOINT
    target =
      endpoint && process.env.TEST_PHOTO_S3_BUCKET
        ? s3Storage({
            bucket: process.env.TEST_PHOTO_S3_BUCKET,
            endpoint,
            region: 'us-east-1',
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
            forcePathStyle: true,
            prefix: `copy-${Date.now()}/`,
            serverSideEncryption: null,
          })
        : fileStorage(folder)
    owner = await member(s, 'Janaki', { gender: 'female' })
    expect((await upload(s, owner.id, await png(), owner.auth)).status).toBe(201)
  })
  afterAll(async () => {
    await s.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const keysIn = async (store: PhotoStorage) => {
    const keys: string[] = []
    for await (const { key } of store.list()) keys.push(key)
    return keys.sort()
  }

  it('copies every file, reads each back the same, and a second run only confirms', async () => {
    const first = await copyPhotos(s.db, source, target)
    expect(first).toMatchObject({ copied: 18, alreadyThere: 0, mismatched: [], missing: [], ok: true })
    expect(await keysIn(target)).toEqual(await keysIn(source))
    for (const key of await keysIn(source))
      expect((await target.get(key))?.equals((await source.get(key))!)).toBe(true)
    const again = await copyPhotos(s.db, source, target)
    expect(again).toMatchObject({ copied: 0, alreadyThere: 18, ok: true })
  })

  it('replaces a damaged copy, and names a file that no store has', async () => {
    const [damaged, lost] = await keysIn(source)
    await target.put(damaged, Buffer.from('not the photo'))
    await source.delete(lost)
    await target.delete(lost)
    const report = await copyPhotos(s.db, source, target)
    expect(report.copied).toBe(1)
    expect(report.missing).toEqual([lost])
    expect(report.ok).toBe(false)
    expect((await target.get(damaged))?.equals((await source.get(damaged))!)).toBe(true)
  })
})
