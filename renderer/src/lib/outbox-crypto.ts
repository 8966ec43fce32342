// The outbox at rest: what a kiosk keeps for an account is sealed with AES-GCM under that account's key,
// which the server holds and this page keeps in memory only. localStorage sees ciphertext, never a name.

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

const IV_BYTES = 12

/** The account's key as the server gives it (32 bytes, base64url); it cannot be read back out of the page. */
export function importOutboxKey(raw: string): Promise<CryptoKey> {
  const bytes = fromBase64Url(raw)
  if (bytes.length !== 32) throw new Error('The outbox key must be 32 bytes.')
  return crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

/** A value as JSON, encrypted under a fresh IV: base64url of the IV followed by the ciphertext. */
export async function seal(key: CryptoKey, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new TextEncoder().encode(JSON.stringify(value))
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain))
  const out = new Uint8Array(IV_BYTES + cipher.length)
  out.set(iv)
  out.set(cipher, IV_BYTES)
  return toBase64Url(out)
}

/** The value `seal` wrapped; throws for another key or a changed byte (GCM checks both). */
export async function unseal(key: CryptoKey, sealed: string): Promise<unknown> {
  const bytes = fromBase64Url(sealed)
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    key,
    bytes.slice(IV_BYTES),
  )
  return JSON.parse(new TextDecoder().decode(plain)) as unknown
}

/** A SHA-256 of a value's JSON: tells whether a draft still holds the details sent under its key. */
export async function fingerprint(value: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(value)))
  return toBase64Url(new Uint8Array(digest))
}
