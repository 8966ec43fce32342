import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { store } from '../app/store'

/**
 * Submits that could not reach the server, kept on this device (localStorage) with their Idempotency-Key
 * until the server answers. A retry of a submit that did arrive is harmless: the server returns the first
 * answer for a repeated key, so each entry is stored exactly once. (The sender is lib/outbox.ts.)
 */
export interface OutboxEntry {
  key: string
  url: string
  body: unknown
  label: string
  queuedAt: string
  attempts: number
  /** Set when the server refused the entry (not a connection problem): it needs a person. */
  refused?: string
}

export const outboxAtom = atomWithStorage<OutboxEntry[]>(
  'outbox',
  [],
  createJSONStorage(() => localStorage),
  { getOnInit: true },
)

export function enqueue(entry: Omit<OutboxEntry, 'queuedAt' | 'attempts'>) {
  const current = store.get(outboxAtom)
  if (current.some((e) => e.key === entry.key)) return
  store.set(outboxAtom, [...current, { ...entry, queuedAt: new Date().toISOString(), attempts: 0 }])
}

export function discard(key: string) {
  store.set(outboxAtom, (all) => all.filter((e) => e.key !== key))
}
