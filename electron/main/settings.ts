import { boolean, define, number, object, optional, refine } from 'superstruct'
import type { Infer } from 'superstruct'
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
})
export type KioskSettings = Infer<typeof KioskSettings>

const SettingsFile = object({
  apiBaseUrl: optional(httpUrl),
  kiosk: optional(boolean()),
  idleTimeoutMinutes: optional(number()),
})

export const defaultSettings: KioskSettings = {
  apiBaseUrl: 'http://127.0.0.1:3000/api/',
  kiosk: true,
  idleTimeoutMinutes: 5,
}

export type SettingsResult = { ok: true; settings: KioskSettings } | { ok: false; problems: string[] }

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
  if (env.MATRIMONY_KIOSK)
    fromEnv.kiosk =
      env.MATRIMONY_KIOSK === '1' ? true : env.MATRIMONY_KIOSK === '0' ? false : env.MATRIMONY_KIOSK
  if (env.MATRIMONY_IDLE_MINUTES) fromEnv.idleTimeoutMinutes = Number(env.MATRIMONY_IDLE_MINUTES)
  const merged = check({ ...defaultSettings, ...fromFile, ...fromEnv }, KioskSettings)
  return merged.ok
    ? { ok: true, settings: merged.value }
    : { ok: false, problems: describe('settings', merged.errors) }
}
