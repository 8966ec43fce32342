import { join } from 'node:path'
import { configFromEnv } from './config'
import { openDatabase } from './db/database'
import { copyPhotos } from './photos/copy'
import { s3Storage } from './photos/s3-storage'
import { fileStorage } from './photos/storage'

// npm run photos:copy: with DATA_DIR (or DATABASE_URL) and the PHOTO_S3_* settings of the servers that will
// read the bucket, copies DATA_DIR/photos into it and verifies every file (docs/deployment.md).
const config = configFromEnv()
if (!config.photoStore) {
  console.error(
    'Set PHOTO_S3_BUCKET (and PHOTO_S3_ENDPOINT, PHOTO_S3_REGION, credentials) to the bucket the photos go to; DATA_DIR names the folder they come from.',
  )
  process.exit(1)
}
const db = await openDatabase(config)
try {
  const source = join(config.dataDir, 'photos')
  console.log(
    `Copying ${source} to the bucket ${config.photoStore.bucket} (${config.photoStore.prefix || 'no prefix'}).`,
  )
  const report = await copyPhotos(db, fileStorage(source), s3Storage(config.photoStore), (line) =>
    console.log(`copied ${line}`),
  )
  console.log(
    `${report.copied} files copied and read back identical; ${report.alreadyThere} were there already.`,
  )
  for (const key of report.mismatched) console.log(`DIFF ${key}: the copy does not read back the same`)
  for (const key of report.missing) console.log(`MISSING ${key}: a photo needs it, the bucket has not got it`)
  console.log(
    report.ok
      ? 'Every photo is in the bucket and verified: the servers may now be started with PHOTO_S3_BUCKET.'
      : 'Some files are not right in the bucket (see above): run the command again, or look at those photos.',
  )
  process.exitCode = report.ok ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
