import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One language's catalog of one area, as the product shows it (tests read their expected texts here). */
export function catalog(locale: 'en' | 'hi' | 'ta', area: string): Record<string, string> {
  const file = join(import.meta.dirname, '..', '..', 'shared', 'locales', locale, `${area}.json`)
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
}
