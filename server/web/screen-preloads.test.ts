import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { indexPage } from './index-page'
import { screenPreloads } from './screen-preloads'

// A deep link to a profile page, a story or to Matches names that screen's code, stylesheets and texts in the page.
const webRoot = mkdtempSync(join(tmpdir(), 'screen-preloads-'))
afterAll(() => rmSync(webRoot, { recursive: true, force: true }))
mkdirSync(join(webRoot, '.vite'))
writeFileSync(join(webRoot, 'index.html'), '<html><head><title>x</title></head><body></body></html>')
writeFileSync(
  join(webRoot, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/app/routes.tsx': { file: 'assets/routes.js', imports: ['index.html', '_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/app/composed/profile-page.tsx': {
      file: 'assets/profile.js',
      imports: ['index.html', '_shared.js', '_api.js'],
      css: ['assets/profile.css'],
    },
    '_api.js': { file: 'assets/api.js', imports: ['index.html', '_shared.js'], css: ['assets/api.css'] },
    'src/features/matches/matches-screen.tsx': { file: 'assets/matches.js', imports: ['_api.js'] },
    'src/features/stories/story-screen.tsx': { file: 'assets/story.js', imports: ['_shared.js'] },
    '../virtual:catalog/en/site': { file: 'assets/en-site.js' },
    '../virtual:catalog/en/common': { file: 'assets/en-common.js' },
    '../virtual:catalog/en/discover': { file: 'assets/en-discover.js' },
    '../virtual:catalog/hi/common': { file: 'assets/hi-common.js' },
    '../virtual:catalog/hi/discover': { file: 'assets/hi-discover.js' },
    '../virtual:catalog/hi/places': { file: 'assets/hi-places.js' },
  }),
)
const page = indexPage(webRoot)
const links = (html: string) =>
  [...html.matchAll(/<link rel="([^"]+)"[^>]*href="\/([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)

describe('a screen’s code and texts in the page', () => {
  it('a profile page: its stylesheets, its modules once (not the entry), its texts in the language', () => {
    expect(links(page('/profiles/5', 'hi'))).toEqual([
      'modulepreload assets/hi-common.js',
      'modulepreload assets/routes.js',
      'modulepreload assets/shared.js',
      'preload assets/profile.css',
      'preload assets/api.css',
      'modulepreload assets/profile.js',
      'modulepreload assets/api.js',
      'modulepreload assets/hi-discover.js',
      'modulepreload assets/hi-places.js',
      // The profile as a visitor reads it, fetched beside the code.
      'preload api/profiles/5?as=visitor',
    ])
    expect(page('/profiles/0012/', 'en')).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/profiles/12?as=visitor" />',
    )
    expect(links(page('/profiles/5', 'en'))).toContain('modulepreload assets/en-discover.js')
    expect(links(page('/profiles/5', 'en'))).not.toContain('modulepreload assets/hi-places.js')
  })

  it('Matches and a story likewise; other pages, and paths that only look alike, get none of it', () => {
    expect(links(page('/matches', 'en'))).toContain('modulepreload assets/matches.js')
    expect(links(page('/story/1', 'en'))).toEqual([
      'modulepreload assets/en-common.js',
      'modulepreload assets/routes.js',
      'modulepreload assets/shared.js',
      'modulepreload assets/story.js',
      'modulepreload assets/en-site.js',
    ])
    for (const path of ['/stories', '/story/one', '/profiles/5/biodata', '/profiles/abc', '/my-matches'])
      expect(
        links(page(path, 'en')).filter((l) => /profile|matches|discover|story|site/.test(l)),
        path,
      ).toEqual([])
  })

  it('names the same texts as the screen loads (app/screens.ts)', () => {
    const screens = readFileSync(join(__dirname, '../../renderer/src/app/screens.ts'), 'utf8')
    const areasOf = (name: string) =>
      JSON.parse(
        new RegExp(`export const ${name} = screen\\((\\[[^\\]]*\\])`).exec(screens)![1].replaceAll("'", '"'),
      ) as string[]
    expect(screenPreloads.map((s) => [...s.areas])).toEqual([
      areasOf('ProfilePage'),
      areasOf('Story'),
      areasOf('Matches'),
    ])
  })
})
