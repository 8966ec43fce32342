import { hash, verify } from '@node-rs/argon2'

// argon2id with the library's defaults (the OWASP-recommended minimums or above).
/** How much password work this process has done: tests read it to prove checks come before the work. */
export const passwordWork = { hashes: 0, verifications: 0 }

export function hashPassword(password: string): Promise<string> {
  passwordWork.hashes++
  return hash(password)
}

// Verifying against this when the e-mail is unknown keeps both failures equally slow.
let decoy: Promise<string> | null = null

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  passwordWork.verifications++
  if (!storedHash) {
    decoy ??= hash('decoy password that never matches')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
