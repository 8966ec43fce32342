import { describe, expect, it } from 'vitest'
import { fingerprint, importOutboxKey, seal, unseal } from './outbox-crypto'

const rawKey = (fill: number) =>
  btoa(String.fromCharCode(...new Uint8Array(32).fill(fill)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const profile = {
  firstName: 'Kavitha',
  dob: '1996-04-12',
  email: 'kavitha@example.com',
  mobile: '9876543210',
}

describe('outbox crypto', () => {
  it('seals so that nothing of the profile is readable, and opens with the same key', async () => {
    const key = await importOutboxKey(rawKey(7))
    const sealed = await seal(key, profile)
    for (const secret of ['Kavitha', '1996', 'kavitha@', '9876543210']) expect(sealed).not.toContain(secret)
    expect(atob(sealed.replace(/-/g, '+').replace(/_/g, '/'))).not.toContain('Kavitha')
    expect(await unseal(key, sealed)).toEqual(profile)
  })

  it('uses a fresh IV each time', async () => {
    const key = await importOutboxKey(rawKey(7))
    expect(await seal(key, profile)).not.toBe(await seal(key, profile))
  })

  it('another account’s key, or a changed byte, cannot open it', async () => {
    const sealed = await seal(await importOutboxKey(rawKey(7)), profile)
    await expect(unseal(await importOutboxKey(rawKey(8)), sealed)).rejects.toThrow()
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1)
    await expect(unseal(await importOutboxKey(rawKey(7)), flipped)).rejects.toThrow()
  })

  it('refuses a key that is not 32 bytes', () => {
    expect(() => importOutboxKey('c2hvcnQ')).toThrow()
  })

  it('fingerprints equal values equally and different ones differently', async () => {
    expect(await fingerprint(profile)).toBe(await fingerprint({ ...profile }))
    expect(await fingerprint(profile)).not.toBe(await fingerprint({ ...profile, firstName: 'Meena' }))
  })
})
