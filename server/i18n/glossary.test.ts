import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AREAS } from '../../shared/i18n'
import { msg } from '../../shared/messages'

// Issue 31: docs/glossary.md chooses one Hindi and one Tamil word for every product term. Where a term's
// English pattern appears in a message (placeholders and tags taken out), its translation must use the chosen
// word. The table is the rule: a new row checks every catalog at once.

const ROOT = join(import.meta.dirname, '..', '..')
const read = (locale: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, 'shared', 'locales', locale, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >

interface Term {
  english: string
  pattern: RegExp
  words: { hi: RegExp; ta: RegExp }
  /** The words are this term's alone: no other text may use them. */
  onlyHere: boolean
}

/** The rows of the glossary's "Terms" table; a pattern is the cell's code span, `\|` being a plain `|`. */
export function glossaryTerms(markdown: string): Term[] {
  const table = markdown.slice(markdown.indexOf('## Terms'))
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && line.includes('`'))
    .map((line) => {
      const cells = line
        .slice(2, -2)
        .split(/ (?<!\\)\| /)
        .map((c) => c.trim().replace(/\\\|/g, '|'))
      const code = (cell: string) => /^`(.*)`$/.exec(cell)![1]!
      return {
        english: cells[0]!,
        pattern: new RegExp(code(cells[3]!), 'i'),
        words: { hi: new RegExp(code(cells[4]!), 'u'), ta: new RegExp(code(cells[5]!), 'u') },
        onlyHere: cells[6] === 'yes',
      }
    })
}

/** Every message's English, by key: the catalog's own, or the code's for `messages` and `options`. */
function englishTexts(): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const area of AREAS) {
    if (area === 'places') continue
    if (area === 'messages') {
      for (const [id, value] of Object.entries(msg))
        if (typeof value === 'string') texts[`messages.${id}`] = value
    } else if (area === 'options') {
      for (const key of Object.keys(read('hi', 'options'))) texts[key] = key.slice('options.'.length)
    } else Object.assign(texts, read('en', area))
  }
  return texts
}

const translations = Object.fromEntries(
  (['hi', 'ta'] as const).map((locale) => [
    locale,
    Object.assign({}, ...AREAS.filter((a) => a !== 'places').map((area) => read(locale, area))) as Record<
      string,
      string
    >,
  ]),
) as Record<'hi' | 'ta', Record<string, string>>

const words = (text: string) => text.replace(/\{\w+\}|<\/?\w+\/?>/g, ' ')
const terms = glossaryTerms(readFileSync(join(ROOT, 'docs', 'glossary.md'), 'utf8'))
const english = englishTexts()

describe('every catalog follows the glossary', () => {
  it('reads the glossary’s terms', () => {
    expect(terms.length).toBeGreaterThan(30)
    expect(terms.map((t) => t.english)).toEqual(
      expect.arrayContaining(['profile', 'bride', 'groom', 'conversation', 'e-mail']),
    )
  })

  for (const term of terms)
    it(`${term.english}`, () => {
      const off: string[] = []
      for (const [key, text] of Object.entries(english)) {
        if (!term.pattern.test(words(text))) continue
        for (const locale of ['hi', 'ta'] as const) {
          const translated = translations[locale][key]
          if (translated !== undefined && !term.words[locale].test(translated))
            off.push(`${locale} ${key}: ${translated}`)
        }
      }
      expect(off).toEqual([])
    })

  for (const term of terms.filter((t) => t.onlyHere))
    it(`${term.english}: its words mean nothing else`, () => {
      const borrowed: string[] = []
      for (const [key, text] of Object.entries(english)) {
        if (term.pattern.test(words(text))) continue
        for (const locale of ['hi', 'ta'] as const) {
          const translated = translations[locale][key]
          if (translated !== undefined && term.words[locale].test(translated))
            borrowed.push(`${locale} ${key}: ${translated}`)
        }
      }
      expect(borrowed).toEqual([])
    })

  it('fails a translation that uses another word', () => {
    const shortlist = terms.find((t) => t.english === 'shortlist')!
    expect(shortlist.pattern.test('Saved in your Shortlist')).toBe(true)
    expect(shortlist.words.ta.test('விருப்பப் பட்டியலில் சேமிக்கப்பட்டது')).toBe(false)
    expect(shortlist.words.ta.test('தேர்வுப் பட்டியலில் சேமிக்கப்பட்டது')).toBe(true)
  })
})
