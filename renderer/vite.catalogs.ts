import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import { basicMsg } from '../shared/basic-messages.ts'
import { AREAS, ENGLISH_IN_CODE, LOCALES } from '../shared/i18n.ts'
import { genderOptions, relationOptions } from '../shared/option-list.ts'
import { browseByCity, browseByCommunity, browseByMotherTongue } from './src/features/home/browse-lists.ts'

// Found from the project's root (a bundled config file does not run from where it was written).
let localesDir = resolve('shared', 'locales')
const INDEX = 'virtual:catalogs'
const REST = 'virtual:catalogs/rest'
const ONE = 'virtual:catalog/'
// The areas a first page can show before its route table is there: their loaders come with the first load,
// the others' with the route table (`virtual:catalogs/rest`), so that their file names weigh on no home page.
const FIRST_AREAS: readonly string[] = ['common', 'landing']

/** Where one language's catalog of one area is kept. */
export const catalogFile = (locale: string, area: string) => join(localesDir, locale, `${area}.json`)

/**
 * The message catalogs as modules: `virtual:catalogs` loads one language's area on demand, each its own chunk,
 * compiled here (ICU messages to Lingui's compiled form) so that the browser carries no message parser.
 */
export function catalogs(): Plugin {
  let shortIds: Map<string, string> | null = null
  return {
    name: 'message-catalogs',
    configResolved(config) {
      for (const root of [config.root, resolve(config.root, '..')])
        if (existsSync(join(root, 'shared', 'locales'))) localesDir = join(root, 'shared', 'locales')
      // A build writes each screen text's id as a short one (`_1f`) in the code and in the catalogs: the
      // long ids ("common.home.title") would otherwise weigh on every page's first load, twice.
      shortIds = config.command === 'build' ? screenTextIds() : null
    },
    transform(code, id) {
      if (!shortIds || !/[/\\]renderer[/\\]src[/\\].*\.[jt]sx?$/.test(id) || !SCREEN_ID.test(code))
        return null
      return {
        code: code.replace(SCREEN_IDS, (literal, quote: string, text: string) => {
          const short = shortIds!.get(text)
          return short ? `${quote}${short}${quote}` : literal
        }),
        map: null,
      }
    },
    resolveId(id) {
      return id === INDEX || id === REST || id.startsWith(ONE) ? `\0${id}` : null
    },
    load(id) {
      const loaders = (first: boolean) =>
        LOCALES.flatMap((locale) =>
          // The server's texts (e-mails) never reach the browser.
          AREAS.filter(
            (area) =>
              area !== 'server' &&
              !(locale === 'en' && ENGLISH_IN_CODE.includes(area)) &&
              FIRST_AREAS.includes(area) === first,
          ).map((area) => `  '${locale}/${area}': () => import('${ONE}${locale}/${area}'),`),
        )
      if (id === `\0${INDEX}`)
        return [
          'const first = {',
          ...loaders(true),
          '}',
          `let others = (key) => import('${REST}').then((m) => m.load(key))`,
          '/** The route table hands over the other loaders it brings: no import step before a screen text. */',
          'export const setOtherLoaders = (load) => { others = load }',
          'export default (locale, area) => {',
          '  const key = `${locale}/${area}`',
          '  const load = first[key]',
          '  return (load ? load() : others(key)).then((m) => m?.default ?? {})',
          '}',
        ].join('\n')
      if (id === `\0${REST}`)
        return [
          'const loaders = {',
          ...loaders(false),
          '}',
          'export const load = (key) => loaders[key]?.() ?? Promise.resolve()',
        ].join('\n')
      if (!id.startsWith(`\0${ONE}`)) return null
      const [locale = '', area = ''] = id.slice(ONE.length + 1).split('/')
      const file = catalogFile(locale, area)
      this.addWatchFile(file)
      if (!existsSync(file)) this.error(`No catalog ${file}`)
      let source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
      // The home page's browse links (places, communities, languages) come with the common texts.
      if (area === 'common' && locale !== 'en')
        source = { ...source, ...browseSubset(catalogFile(locale, 'places')) }
      // The account forms' first screens (the registration wizard's step 1) say the basic messages and its
      // two lists without the whole of `messages` and `options`.
      if (area === 'account' && locale !== 'en')
        source = {
          ...source,
          ...subset(catalogFile(locale, 'messages'), firstMessages),
          ...subset(catalogFile(locale, 'options'), firstLabels),
        }
      if (shortIds)
        source = Object.fromEntries(
          Object.entries(source).map(([key, text]) => [shortIds!.get(key) ?? key, text]),
        )
      const compiled = Object.fromEntries(
        // Always the compiled form (a plain text too, as a one-item array): Lingui warns about every string.
        Object.entries(source).map(([key, message]) => [key, toArray(compileMessageOrThrow(message))]),
      )
      return `export default ${JSON.stringify(compiled)}`
    },
  }
}

// The home page's browse links show a few dozen places, communities and languages: their translations come
// from the `places` catalog, without the thousand other labels the home page does not show.
const browseLabels = new Set(
  [...browseByMotherTongue, ...browseByCity, ...browseByCommunity].map(([label]) => `places.${label}`),
)
const browseSubset = (placesFile: string) => subset(placesFile, browseLabels)

// The translations of the basic messages (shared/basic-messages.ts) and of the wizard's first lists, without
// the hundreds of other messages and labels a first screen does not show.
const firstMessages = new Set(Object.keys(basicMsg).map((id) => `messages.${id}`))
const firstLabels = new Set([...relationOptions, ...genderOptions].map((o) => `options.${o.label}`))

function subset(file: string, ids: Set<string>): Record<string, string> {
  if (!existsSync(file)) return {}
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  return Object.fromEntries(Object.entries(texts).filter(([id]) => ids.has(id)))
}

// The areas whose ids the renderer writes out (not options/places, looked up by their English label).
const SCREEN_AREAS = [
  'common',
  'landing',
  'app',
  'site',
  'account',
  'discover',
  'profile',
  'office',
  'notice',
  'consent',
  'partner',
  'login',
]
const SCREEN_ID = new RegExp(`["'\`](?:${SCREEN_AREAS.join('|')})\\.`)
const SCREEN_IDS = new RegExp(`(["'\`])((?:${SCREEN_AREAS.join('|')})\\.[\\w.-]+)\\1`, 'g')

function screenTextIds(): Map<string, string> {
  const ids = SCREEN_AREAS.flatMap((area) => {
    const file = catalogFile('en', area)
    return existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object) : []
  })
  return new Map(ids.sort().map((id, i) => [id, `_${i.toString(36)}`]))
}

const toArray = <T>(compiled: T | T[]): T[] => (Array.isArray(compiled) ? compiled : [compiled])
