import type { Locale } from '../../shared/i18n'

// Deep links to the pages families return to or are sent (a profile, their matches, a couple's story): the page names the screen's code, its
// stylesheet and its texts, so the browser fetches them beside the entry script instead of after it has run
// and drawn the route (one wave of requests less before the largest paint on a slow phone).

export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The screen's module in the build's manifest and its texts: the same areas as its entry in app/screens.ts. */
export const screenPreloads = [
  {
    path: /^\/profiles\/\d+\/?$/,
    module: 'src/app/composed/profile-page.tsx',
    areas: ['app', 'discover', 'options', 'places'],
    // The profile as a visitor reads it, at the address only a visitor's early read asks (lib/early-read.ts):
    // the browser hands a preload to any request of the same address, whatever its headers, and a member's
    // read (with their token) must get their own answer.
    read: (path: string) => `/api/profiles/${Number(/\d+/.exec(path)![0])}?as=visitor`,
  },
  {
    path: /^\/story\/\d+\/?$/,
    module: 'src/features/stories/story-screen.tsx',
    areas: ['site', 'messages'],
  },
  {
    path: /^\/matches\/?$/i,
    module: 'src/features/matches/matches-screen.tsx',
    areas: ['discover', 'options', 'places', 'messages'],
  },
] as const

/**
 * The screen's API read, for a visitor: fetched beside the code, and taken by the screen's own read if it asks
 * the same (lib/early-read.ts; a member's read carries their token and is asked afresh). Only what anyone may
 * read: a profile as a visitor sees it (server/visibility.ts).
 */
export function readLink(path: string, screen: number): string {
  const entry = screenPreloads[screen]
  const read = entry && 'read' in entry ? entry.read(path) : null
  return read ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${read}" />` : ''
}

/** Which of them a path opens (its index), or -1. */
export const screenOf = (path: string) => screenPreloads.findIndex((s) => s.path.test(path))

/**
 * The links for one screen in one language: its stylesheets (as the screen would add them), its modules and
 * every module they import (not the entry, nor what `skip` already names), and its texts in that language.
 */
export function screenLinks(manifest: Manifest, screen: number, locale: Locale, skip: Set<string>): string {
  const { module, areas } = screenPreloads[screen]
  const files: string[] = []
  const styles: string[] = []
  const seen = new Set<string>(['index.html'])
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    if (!skip.has(chunk.file)) files.push(chunk.file)
    styles.push(...(chunk.css ?? []))
    for (const next of chunk.imports ?? []) walk(next)
  }
  walk(module)
  for (const area of areas) {
    const texts = manifest[`../virtual:catalog/${locale}/${area}`]
    if (texts) files.push(texts.file)
  }
  // Low priority: the entry script and the common texts, which draw the header, go first; these follow on the
  // same connections instead of waiting for the entry to run. (The screen adds its stylesheets as it starts,
  // and finds them fetched.)
  return (
    [...new Set(styles)]
      .map((file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}" />`)
      .join('') +
    files
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" />`)
      .join('')
  )
}
