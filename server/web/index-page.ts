import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyRequest } from 'fastify'
import { isLocale, LOCALES, pickLocale } from '../../shared/i18n'
import type { Locale } from '../../shared/i18n'
import { isLandingPath } from '../../shared/routes'
import { readLink, screenLinks, screenOf } from './screen-preloads'
import type { Manifest } from './screen-preloads'

// The page every path answers with, told what the first screen will fetch once its script runs: the visitor's
// language's common texts and, for any page but home, the route table (and a landing page's first lines). The browser then downloads them beside
// the main script instead of after it (one round trip less before the first paint on a slow line).

/** The language the page will start in: the visitor's choice (a cookie the page sets), else the browser's. */
export function pageLocale(request: FastifyRequest): Locale {
  const cookie = /(?:^|;\s*)language=(\w+)/.exec(request.headers.cookie ?? '')?.[1]
  return isLocale(cookie) ? cookie : pickLocale(request.headers['accept-language'])
}

export function indexPage(webRoot: string): (path: string, locale: Locale) => string {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8')
  const manifestFile = join(webRoot, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return () => html
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" />`
  const routes = manifest['src/app/routes.tsx']
  const routeFiles = routes
    ? [
        routes.file,
        ...(routes.imports ?? []).filter((key) => key !== 'index.html').map((key) => manifest[key]?.file),
      ].filter((file): file is string => Boolean(file))
    : []
  const routeLinks = routeFiles.map(link).join('')
  const catalogLink = (locale: Locale, area: string) => {
    const file = manifest[`../virtual:catalog/${locale}/${area}`]?.file
    return file ? link(file) : ''
  }
  const catalogLinks = Object.fromEntries(
    LOCALES.map((locale) => [locale, catalogLink(locale, 'common')]),
  ) as Record<Locale, string>
  const landingLinks = Object.fromEntries(
    LOCALES.map((locale) => [locale, catalogLink(locale, 'landing')]),
  ) as Record<Locale, string>
  const pages = new Map<string, string>()
  return (path, locale) => {
    const home = path === '/' || path.toLowerCase() === '/home'
    const landing = isLandingPath(path)
    const screen = screenOf(path)
    const key = `${locale}:${home}:${landing}:${screen}`
    let page = pages.get(key)
    if (!page) {
      const screenPart = screen < 0 ? '' : screenLinks(manifest, screen, locale, new Set(routeFiles))
      page = html.replace(
        '</head>',
        `${catalogLinks[locale]}${home ? '' : routeLinks}${landing ? landingLinks[locale] : ''}${screenPart}</head>`,
      )
      pages.set(key, page)
    }
    const read = screen < 0 ? '' : readLink(path, screen)
    return read ? page.replace('</head>', `${read}</head>`) : page
  }
}
