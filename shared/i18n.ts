import type { I18n } from '@lingui/core'

// The languages of the product, shared by the browser, the kiosk and the API.
// Screen texts live in shared/locales/<locale>/<area>.json under ids ("home.title"); the shared texts that
// both sides produce (messages of shared/messages.ts, option labels of shared/options.ts) are written once in
// English in the code and translated in the `messages` and `options` catalogs of Hindi and Tamil.

export const LOCALES = ['en', 'hi', 'ta'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language's name in its own script, for the language menu. */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' }

/** The Intl locale of each language: Indian digit grouping (12,34,567) and Indian date order in all three. */
export const intlLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' }

/**
 * Catalog areas: one file per language each, loaded when a screen first needs it. `landing` holds the first
 * lines of the pages people land on (heading, lead): a deep link fetches it with the route table, so the page
 * shows them while the rest of its screen downloads. `partner` is Partner Search's first screen (a bride or a
 * groom), `consent` the candidate's consent page and `login` the login and password screens, each apart so
 * that no other screen (the registration wizard's first among them) carries them.
 */
export const AREAS = [
  'common',
  'landing',
  'site',
  'account',
  'discover',
  'profile',
  'office',
  'messages',
  'options',
  'places',
  'app',
  'server',
  'notice',
  'consent',
  'partner',
  'login',
] as const
export type Area = (typeof AREAS)[number]

/** Areas whose English text is the code itself (messages, option labels): only Hindi and Tamil have files. */
export const ENGLISH_IN_CODE: readonly Area[] = ['messages', 'options', 'places']

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The best of our languages for an Accept-Language header ("ta-IN,ta;q=0.9,en;q=0.8"), English if none. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE
  let best: { locale: Locale; q: number } | null = null
  for (const part of header.slice(0, 200).split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const base = tag.trim().toLowerCase().split('-')[0]
    if (!isLocale(base)) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { locale: base, q }
  }
  return best?.locale ?? DEFAULT_LOCALE
}

/** Translates an option label; English (and anything without a translation) stays as written. */
export function translateLabel(i18n: I18n, english: string): string {
  if (i18n.locale === 'en' || !english) return english
  for (const id of [`options.${english}`, `places.${english}`]) if (id in i18n.messages) return i18n._(id)
  return english
}
