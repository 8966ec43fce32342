import { atom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { store } from '../app/store'
import { seal } from './outbox-crypto'
import { sessionAtom } from './session'
import type { Session } from './session'

/**
 * Submits that could not reach the server, kept on this device (localStorage) with their Idempotency-Key
 * until the server answers. A retry of a submit that did arrive is harmless: the server returns the first
 * answer for a repeated key, so each entry is stored exactly once. (The sender is lib/outbox.ts.)
 *
 * A kiosk is shared: each entry belongs to the account that queued it, is sent only by that account and
 * shown to no other; its body and label are sealed (lib/outbox-crypto.ts) under the account's key, which
 * only a logged-in page holds, so the machine keeps no readable personal details once the session ends.
 */
export interface OutboxOwner {
  email: string
  role: Session['role']
}

export interface OutboxEntry {
  key: string
  url: string
  owner: OutboxOwner
  /** `{ body, label }`, encrypted. */
  sealed: string
  queuedAt: string
  attempts: number
  /** Set when the server refused the entry (not a connection problem): it needs a person. */
  refused?: string
}

/** What an entry holds once opened with its owner's key. */
export interface OutboxContent {
  body: unknown
  label: string
}

export const ownerOf = (session: Pick<Session, 'email' | 'role'>): OutboxOwner => ({
  email: session.email.trim().toLowerCase(),
  role: session.role,
})

export const isOwnedBy = (entry: Partial<OutboxEntry>, session: Pick<Session, 'email' | 'role'> | null) => {
  if (!session || !entry.owner || typeof entry.sealed !== 'string') return false
  const me = ownerOf(session)
  return entry.owner.email === me.email && entry.owner.role === me.role
}

export const outboxAtom = atomWithStorage<OutboxEntry[]>(
  'outbox',
  [],
  createJSONStorage(() => localStorage),
  { getOnInit: true },
)

/** The logged-in account's own entries: the only ones this page sends, counts or shows. */
export const ownOutboxAtom = atom((get) => {
  const session = get(sessionAtom)
  return get(outboxAtom).filter((e) => isOwnedBy(e, session))
})

export async function enqueue(
  entry: { key: string; url: string } & OutboxContent,
  owner: OutboxOwner,
  cryptoKey: CryptoKey,
) {
  const sealed = await seal(cryptoKey, { body: entry.body, label: entry.label } satisfies OutboxContent)
  const current = store.get(outboxAtom)
  if (current.some((e) => e.key === entry.key)) return
  store.set(outboxAtom, [
    ...current,
    { key: entry.key, url: entry.url, owner, sealed, queuedAt: new Date().toISOString(), attempts: 0 },
  ])
}

export function discard(key: string) {
  store.set(outboxAtom, (all) => all.filter((e) => e.key !== key))
}
