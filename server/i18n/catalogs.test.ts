import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { AREAS, ENGLISH_IN_CODE, LOCALES } from '../../shared/i18n'
import type { Area } from '../../shared/i18n'
import { msg } from '../../shared/messages'
import { translatableLabels } from '../../shared/option-labels'

// The catalogs' own check: every text in all three languages, no text that nothing uses, every message valid
// ICU with the same placeholders and markup as the English one.

const ROOT = join(import.meta.dirname, '..', '..')
const read = (locale: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, 'shared', 'locales', locale, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >

const labels = translatableLabels()
/** The English texts of an area: its catalog, or for the texts written in the code, the code's own. */
function english(area: Area): Record<string, string> {
  if (area === 'messages') return Object.fromEntries(Object.keys(msg).map((id) => [`messages.${id}`, '']))
  if (area === 'options' || area === 'places')
    return Object.fromEntries([...labels[area]].map((label) => [`${area}.${label}`, label]))
  return read('en', area)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}
const sources = ['renderer/src', 'shared', 'server'].flatMap((dir) => sourceFiles(join(ROOT, dir)))
const code = sources.map((file) => readFileSync(file, 'utf8')).join('\n')

/** The placeholders ({name}, {count, plural, …}, as ICU reads them) and tags (<link>) of a message. */
function shape(message: string): string[] {
  const names: string[] = []
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      names.push(`{${String(token[0])}}`)
      if (token[2] && typeof token[2] === 'object') Object.values(token[2] as object).forEach(walk)
    }
  }
  walk(compileMessageOrThrow(message))
  const tags = [...message.matchAll(/<\/?(\w+)\/?>/g)].map((m) => `<${m[1]}>`)
  return [...new Set([...names, ...tags])].sort()
}

describe('message catalogs', () => {
  for (const area of AREAS) {
    const en = english(area)
    const keys = Object.keys(en).sort()

    it(`${area}: ids start with the area's name`, () => {
      expect(keys.filter((key) => !key.startsWith(`${area}.`))).toEqual([])
    })

    for (const locale of LOCALES) {
      if (locale === 'en' && ENGLISH_IN_CODE.includes(area)) continue
      it(`${area}: ${locale} has every text and no other`, () => {
        const catalog = locale === 'en' ? en : read(locale, area)
        const have = Object.keys(catalog)
        expect(
          keys.filter((key) => !(key in catalog)),
          'missing',
        ).toEqual([])
        expect(
          have.filter((key) => !(key in en)),
          'not in English',
        ).toEqual([])
        expect(
          have.filter((key) => catalog[key]!.trim() === ''),
          'empty',
        ).toEqual([])
      })
      it(`${area}: ${locale} messages are valid ICU with the English placeholders`, () => {
        const catalog = locale === 'en' ? en : read(locale, area)
        for (const [key, message] of Object.entries(catalog)) {
          expect(() => compileMessageOrThrow(message), `${locale} ${key}`).not.toThrow()
          if (locale !== 'en' && en[key] && !ENGLISH_IN_CODE.includes(area))
            expect(shape(message), `${locale} ${key}`).toEqual(shape(en[key]))
        }
      })
    }

    if (!ENGLISH_IN_CODE.includes(area))
      it(`${area}: every text is used by the code`, () => {
        expect(keys.filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`))).toEqual([])
      })
  }

  it('reads the code it checks', () => {
    expect(sources.map((file) => relative(ROOT, file))).toContain('renderer/src/i18n/use-t.ts')
  })
})
