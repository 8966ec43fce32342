import { cloneElement, use, useSyncExternalStore } from 'react'
import type { ReactElement, ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { intlLocale } from '../../../shared/i18n'
import type { Area, Locale } from '../../../shared/i18n'
import { translateLabel } from '../../../shared/i18n'
import { i18n, isAreaReady, loadArea } from './i18n'
import type { MessageId } from './keys'

type Values = Record<string, unknown>

export interface Translate {
  /** A screen text by its id ("home.title"), with ICU values (plurals, numbers). */
  (id: MessageId, values?: Values): string
  locale: Locale
  /** An option or field label of the shared lists, written in English in the code (areas options, places). */
  label: (english: string) => string
  /** One of our messages (shared/messages.ts) in this language; any other text unchanged. */
  message: (text: string) => string
  /** A number with Indian digit grouping (12,34,567 in every language). */
  number: (value: number) => string
  /** A date (a Date or an ISO string), in this language's words and order. */
  date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string
}

// shared/messages.ts (every message's English text) is not part of the home page's first load: the screens
// that show messages (forms, API calls) register their translation by importing ./messages.
let translateMessage: (i18n: I18n, text: string) => string = (_i18n, text) => text
export function registerMessages(translate: typeof translateMessage) {
  translateMessage = translate
}

// One translator per language, shared by every component: it reads the catalogs as they are when called, so
// an area loaded later is there without a new translator (the components that need it wait for it).
const translators = new Map<Locale, Translate>()
function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale)
  if (t) return t
  t = ((id: MessageId, values?: Values) => i18n._(id, values)) as Translate
  t.locale = locale
  t.label = (english) => translateLabel(i18n, english)
  t.message = (text) => translateMessage(i18n, text)
  const numbers = new Intl.NumberFormat(intlLocale[locale])
  t.number = (value) => numbers.format(value)
  t.date = (value, options = { day: 'numeric', month: 'long', year: 'numeric' }) =>
    new Intl.DateTimeFormat(intlLocale[locale], options).format(
      typeof value === 'string' ? new Date(value) : value,
    )
  translators.set(locale, t)
  return t
}

/**
 * Makes the language's translator ahead of the first render, in a task of its own: its number format is the
 * page's first Intl object, which loads the language's data (20 to 30 ms on a fast computer, four times that
 * on a phone). The router calls it while the page's texts and code download, when it has nothing to do.
 */
export function prepareTranslator(locale: Locale) {
  translatorFor(locale)
}

/**
 * The texts of a screen: name the areas it reads besides `common` ('options' for option labels, 'messages'
 * for validation and API messages). The first render waits (Suspense) until those areas are loaded.
 */
export function useT(...areas: Area[]): Translate {
  // Only a switch of language renders again: loading an area does not (those who need it waited for it).
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale)
  for (const area of areas) if (!isAreaReady(locale, area)) use(loadArea(locale, area))
  return translatorFor(locale)
}

const getLocale = () => i18n.locale as Locale
const subscribe = (onChange: () => void) => i18n.on('change', onChange)

/**
 * A text with markup: `<link>…</link>` in the message becomes the element given for `link`; the translation
 * decides where it goes. Values are text or numbers (ICU).
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId
  values?: Record<string, string | number>
  components?: Record<string, ReactElement>
}): ReactNode {
  const t = useT()
  // Our markup is flat (no tag inside another): text, <name>text</name>, text, …
  const parts = t(id, values).split(/<(\w+)>(.*?)<\/\1>/s)
  return parts.map((part, i) => {
    if (i % 3 === 0) return part
    if (i % 3 === 2) return null
    const element = components?.[part]
    return element ? cloneElement(element, { key: i }, parts[i + 1]) : parts[i + 1]
  })
}
