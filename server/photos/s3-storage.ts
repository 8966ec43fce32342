import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { ServerConfig } from '../config'
import { isPhotoKey } from './storage'
import type { PhotoStorage } from './storage'

export type S3Settings = NonNullable<ServerConfig['photoStore']>

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
}

const notFound = (e: unknown) => {
  const error = e as { name?: string; $metadata?: { httpStatusCode?: number } }
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404
}

/**
 * Photos in one private bucket of any S3-compatible store (AWS S3, MinIO, Cloudflare R2), under an optional
 * prefix. Keys never reach a browser: images are still served through the API, which applies the visibility
 * rule to every request, so every server behind one address reads the same photos.
 */
export function s3Storage(settings: S3Settings): PhotoStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  const objectKey = (key: string) => {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${JSON.stringify(key)}`)
    return `${settings.prefix}${key}`
  }

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: TYPES[key.split('.').pop()!] ?? 'application/octet-stream',
          ...(settings.serverSideEncryption ? { ServerSideEncryption: settings.serverSideEncryption } : {}),
        }),
      )
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }))
        return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null
      } catch (e) {
        if (notFound(e)) return null
        throw e
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }))
      } catch (e) {
        if (!notFound(e)) throw e
      }
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix || undefined, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length)
          if (key && isPhotoKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }))
    },
  }
}
