import { setupI18n } from '@lingui/core'
import type { I18n, Messages } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { intlLocale, isLocale, LOCALES, pickLocale, translateLabel } from '../../shared/i18n'
import type { Locale } from '../../shared/i18n'
import { describeMessage } from '../../shared/messages'
import { translateMessage } from '../../shared/translate'
import enServer from '../../shared/locales/en/server.json'
import hiMessages from '../../shared/locales/hi/messages.json'
import hiOptions from '../../shared/locales/hi/options.json'
import hiPlaces from '../../shared/locales/hi/places.json'
import hiServer from '../../shared/locales/hi/server.json'
import taMessages from '../../shared/locales/ta/messages.json'
import taOptions from '../../shared/locales/ta/options.json'
import taPlaces from '../../shared/locales/ta/places.json'
import taServer from '../../shared/locales/ta/server.json'

// The API speaks the visitor's language: one Lingui instance per language, built once at start from the
// catalogs it needs (our messages, option and place labels for the values in them, and the server's own
// texts: e-mails). Answers are written in English by the routes; a hook says their `message`, `errors` and
// `cannotSendReason` in the request's language. English is the code's own text and is never touched.

type Catalog = Record<string, string>

const sources: Record<Locale, Catalog[]> = {
  en: [enServer],
  hi: [hiMessages, hiOptions, hiPlaces, hiServer],
  ta: [taMessages, taOptions, taPlaces, taServer],
}

function compiled(catalogs: Catalog[]): Messages {
  const messages: Messages = {}
  for (const catalog of catalogs)
    for (const [id, message] of Object.entries(catalog)) messages[id] = compileMessageOrThrow(message)
  return messages
}

/** Each language's Lingui instance, active in that language. */
export const i18nOf = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, locales: [intlLocale[locale]], messages: { [locale]: compiled(sources[locale]) } }),
  ]),
) as Record<Locale, I18n>

/** A text of the server's own catalog (`server.*`, e.g. an e-mail) in this language; English if it has none. */
export function say(locale: Locale, id: string, values?: Record<string, string | number>): string {
  const i18n = id in i18nOf[locale].messages ? i18nOf[locale] : i18nOf.en
  return i18n._(id, values)
}

const chosen = new WeakMap<FastifyRequest, Locale>()

/**
 * The language of a request: `?language=` (en, hi, ta) when given and valid, else the best of our languages
 * in Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const known = chosen.get(request)
  if (known) return known
  const asked = (request.query as Record<string, unknown> | undefined)?.language
  const locale = isLocale(asked) ? asked : pickLocale(request.headers['accept-language'])
  chosen.set(request, locale)
  return locale
}

/**
 * The language a request names itself (`?language=`, or an Accept-Language that names a language), or null
 * when it names none (no header, or `*` as some clients send by default).
 */
export function statedLocale(request: FastifyRequest): Locale | null {
  const asked = (request.query as Record<string, unknown> | undefined)?.language
  const tags = (request.headers['accept-language'] ?? '').split(',').map((part) => part.split(';')[0].trim())
  return isLocale(asked) || tags.some((tag) => /^[a-z]{2,3}\b/i.test(tag)) ? requestLocale(request) : null
}

/** An option or place label (English in the code) in this language. */
export const labelIn = (locale: Locale, english: string) => translateLabel(i18nOf[locale], english)

/** One of our messages (shared/messages.ts, from its English text) in this language; other text unchanged. */
export const translated = (locale: Locale, text: string) =>
  translateMessage(i18nOf[locale], text, describeMessage)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields of an answer that carry our messages: a message, the field errors, why an interest cannot go. */
const TEXT_FIELDS = ['message', 'cannotSendReason'] as const

function hasTexts(payload: unknown): payload is Record<string, unknown> {
  return (
    isRecord(payload) &&
    (TEXT_FIELDS.some((field) => typeof payload[field] === 'string') || isRecord(payload.errors))
  )
}

function translateAnswer(locale: Locale, payload: Record<string, unknown>): Record<string, unknown> {
  const answer = { ...payload }
  for (const field of TEXT_FIELDS)
    if (typeof answer[field] === 'string') answer[field] = translated(locale, answer[field])
  if (isRecord(answer.errors))
    answer.errors = Object.fromEntries(
      Object.entries(answer.errors).map(([key, text]) => [
        key,
        typeof text === 'string' ? translated(locale, text) : text,
      ]),
    )
  return answer
}

function addVary(reply: FastifyReply, header: string) {
  const current = reply.getHeader('Vary')
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (list.includes('*') || list.some((name) => name.toLowerCase() === header.toLowerCase())) return
  reply.header('Vary', [...list, header].join(', '))
}

/**
 * Registers the language of every request (taking `language` off the query, so that the routes' strict query
 * checks never see it) and the hook that says the answers' messages in it. Register on the root instance,
 * before the routes.
 */
export function speakTheVisitorsLanguage(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requestLocale(request)
    const query = request.query as Record<string, unknown> | undefined
    if (query && typeof query === 'object' && 'language' in query) delete query.language
  })
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!hasTexts(payload)) return payload
    const locale = requestLocale(request)
    addVary(reply, 'Accept-Language')
    reply.header('Content-Language', locale)
    return locale === 'en' ? payload : translateAnswer(locale, payload)
  })
}

/** The day (YYYY-MM-DD) of an instant in India, for messages that name a day (shared/privacy.ts dayOf's day). */
export const indiaDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
