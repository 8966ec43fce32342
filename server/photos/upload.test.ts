import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTOS_MAX, photoFormats, photoMsg, photoSizes } from '../../shared/photos'
import type { PhotoSize } from '../../shared/photos'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { sniffImageType } from './images'
import {
  fakeExecutable,
  hasGpsTag,
  heicHeader,
  image,
  jpegWithGps,
  picture,
  png,
  storedFiles,
  upload,
  webp,
} from './test-photos'

// Uploads over real HTTP: each allowed type, each refusal with its message and nothing stored, the metadata
// gone from every stored file, and the limit of photos per profile.

let s: TestServer
let owner: Person
let other: Person
beforeAll(async () => {
  s = await startTestServer()
  owner = await member(s, 'Meenakshi', { gender: 'female' })
  other = await member(s, 'Prakash', { gender: 'male' })
})
afterAll(() => s.close())

const photoRows = () => s.db.selectFrom('photos').selectAll().where('profileId', '=', owner.id).execute()
const removeAll = async () => {
  for (const p of await photoRows())
    expect((await s.post(`profiles/${owner.id}/photos/${p.id}/delete`, {}, owner.auth)).status).toBe(200)
}

describe('upload', () => {
  it.each([
    ['JPEG', jpegWithGps],
    ['PNG', png],
    ['WebP', webp],
  ])(
    'takes a %s photo and stores every size in AVIF, WebP and JPEG, waiting for approval',
    async (_, make) => {
      const res = await upload(s, owner.id, await make(), owner.auth)
      expect(res.status).toBe(201)
      expect(res.body.photo).toMatchObject({ status: 'pending', rejectReason: null, main: false })
      for (const size of Object.keys(photoSizes) as PhotoSize[])
        for (const format of photoFormats) {
          const got = await image(s, `${res.body.photo.src}/${size}.${format}`, owner.auth)
          expect(got.status, `${size}.${format}`).toBe(200)
          expect(got.type).toBe(`image/${format}`)
          expect((await sharp(got.bytes).metadata()).format).toBe(format === 'avif' ? 'heif' : format)
        }
      await removeAll()
    },
  )

  it('crops cards and thumbnails to their fixed shapes and keeps the full size upright', async () => {
    const res = await upload(s, owner.id, await jpegWithGps(600, 400), owner.auth)
    const src = res.body.photo.src
    // Orientation 6 (rotate 90°): the 600 x 400 picture stands 400 x 600.
    expect(res.body.photo).toMatchObject({ width: 400, height: 600 })
    const meta = async (path: string) => sharp((await image(s, path, owner.auth)).bytes).metadata()
    expect(await meta(`${src}/card.jpeg`)).toMatchObject(photoSizes.card)
    expect(await meta(`${src}/thumb.webp`)).toMatchObject(photoSizes.thumb)
    expect(await meta(`${src}/full.jpeg`)).toMatchObject({ width: 400, height: 600 })
    await removeAll()
  })

  it('keeps no metadata: no EXIF (GPS, camera), XMP, IPTC or ICC in any stored file', async () => {
    const original = await jpegWithGps()
    // The test file does carry them.
    const before = await sharp(original).metadata()
    expect(before.exif?.toString('latin1')).toContain('SecretPhone')
    expect(hasGpsTag(before.exif)).toBe(true)
    expect(before.orientation).toBe(6)
    const res = await upload(s, owner.id, original, owner.auth)
    expect(res.status).toBe(201)
    const files = await storedFiles(s)
    expect(files).toHaveLength(18)
    for (const size of Object.keys(photoSizes) as PhotoSize[])
      for (const format of photoFormats) {
        const { bytes } = await image(s, `${res.body.photo.src}/${size}.${format}`, owner.auth)
        const meta = await sharp(bytes).metadata()
        expect(meta.exif, `${size}.${format}`).toBeUndefined()
        expect(meta.xmp).toBeUndefined()
        expect(meta.iptc).toBeUndefined()
        expect(meta.icc).toBeUndefined()
        const text = bytes.toString('latin1')
        expect(hasGpsTag(meta.exif)).toBe(false)
        for (const secret of ['SecretPhone', 'PhoneMaker', 'Exif'])
          expect(text.includes(secret), `${secret} in ${size}.${format}`).toBe(false)
      }
    await removeAll()
  })
})

describe('refusals: a clear message, and nothing stored', () => {
  const refusals: [string, () => Promise<Buffer> | Buffer, number, string][] = [
    ['a renamed executable (MZ… as photo.jpg)', fakeExecutable, 415, photoMsg.notAPhoto],
    ['a 0-byte file', () => Buffer.alloc(0), 400, photoMsg.empty],
    ['an 11 MB file', () => Buffer.alloc(11 * 1024 * 1024, 0xff), 413, photoMsg.tooLarge],
    ['an iPhone HEIC photo', heicHeader, 415, photoMsg.heic],
    [
      'a PNG signature on broken data',
      () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 3)]),
      400,
      photoMsg.unreadable,
    ],
    ['a photo smaller than 200 pixels', () => picture(150, 300).jpeg().toBuffer(), 400, photoMsg.tooSmall],
    ['an HTML page', () => Buffer.from('<html><script>alert(1)</script></html>'), 415, photoMsg.notAPhoto],
  ]
  it.each(refusals)('refuses %s', async (_, make, status, message) => {
    const res = await upload(s, owner.id, await make(), owner.auth)
    expect(res.status).toBe(status)
    expect(res.body.message).toBe(message)
    expect(await photoRows()).toHaveLength(0)
    expect(await storedFiles(s)).toEqual([])
  })

  it('tells a HEIC file from its bytes, whatever it is called', () => {
    expect(sniffImageType(heicHeader())).toBe('heic')
    expect(sniffImageType(fakeExecutable())).toBe('unknown')
  })

  it('refuses a form post or JSON instead of the file', async () => {
    const json = await s.post(
      `profiles/${owner.id}/photos`,
      { photo: 'data:image/png;base64,AAAA' },
      owner.auth,
    )
    expect(json.status).toBe(415)
    expect(json.body.message).toBe(photoMsg.sendFile)
    const form = await fetch(`${s.url}/api/profiles/${owner.id}/photos`, {
      method: 'POST',
      headers: owner.auth,
      body: (() => {
        const f = new FormData()
        f.append('photo', new Blob([new Uint8Array(10)]), 'a.jpg')
        return f
      })(),
    })
    expect(form.status).toBe(415)
  })

  it('takes uploads only from the profile’s managers, and the JSON limit stays on other routes', async () => {
    const res = await upload(s, owner.id, await png(), other.auth)
    expect(res.status).toBe(403)
    expect((await upload(s, owner.id, await png(), {})).status).toBe(401)
    const big = await s.patch(`profiles/${owner.id}`, { aboutMe: 'x'.repeat(70 * 1024) }, owner.auth)
    expect(big.status).toBe(413)
    expect(await storedFiles(s)).toEqual([])
  })

  it(`stops at ${PHOTOS_MAX} photos per profile`, async () => {
    const bytes = await png()
    for (let i = 0; i < PHOTOS_MAX; i++)
      expect((await upload(s, owner.id, bytes, owner.auth)).status).toBe(201)
    const seventh = await upload(s, owner.id, bytes, owner.auth)
    expect(seventh.status).toBe(409)
    expect(seventh.body.message).toBe(photoMsg.tooMany)
    expect(await photoRows()).toHaveLength(PHOTOS_MAX)
    expect(await storedFiles(s)).toHaveLength(PHOTOS_MAX * 18)
    await removeAll()
    expect(await storedFiles(s)).toEqual([])
  })
})
