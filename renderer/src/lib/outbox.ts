import { object, unknown as anyValue } from 'superstruct'
import { store } from '../app/store'
import { ApiError, request } from './api-client'
import { discard, outboxAtom } from './outbox-store'
import type { OutboxEntry } from './outbox-store'

const Accepted = object({ data: anyValue() })
const update = (key: string, change: Partial<OutboxEntry>) =>
  store.set(outboxAtom, (all) => all.map((e) => (e.key === key ? { ...e, ...change } : e)))

/** Sends the waiting entries in order; stops at the first connection failure. */
export async function flushOutbox(): Promise<'empty' | 'waiting'> {
  for (const entry of store.get(outboxAtom).filter((e) => !e.refused)) {
    try {
      await request(
        { method: 'POST', url: entry.url, data: entry.body, headers: { 'Idempotency-Key': entry.key } },
        Accepted,
      )
      discard(entry.key)
    } catch (error) {
      const attempts = entry.attempts + 1
      // Refused by the server (not a connection problem or an ended session): keep it for a person.
      if (
        error instanceof ApiError &&
        !error.isNetwork &&
        error.status !== 401 &&
        (error.status ?? 500) < 500
      ) {
        update(entry.key, { attempts, refused: error.message })
        continue
      }
      update(entry.key, { attempts })
      return 'waiting'
    }
  }
  return store.get(outboxAtom).some((e) => !e.refused) ? 'waiting' : 'empty'
}

/** 2 s, 4 s, 8 s … up to a minute between attempts. */
export const backoffMs = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1))
