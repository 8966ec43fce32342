import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** What an outbox row carries: all of it personal (the address) or secret (password and consent links). */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

/**
 * The outbox key is derived from the server secret (JWT_SECRET, shared by every server behind one address), so
 * a copy of the database alone does not give away the links waiting in it.
 */
export function mailSealKey(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'matrimony', 'mail outbox v1', 32))
}

export function sealMail(key: Buffer, mail: OutgoingMail): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

export function openMail(key: Buffer, sealed: string): OutgoingMail {
  const raw = Buffer.from(sealed, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  return JSON.parse(text) as OutgoingMail
}

/** The key that seals printed consent codes, so that the office can show one again (not the mail key). */
export function codeSealKey(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'matrimony', 'consent code v1', 32))
}

export function sealText(key: Buffer, text: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

export function openText(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
}
