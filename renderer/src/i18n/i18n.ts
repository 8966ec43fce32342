import { setupI18n } from '@lingui/core'
import loadCatalog from 'virtual:catalogs'
import { DEFAULT_LOCALE, ENGLISH_IN_CODE, intlLocale, isLocale, pickLocale } from '../../../shared/i18n'
import type { Area, Locale } from '../../../shared/i18n'
import { kioskDefaultLocale } from '../lib/platform'

// One Lingui instance for the renderer. Each language's texts come in areas (one chunk each), loaded when a
// screen first needs them; switching language loads the same areas in the new language before it shows.

export const i18n = setupI18n()

const STORAGE_KEY = 'language'
const loads = new Map<string, Promise<void>>()
// English messages and option labels are the code's own text: nothing to load.
const ready = new Set<string>(ENGLISH_IN_CODE.map((area) => `en/${area}`))
const needed = new Set<Area>(['common'])

export const isAreaReady = (locale: Locale, area: Area) => ready.has(`${locale}/${area}`)

/** One language's catalog of one area, downloaded once (a failed download is tried again next time). */
export function loadArea(locale: Locale, area: Area): Promise<void> {
  needed.add(area)
  const key = `${locale}/${area}`
  let load = loads.get(key)
  if (!load) {
    load = loadCatalog(locale, area).then((messages) => {
      i18n.load(locale, messages)
      ready.add(key)
    })
    load.catch(() => loads.delete(key))
    loads.set(key, load)
  }
  return load
}

/** The language to start in: the kiosk's office language, else the visitor's last choice, else the browser's. */
export function initialLocale(): Locale {
  if (kioskDefaultLocale) return kioskDefaultLocale
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    if (isLocale(saved)) return saved
  } catch {
    // storage may be unavailable (private mode): the browser's language then
  }
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : pickLocale(navigator.languages?.join(','))
}

/** The first language: if its texts cannot be loaded, the screens still work (they show the text ids). */
export function startLocale(): Promise<void> {
  const locale = initialLocale()
  return setLocale(locale).catch(() => {
    i18n.activate(locale, [intlLocale[locale]])
  })
}

/**
 * Shows the product in this language: every area in use is loaded first, so the switch happens at once and
 * React keeps every field's value. The web remembers the choice; the kiosk keeps it for the session only.
 */
export async function setLocale(locale: Locale): Promise<void> {
  await Promise.all([...needed].map((area) => loadArea(locale, area)))
  i18n.activate(locale, [intlLocale[locale]])
  document.documentElement.lang = locale
  if (!kioskDefaultLocale) {
    try {
      localStorage.setItem(STORAGE_KEY, locale)
    } catch {
      // not remembered; the page still switches
    }
    // The server reads it to have the next page fetch this language's texts early.
    document.cookie = `${STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`
  }
}
