import { hash, parseOptions, verify } from '@node-rs/argon2'
import type { Algorithm, Options } from '@node-rs/argon2'

// argon2id at OWASP's recommended minimum (19 MiB of memory, 2 passes, 1 lane). The library's defaults are
// the same today; they are written out so that a change of defaults cannot weaken new hashes unnoticed.
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, which isolatedModules cannot read from a package)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options

/** How much password work this process has done: tests read it to prove checks come before the work. */
export const passwordWork = { hashes: 0, verifications: 0 }

export function hashPassword(password: string): Promise<string> {
  passwordWork.hashes++
  return hash(password, ARGON2_OPTIONS)
}

/** True for a hash made with weaker settings than today's: it is replaced at the next successful login. */
export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash)
    return (
      used.algorithm !== ARGON2_OPTIONS.algorithm ||
      used.memoryCost < ARGON2_OPTIONS.memoryCost ||
      used.timeCost < ARGON2_OPTIONS.timeCost
    )
  } catch {
    return true
  }
}

// Verifying against this when the e-mail is unknown keeps both failures equally slow.
let decoy: Promise<string> | null = null

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  passwordWork.verifications++
  if (!storedHash) {
    decoy ??= hash('decoy password that never matches', ARGON2_OPTIONS)
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
