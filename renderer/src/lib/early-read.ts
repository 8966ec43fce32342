import { REQUEST_TIMEOUT_MS } from '../../../shared/limits'
import { i18n } from '../i18n/i18n'
import { apiBaseUrl } from './platform'
import { getSession } from './session-state'

// A deep link's one API read, started with the screen's code instead of after it, and with fetch: the screen
// can then draw its answer without the API client (axios), which loads behind it. On a slow phone that is one
// round trip less, and 22 KiB less, before the page's largest paint. (This module comes with the route
// table: it imports nothing more; the answer is checked by lib/api-error.ts `checkAnswer`.)

/** What came back: the status (null when nothing did) and the body. */
export interface EarlyAnswer {
  status: number | null
  data: unknown
  /** Whether it was asked with the session's token (a 401 then ends the session, as for any call). */
  authorized: boolean
}

const FRESH_MS = 10_000
let early: { path: string; token: string | undefined; at: number; answer: Promise<EarlyAnswer> } | null = null

const isFresh = (e: typeof early, path: string): e is NonNullable<typeof early> =>
  Boolean(e && e.path === path && e.token === getSession()?.token && Date.now() - e.at < FRESH_MS)

/**
 * GET `path` (relative to the API base) at once, for the screen that will ask for it (once: not again). Without
 * a session it asks `visitorPath` instead when given: the address the server names in the page for a visitor
 * (server/web/screen-preloads.ts), so that the browser hands over that preloaded answer. A member's read must
 * never be handed a visitor's: the browser matches a preload by its address, not by its headers.
 */
export function startEarlyRead(path: string, visitorPath?: string) {
  if (isFresh(early, path)) return
  const token = getSession()?.token
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  // The API answers (its messages) in the language on screen.
  if (i18n.locale) headers['Accept-Language'] = i18n.locale
  const url = new URL(token ? path : (visitorPath ?? path), new URL(apiBaseUrl, window.location.href))
  const answer = fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    .then(async (res) => ({ status: res.status, data: await res.json().catch(() => null) }))
    .catch(() => ({ status: null, data: null }))
    .then((got) => ({ ...got, authorized: Boolean(token) }))
  early = { path, token, at: Date.now(), answer }
}

/** The read started for this path by the same person a moment ago (once), else null: ask afresh. */
export function takeEarlyRead(path: string): Promise<EarlyAnswer> | null {
  const e = early
  early = null
  return isFresh(e, path) ? e.answer : null
}
