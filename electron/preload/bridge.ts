import { DEFAULT_LOCALE, isLocale } from '../../shared/i18n'
import type { KioskBridge } from '../../shared/kiosk-bridge'

const PREFIX = '--kiosk-bridge='

/** Reads the bridge's values from the renderer's argv; null when absent or malformed. */
export function readBridge(argv: readonly string[]): KioskBridge | null {
  const arg = argv.find((a) => a.startsWith(PREFIX))
  if (!arg) return null
  try {
    const value = JSON.parse(decodeURIComponent(arg.slice(PREFIX.length))) as Partial<KioskBridge>
    if (
      typeof value.apiBaseUrl !== 'string' ||
      typeof value.version !== 'string' ||
      typeof value.idleTimeoutMinutes !== 'number'
    )
      return null
    return Object.freeze({
      platform: 'kiosk',
      apiBaseUrl: value.apiBaseUrl,
      version: value.version,
      idleTimeoutMinutes: value.idleTimeoutMinutes,
      defaultLanguage: isLocale(value.defaultLanguage) ? value.defaultLanguage : DEFAULT_LOCALE,
    })
  } catch {
    return null
  }
}
