import {
  access,
  chmod,
  constants,
  mkdir,
  readdir,
  readFile,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'

/**
 * Where photo files live, by key (`<photo folder>/<variant>.<ext>`). The server only ever puts, gets, deletes
 * and lists keys, so another store can take the filesystem's place: server/photos/s3-storage.ts keeps them in
 * one private bucket of an S3-compatible store. Keys never reach a browser: images are always served through
 * the API, which applies the visibility rule per request.
 */
export interface PhotoStorage {
  put(key: string, bytes: Buffer): Promise<void>
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>
  /** Every key with when it was written: the sweep of orphan files reads this. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>
  /** Throws when the store cannot be used now (the readiness check). */
  check(): Promise<void>
}

// Keys are made by the server (a random folder, a fixed file name); anything else is refused outright,
// so that no key can ever point outside the store.
const KEY = /^[a-z0-9-]{8,64}\/[a-z0-9-]{1,32}\.[a-z0-9]{2,5}$/
export const isPhotoKey = (key: string) => KEY.test(key)

const checked = (key: string) => {
  if (!isPhotoKey(key)) throw new Error(`not a photo key: ${JSON.stringify(key)}`)
  return key
}

/** Files under `root` (DATA_DIR/photos): folders 0700, files 0600, readable by the server's user only. */
export function fileStorage(root: string): PhotoStorage {
  const pathOf = (key: string) => join(root, ...checked(key).split('/'))
  const missing = (e: unknown) => (e as { code?: string }).code === 'ENOENT'

  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      await writeFile(path, bytes, { mode: 0o600 })
      // An existing file keeps its mode through writeFile: make sure of it.
      await chmod(path, 0o600)
    },
    async get(key) {
      try {
        return await readFile(pathOf(key))
      } catch (e) {
        if (missing(e)) return null
        throw e
      }
    },
    async delete(key) {
      const path = pathOf(key)
      await rm(path, { force: true })
      // The photo's folder goes with its last file.
      try {
        await rmdir(dirname(path))
      } catch {
        // not empty yet, or already gone
      }
    },
    async check() {
      await mkdir(root, { recursive: true, mode: 0o700 })
      await access(root, constants.R_OK | constants.W_OK)
    },
    async *list() {
      let folders: string[]
      try {
        folders = await readdir(root)
      } catch (e) {
        if (missing(e)) return
        throw e
      }
      for (const folder of folders) {
        let files: string[]
        try {
          files = await readdir(join(root, folder))
        } catch {
          continue
        }
        for (const file of files) {
          const path = join(root, folder, file)
          const key = relative(root, path).split(sep).join('/')
          if (!isPhotoKey(key)) continue
          try {
            yield { key, modifiedAt: (await stat(path)).mtime }
          } catch {
            // deleted meanwhile
          }
        }
      }
    },
  }
}
