import { object, string, unknown as anyValue } from 'superstruct'
import { msg } from '../../../shared/messages'
import { store } from '../app/store'
import { ApiError, request } from './api-client'
import { importOutboxKey, seal, unseal } from './outbox-crypto'
import { discard, isOwnedBy, outboxAtom, ownerOf } from './outbox-store'
import type { OutboxContent, OutboxEntry } from './outbox-store'
import { onSessionEnd, sessionAtom } from './session'
import type { Session } from './session'

const Accepted = object({ data: anyValue() })
const KeyResponse = object({ key: string() })
const update = (key: string, change: Partial<OutboxEntry>) =>
  store.set(outboxAtom, (all) => all.map((e) => (e.key === key ? { ...e, ...change } : e)))

// The account's outbox key, in memory only and only for the account that fetched it: logout and the
// kiosk's idle reset (both endSession) drop it, which leaves the stored entries unreadable.
let cached: { email: string; key: Promise<CryptoKey> } | null = null
onSessionEnd(() => {
  cached = null
  reopened = null
})

/** The session's outbox key: fetched once after login (the layout asks early, while the server is there). */
export function outboxKeyFor(session: Session): Promise<CryptoKey> {
  const email = ownerOf(session).email
  if (cached?.email !== email) {
    const key = request(
      { url: 'me/outbox-key', headers: { Authorization: `Bearer ${session.token}` } },
      KeyResponse,
    ).then(({ key }) => importOutboxKey(key))
    cached = { email, key }
    key.catch(() => {
      if (cached?.key === key) cached = null
    })
  }
  return cached.key
}

export const openEntry = async (session: Session, entry: OutboxEntry) =>
  (await unseal(await outboxKeyFor(session), entry.sealed)) as OutboxContent

/** Entries queued before entries had owners lie in clear text: the first account to come seals them. */
async function sealLegacy(session: Session, key: CryptoKey) {
  const legacy = store
    .get(outboxAtom)
    .filter((e) => typeof e.sealed !== 'string') as unknown as (OutboxEntry & OutboxContent)[]
  for (const e of legacy) {
    const sealed = await seal(key, { body: e.body, label: e.label } satisfies OutboxContent)
    store.set(outboxAtom, (all) =>
      all.map((x) =>
        x.key === e.key
          ? {
              key: e.key,
              url: e.url,
              owner: ownerOf(session),
              sealed,
              queuedAt: e.queuedAt,
              attempts: e.attempts,
              refused: e.refused,
            }
          : x,
      ),
    )
  }
}

const ownWaiting = (session: Session | null) =>
  store.get(outboxAtom).filter((e) => !e.refused && isOwnedBy(e, session))

/**
 * Sends the logged-in account's waiting entries in order, under its own token; stops at the first
 * connection failure, or as soon as the session is no longer the one it started with.
 */
export async function flushOutbox(): Promise<'empty' | 'waiting'> {
  const session = store.get(sessionAtom)
  if (!session) return 'empty'
  let key: CryptoKey
  try {
    key = await outboxKeyFor(session)
    await sealLegacy(session, key)
  } catch {
    return store.get(sessionAtom)?.token === session.token ? 'waiting' : 'empty'
  }
  for (const entry of ownWaiting(session)) {
    if (store.get(sessionAtom)?.token !== session.token) return 'empty'
    let content: OutboxContent
    try {
      content = (await unseal(key, entry.sealed)) as OutboxContent
    } catch {
      update(entry.key, { refused: msg.outboxUnreadable })
      continue
    }
    try {
      await request(
        {
          method: 'POST',
          url: entry.url,
          data: content.body,
          headers: { Authorization: `Bearer ${session.token}`, 'Idempotency-Key': entry.key },
        },
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
  return ownWaiting(store.get(sessionAtom)).length ? 'waiting' : 'empty'
}

// A refused entry taken back for editing: opened here, handed to the form, removed once the form has it.
let reopened: { key: string; body: unknown } | null = null

/** Opens a refused entry for the form; the caller then goes to the form, which claims it. */
export async function reopenRefused(session: Session, entry: OutboxEntry) {
  reopened = { key: entry.key, body: (await openEntry(session, entry)).body }
}

/** The body of the entry being edited again (once); it leaves the outbox, the form's draft now holds it. */
export function claimReopened(): unknown {
  if (!reopened) return null
  const { key, body } = reopened
  reopened = null
  discard(key)
  return body
}

/** 2 s, 4 s, 8 s … up to a minute between attempts. */
export const backoffMs = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1))
