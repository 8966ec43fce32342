import { boolean, define, enums, number, object, optional, refine } from 'superstruct'
import type { Infer } from 'superstruct'
import { LOCALES } from '../../shared/i18n'
import { check } from '../../shared/validation'
import type { FieldErrors } from '../../shared/validation'

// Kiosk settings: environment variables win over settings.json in userData; both are validated.

const httpUrl = define<string>('http-url', (v) => {
  if (typeof v !== 'string') return 'must be a URL such as http://127.0.0.1:3000/api/'
  try {
    const url = new URL(v)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must start with http:// or https://'
    return url.pathname.endsWith('/') || 'must end with a slash, e.g. …/api/'
  } catch {
    return 'must be a URL such as http://127.0.0.1:3000/api/'
  }
})

export const KioskSettings = object({
  apiBaseUrl: httpUrl,
  kiosk: boolean(),
  idleTimeoutMinutes: refine(
    number(),
    'minutes',
    (n) => (Number.isInteger(n) && n >= 1 && n <= 240) || 'must be a whole number of minutes from 1 to 240',
  ),
  allowInsecureApi: boolean(),
  /** The office's language: each new session starts in it, and the idle reset returns to it. */
  defaultLanguage: enums(LOCALES),
})
export type KioskSettings = Infer<typeof KioskSettings>

const SettingsFile = object({
  apiBaseUrl: optional(httpUrl),
  kiosk: optional(boolean()),
  idleTimeoutMinutes: optional(number()),
  allowInsecureApi: optional(boolean()),
  defaultLanguage: optional(enums(LOCALES)),
})

export const defaultSettings: KioskSettings = {
  apiBaseUrl: 'http://127.0.0.1:3000/api/',
  kiosk: true,
  idleTimeoutMinutes: 5,
  allowInsecureApi: false,
  defaultLanguage: 'en',
}

/** This computer: 127.0.0.0/8, localhost or [::1], as the URL parser writes them (it folds 0x7f.1 and the like). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}

// Over plain http anyone on the office network can read staff tokens and families' data, or answer instead of
// the server; so http is for a server on this computer, unless someone has deliberately allowed it.
export const insecureApiProblem =
  'settings: apiBaseUrl must start with https:// unless the server runs on this computer (127.0.0.1, localhost, [::1]); ' +
  'to allow http:// on a trusted network, set allowInsecureApi to true in settings.json or MATRIMONY_ALLOW_INSECURE_API=1'

/** Whether the kiosk may talk to this API address with these settings. */
export function isApiAddressAllowed(
  settings: Pick<KioskSettings, 'apiBaseUrl' | 'allowInsecureApi'>,
): boolean {
  const url = new URL(settings.apiBaseUrl)
  return url.protocol === 'https:' || isLoopbackHost(url.hostname) || settings.allowInsecureApi
}

export type SettingsResult = { ok: true; settings: KioskSettings } | { ok: false; problems: string[] }

// 1 and 0 become booleans; anything else is left as text for validation to refuse.
const flag = (value: string): boolean | string => (value === '1' ? true : value === '0' ? false : value)

const describe = (source: string, errors: FieldErrors) =>
  Object.entries(errors).map(([key, message]) => `${source}: ${key} ${message}`)

/** Merges defaults, settings.json (its text, or null when absent) and the environment, then validates. */
export function resolveSettings(
  env: Record<string, string | undefined>,
  fileText: string | null,
): SettingsResult {
  let fromFile: Partial<KioskSettings> = {}
  if (fileText !== null) {
    let parsed: unknown
    try {
      parsed = JSON.parse(fileText)
    } catch {
      return { ok: false, problems: ['settings.json: is not valid JSON'] }
    }
    const file = check(parsed, SettingsFile)
    if (!file.ok) return { ok: false, problems: describe('settings.json', file.errors) }
    fromFile = Object.fromEntries(Object.entries(file.value).filter(([, v]) => v !== undefined))
  }
  const fromEnv: Record<string, unknown> = {}
  if (env.MATRIMONY_API_URL) fromEnv.apiBaseUrl = env.MATRIMONY_API_URL
  if (env.MATRIMONY_KIOSK) fromEnv.kiosk = flag(env.MATRIMONY_KIOSK)
  if (env.MATRIMONY_IDLE_MINUTES) fromEnv.idleTimeoutMinutes = Number(env.MATRIMONY_IDLE_MINUTES)
  if (env.MATRIMONY_LANGUAGE) fromEnv.defaultLanguage = env.MATRIMONY_LANGUAGE
  if (env.MATRIMONY_ALLOW_INSECURE_API) fromEnv.allowInsecureApi = flag(env.MATRIMONY_ALLOW_INSECURE_API)
  const merged = check({ ...defaultSettings, ...fromFile, ...fromEnv }, KioskSettings)
  if (!merged.ok) return { ok: false, problems: describe('settings', merged.errors) }
  if (!isApiAddressAllowed(merged.value)) return { ok: false, problems: [insecureApiProblem] }
  return { ok: true, settings: merged.value }
}
