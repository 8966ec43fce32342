import type { I18n } from '@lingui/core'
import { intlLocale, isLocale, translateLabel } from './i18n'
import type { MessageDescriptor } from './messages'

// Saying our shared texts in another language, the same way in the browser and in the API. Pure functions over
// a Lingui instance whose catalogs are loaded (areas `messages`, `options`, `places`); nothing here loads
// shared/messages.ts, so a screen that has not registered the messages does not carry them.

export { translateLabel }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A day (YYYY-MM-DD) in words, as our messages say it: "23 December 2026", "23 दिसंबर 2026". */
export function dayInWords(day: string, locale: string = 'en'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(isLocale(locale) ? intlLocale[locale] : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * One of our messages (shared/messages.ts) in the language of `i18n`, from its English text; any other text
 * stays as it is. `describe` is shared/messages.ts's describeMessage (passed in: see above). Values that are
 * labels (`label`) are translated too, and days (`date`, YYYY-MM-DD) are written in the language's words.
 */
export function translateMessage(
  i18n: I18n,
  text: string,
  describe: (text: string) => MessageDescriptor | undefined,
): string {
  if (i18n.locale === 'en' || !text) return text
  const described = describe(text)
  if (!described) return text
  const id = `messages.${described.id}`
  if (!(id in i18n.messages)) return text
  const values: Record<string, string | number> = { ...described.values }
  if (typeof values.label === 'string') values.label = translateLabel(i18n, values.label)
  if (typeof values.date === 'string' && DAY.test(values.date))
    values.date = dayInWords(values.date, i18n.locale)
  return i18n._(id, values)
}
