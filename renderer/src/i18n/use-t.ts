import { cloneElement, use, useMemo, useSyncExternalStore } from 'react'
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

function makeTranslate(i18n: I18n): Translate {
  const locale = i18n.locale as Locale
  const t = ((id: MessageId, values?: Values) => i18n._(id, values)) as Translate
  t.locale = locale
  t.label = (english) => translateLabel(i18n, english)
  t.message = (text) => translateMessage(i18n, text)
  const numbers = new Intl.NumberFormat(intlLocale[locale])
  t.number = (value) => numbers.format(value)
  t.date = (value, options = { day: 'numeric', month: 'long', year: 'numeric' }) =>
    new Intl.DateTimeFormat(intlLocale[locale], options).format(
      typeof value === 'string' ? new Date(value) : value,
    )
  return t
}

/**
 * The texts of a screen: name the areas it reads besides `common` ('options' for option labels, 'messages'
 * for validation and API messages). The first render waits (Suspense) until those areas are loaded.
 */
export function useT(...areas: Area[]): Translate {
  const version = useSyncExternalStore(subscribe, getVersion, getVersion)
  const locale = i18n.locale as Locale
  for (const area of areas) if (!isAreaReady(locale, area)) use(loadArea(locale, area))
  // A new function after each switch or load, so that memoised children see the change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the catalogs' state
  return useMemo(() => makeTranslate(i18n), [version])
}

// Every load and every switch is one more version of the texts (this listener runs before any component's).
let version = 0
i18n.on('change', () => void (version += 1))
const getVersion = () => version
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
