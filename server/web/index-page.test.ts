import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { indexPage } from './index-page'

// What each page tells the browser to fetch early, from a build's manifest.
const webRoot = mkdtempSync(join(tmpdir(), 'index-page-'))
afterAll(() => rmSync(webRoot, { recursive: true, force: true }))
mkdirSync(join(webRoot, '.vite'))
writeFileSync(join(webRoot, 'index.html'), '<html><head><title>x</title></head><body></body></html>')
writeFileSync(
  join(webRoot, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/app/routes.tsx': { file: 'assets/routes.js', imports: ['index.html', '_guards.js'] },
    '_guards.js': { file: 'assets/guards.js' },
    '../virtual:catalog/en/common': { file: 'assets/en-common.js' },
    '../virtual:catalog/hi/common': { file: 'assets/hi-common.js' },
    '../virtual:catalog/hi/landing': { file: 'assets/hi-landing.js' },
  }),
)
const page = indexPage(webRoot)
const preloads = (html: string) => [...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1])

describe('the page', () => {
  it('home: only its language’s common texts', () => {
    expect(preloads(page('/', 'en'))).toEqual(['assets/en-common.js'])
    expect(preloads(page('/home', 'hi'))).toEqual(['assets/hi-common.js'])
  })
  it('any other page: the route table and what it imports too, never the entry twice', () => {
    expect(preloads(page('/story/1', 'hi'))).toEqual([
      'assets/hi-common.js',
      'assets/routes.js',
      'assets/guards.js',
    ])
  })
  it('a landing page: its first lines too', () => {
    expect(preloads(page('/search', 'hi'))).toEqual([
      'assets/hi-common.js',
      'assets/routes.js',
      'assets/guards.js',
      'assets/hi-landing.js',
    ])
    expect(preloads(page('/Register/', 'hi'))).toContain('assets/hi-landing.js')
  })
})
