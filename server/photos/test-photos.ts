import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { ManagedPhoto } from '../../shared/api-photos'
import type { TestServer } from '../test-support'
import { photoStorage } from './store'

// Test images made here with sharp (nothing downloaded, nothing checked in), and the calls the photo tests
// make over real HTTP.

/** A photo-like picture: smooth colour bands, so that encoders and blurs behave as with a real photo. */
export function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = (x * 255) / width
      pixels[i + 1] = (y * 255) / height
      pixels[i + 2] = ((x + y) * 7) % 256
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

export const GPS = { latitude: '13/1 4/1 5083/100', longitude: '80/1 16/1 3000/100' }

/** A JPEG as a phone makes it: camera make and model, GPS position, orientation "rotate 90°". */
export const jpegWithGps = (width = 600, height = 400) =>
  picture(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'SecretPhone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: GPS.longitude,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()

/** Whether EXIF data holds a GPS section (the tag 0x8825 that points to it, in either byte order). */
export const hasGpsTag = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))))

export const png = () => picture(500, 500).png().toBuffer()
export const webp = () => picture(800, 600).webp().toBuffer()

/** A Windows program renamed to look like a photo. */
export const fakeExecutable = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.'),
    Buffer.alloc(4000, 7),
  ])
/** The start of an iPhone photo: an ISO box "ftyp" with the brands heic and mif1. */
export const heicHeader = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
    Buffer.alloc(2000, 1),
  ])

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export function upload(s: TestServer, profileId: number, bytes: Buffer, auth: Record<string, string>) {
  return fetch(`${s.url}/api/profiles/${profileId}/photos`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...auth },
    body: new Uint8Array(bytes),
  }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { message: string; photo: ManagedPhoto },
  }))
}

/** An image as a viewer receives it: the bytes, and whether the server says it is the blurred version. */
export async function image(s: TestServer, path: string, auth: Record<string, string> = {}) {
  const res = await fetch(`${s.url}/api/${path}`, { headers: auth })
  const bytes = Buffer.from(await res.arrayBuffer())
  return {
    status: res.status,
    bytes,
    hash: sha256(bytes),
    variant: res.headers.get('x-photo-variant'),
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
  }
}

/** Every file in the server's photo store (its folder, or its bucket when the tests run against S3). */
export async function storedFiles(s: TestServer): Promise<string[]> {
  const keys: string[] = []
  for await (const { key } of photoStorage(s.config).list()) keys.push(key)
  return keys.sort()
}
