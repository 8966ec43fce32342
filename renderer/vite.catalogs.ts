import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import { AREAS, ENGLISH_IN_CODE, LOCALES } from '../shared/i18n.ts'
import { browseByCity, browseByCommunity, browseByMotherTongue } from './src/features/home/browse-lists.ts'

const LOCALES_DIR = join(import.meta.dirname, '..', 'shared', 'locales')
const INDEX = 'virtual:catalogs'
const ONE = 'virtual:catalog/'

/** Where one language's catalog of one area is kept. */
export const catalogFile = (locale: string, area: string) => join(LOCALES_DIR, locale, `${area}.json`)

/**
 * The message catalogs as modules: `virtual:catalogs` loads one language's area on demand, each its own chunk,
 * compiled here (ICU messages to Lingui's compiled form) so that the browser carries no message parser.
 */
export function catalogs(): Plugin {
  return {
    name: 'message-catalogs',
    resolveId(id) {
      return id === INDEX || id.startsWith(ONE) ? `\0${id}` : null
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const entries = LOCALES.flatMap((locale) =>
          AREAS.filter((area) => !(locale === 'en' && ENGLISH_IN_CODE.includes(area))).map(
            (area) => `  '${locale}/${area}': () => import('${ONE}${locale}/${area}'),`,
          ),
        )
        return [
          'const loaders = {',
          ...entries,
          '}',
          'export default (locale, area) => {',
          '  const load = loaders[`${locale}/${area}`]',
          '  return load ? load().then((m) => m.default) : Promise.resolve({})',
          '}',
        ].join('\n')
      }
      if (!id.startsWith(`\0${ONE}`)) return null
      const [locale = '', area = ''] = id.slice(ONE.length + 1).split('/')
      const file = catalogFile(locale, area === 'browse' ? 'places' : area)
      this.addWatchFile(file)
      if (!existsSync(file)) return 'export default {}'
      let source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
      if (area === 'browse') source = browseSubset(source)
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessageOrThrow(message)]),
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
const browseSubset = (places: Record<string, string>) =>
  Object.fromEntries(Object.entries(places).filter(([id]) => browseLabels.has(id)))
