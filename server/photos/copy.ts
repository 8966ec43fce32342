import { createHash } from 'node:crypto'
import type { Db } from '../db/database'
import { keysOf } from './store'
import type { PhotoStorage } from './storage'

export interface PhotoCopyReport {
  /** Files written to the target and read back identical. */
  copied: number
  /** Files the target already held, byte for byte. */
  alreadyThere: number
  /** Files whose copy read back different (or not at all). */
  mismatched: string[]
  /** Files a photo row needs that neither store holds. */
  missing: string[]
  ok: boolean
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Copies every photo file from one store to another (the data folder to a bucket, when moving to several
 * servers), reads each copy back to compare it, and checks that every photo in the database has all of its
 * files in the target. Running it again copies only what is missing or different.
 */
export async function copyPhotos(
  db: Db,
  source: PhotoStorage,
  target: PhotoStorage,
  progress: (line: string) => void = () => {},
): Promise<PhotoCopyReport> {
  const report: PhotoCopyReport = { copied: 0, alreadyThere: 0, mismatched: [], missing: [], ok: false }
  for await (const { key } of source.list()) {
    const bytes = await source.get(key)
    if (!bytes) continue // removed meanwhile
    const hash = sha256(bytes)
    const existing = await target.get(key)
    if (existing && sha256(existing) === hash) {
      report.alreadyThere++
      continue
    }
    await target.put(key, bytes)
    const back = await target.get(key)
    if (!back || sha256(back) !== hash) report.mismatched.push(key)
    else report.copied++
    if ((report.copied + report.alreadyThere) % 500 === 0)
      progress(`${report.copied + report.alreadyThere} files`)
  }
  // Paged by id: a large photo table is never read at once.
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('photos')
      .select(['id', 'storageKey'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute()
    if (!rows.length) break
    after = rows[rows.length - 1].id
    for (const row of rows)
      for (const key of keysOf(row.storageKey)) if (!(await target.get(key))) report.missing.push(key)
  }
  report.ok = report.mismatched.length === 0 && report.missing.length === 0
  return report
}
