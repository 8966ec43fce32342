import { msg } from '../../../../shared/messages'
import type { Translate } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'

// Small helpers of the privacy screens.

/** The message of a failed call, in English as our messages are: show it with t.message(). */
export const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : msg.unexpected)

/** A date in the language on screen ("23 November 2026"). */
export const day = (t: Translate, iso: string) => t.date(iso, { dateStyle: 'long' })
/** A moment in the language on screen ("23 Nov 2026, 3:19 pm"). */
export const when = (t: Translate, iso: string) => t.date(iso, { dateStyle: 'medium', timeStyle: 'short' })

/** Saves a JSON file the way a browser saves any download (the kiosk asks where to put it). */
export function downloadJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has the file by the next tick; the address is freed a little later to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** matrimony-data-MT000123-2026-11-23.json */
export function exportFileName(data: { exportedAt: string; profile: unknown }) {
  const userId = (data.profile as { userId?: unknown } | null)?.userId
  return `matrimony-data-${typeof userId === 'string' ? userId : 'account'}-${data.exportedAt.slice(0, 10)}.json`
}
