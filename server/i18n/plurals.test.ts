import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { AREAS, ENGLISH_IN_CODE, intlLocale, LOCALES } from '../../shared/i18n'

// Issue 31: every count shown to a family is an ICU plural in all three languages, and each plural message
// reads right for 0, 1 and 2: no placeholder or "#" left over, the number itself in the text, and in Hindi
// and Tamil both a `one` and an `other` form (2 नई सूचनाएँ, not 2 नई सूचना).

const ROOT = join(import.meta.dirname, '..', '..')
const read = (locale: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, 'shared', 'locales', locale, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >

interface Argument {
  name: string
  type: string
  forms: string[]
}
/** Every argument of a message, nested ones too: `{count, plural, one {…} other {…}}` → count, plural. */
function argumentsOf(message: string): Argument[] {
  const found: Argument[] = []
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens as unknown[]) {
      if (!Array.isArray(token)) continue
      const [name, type, options] = token as [string, string | undefined, unknown]
      const forms = options && typeof options === 'object' ? (options as Record<string, unknown>) : {}
      found.push({ name, type: type ?? 'text', forms: Object.keys(forms) })
      Object.values(forms).forEach(walk)
    }
  }
  walk(compileMessageOrThrow(message))
  return found
}

/** The message with each plural argument at `n`, each select at its `other` form, and placeholders named. */
function render(locale: (typeof LOCALES)[number], message: string, n: number): string {
  const values: Record<string, string | number> = {}
  for (const { name, type } of argumentsOf(message))
    values[name] = type === 'plural' || type === 'selectordinal' || type === 'number' ? n : `<${name}>`
  const i18n = setupI18n({
    locale,
    locales: [intlLocale[locale]],
    messages: { [locale]: { m: compileMessageOrThrow(message) } },
  })
  return i18n._('m', values)
}

const catalogs = LOCALES.flatMap((locale) =>
  AREAS.filter((area) => !(locale === 'en' && ENGLISH_IN_CODE.includes(area))).map((area) => ({
    locale,
    area,
    messages: read(locale, area),
  })),
)

describe('plural messages read right for 0, 1 and 2', () => {
  for (const { locale, area, messages } of catalogs) {
    const plurals = Object.entries(messages).filter(([, m]) =>
      argumentsOf(m).some((a) => a.type === 'plural'),
    )
    if (plurals.length === 0) continue
    it(`${locale}/${area}`, () => {
      for (const [key, message] of plurals) {
        for (const n of [0, 1, 2]) {
          const text = render(locale, message, n)
          expect(text, `${locale} ${key} (${n})`).not.toMatch(/[{}#]/)
          expect(text, `${locale} ${key} (${n})`).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`))
        }
        if (locale !== 'en')
          for (const plural of argumentsOf(message).filter((a) => a.type === 'plural'))
            expect(plural.forms, `${locale} ${key}: ${plural.name}`).toEqual(
              expect.arrayContaining(['one', 'other']),
            )
      }
    })
  }

  it('the inbox counter: 1 and 2 in all three languages', () => {
    const say = (locale: (typeof LOCALES)[number], n: number) =>
      render(locale, read(locale, 'app')['app.account.inboxNew']!, n)
    expect([say('en', 1), say('en', 2)]).toEqual(['Inbox (1 new)', 'Inbox (2 new)'])
    expect([say('hi', 1), say('hi', 2)]).toEqual(['इनबॉक्स (1 नई सूचना)', 'इनबॉक्स (2 नई सूचनाएँ)'])
    expect([say('ta', 1), say('ta', 2)]).toEqual(['இன்பாக்ஸ் (1 புதியது)', 'இன்பாக்ஸ் (2 புதியவை)'])
  })
})

// A count followed by what it counts ("{max} characters", "{days} days") must be a plural. A number on its
// own in brackets ("Received (3)") or a position ("Photo {n} of {count}") reads the same for any value.
const COUNTS = /\{(count|days|hours|minutes|seconds|max|total|matches)(, number)?\} (?!of\b)[A-Za-z]/

describe('every count of something is a plural in every language', () => {
  for (const area of AREAS.filter((a) => !ENGLISH_IN_CODE.includes(a))) {
    it(area, () => {
      const en = read('en', area)
      const bare = Object.entries(en)
        .filter(([, message]) => COUNTS.test(message))
        .map(([key]) => key)
      expect(bare).toEqual([])
      for (const locale of ['hi', 'ta'] as const) {
        const translated = read(locale, area)
        for (const [key, message] of Object.entries(en)) {
          const counted = argumentsOf(message)
            .filter((a) => a.type === 'plural')
            .map((a) => a.name)
          if (counted.length === 0 || !translated[key]) continue
          // The counted word may follow another number in another language ("{max} में से {total} गुण").
          const theirs = argumentsOf(translated[key]).filter((a) => a.type === 'plural')
          expect(theirs.length, `${locale} ${key}`).toBeGreaterThan(0)
        }
      }
    })
  }
})
