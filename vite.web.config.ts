import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig } from 'vite'
import type { Alias, Plugin } from 'vite'
import { rendererConfig } from './renderer/vite.shared.ts'

// react-router 7 sends every bundler to its development build (remix-run/react-router#12532, #14102);
// a production build of the site takes the production build shipped beside it. Both entry points move
// together, or the router's contexts would exist twice.
function productionRouter(): Alias[] {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  )
  const index = join(dist, 'index.mjs')
  const dom = join(dist, 'dom-export.mjs')
  if (!existsSync(index) || !existsSync(dom)) return []
  return [
    { find: /^react-router$/, replacement: index },
    { find: /^react-router\/dom$/, replacement: dom },
  ]
}

// The router's module keeps every component it defines (Form, ScrollRestoration...) even when nothing uses
// it: `var Form = React.forwardRef(...)` is not marked pure, and `Form.displayName = "Form"` is a write.
// Marking those calls pure and dropping the names (only React DevTools shows them) lets the unused go.
function treeShakeRouter(): Plugin {
  const definition = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[/\\]react-router[/\\]dist[/\\]production[/\\]chunk-/.test(id) || !code.includes('.forwardRef('))
        return
      const marked = code.replace(definition, '$1/* @__PURE__ */ $2')
      if (marked === code) this.warn('react-router changed shape: its unused components stay in the bundle')
      return { code: marked.replace(/^\w+\.displayName = "[^"\n]*";$/gm, ''), map: null }
    },
  }
}

// The browser build of the renderer: browser router, served by our server from `/`.
export default defineConfig(({ command }) => {
  const shared = rendererConfig({ kiosk: false })
  return {
    ...shared,
    plugins: [...(shared.plugins ?? []), treeShakeRouter()],
    resolve: { alias: command === 'build' ? productionRouter() : [] },
    root: 'renderer',
    base: '/',
    build: {
      outDir: '../out/web',
      emptyOutDir: true,
      // The server reads it to tell each page what its first screen will fetch (server/web/index-page.ts).
      manifest: true,
      target: 'es2022',
      // Browsers of the es2022 target preload modules themselves (or just fetch a little later): the
      // polyfill would only weigh on the first load.
      modulePreload: { polyfill: false },
      // The first load names every lazy screen's file: short names (the hash alone) keep that list light.
      // Everything the first page needs in one file: the splitter would otherwise cut the modules that the
      // lazy route table shares with the entry into small chunks of their own (more requests, worse gzip).
      rollupOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            groups: [
              { name: 'start', tags: ['$initial'] },
              // Small shared modules that the screens after home use together, each in one file rather than
              // several of a few hundred bytes: on a slow line each file costs a round trip of its own (a
              // profile page's first screen waited for 21 scripts). The loaders of the screens' texts come with
              // them: the route table imports those loaders (the entry only before the table is there).
              {
                name: 'small',
                test: /virtual:catalogs[\\/]rest$|[\\/](shared[\\/](option-list|basic-messages|message-memory|translate)\.ts|renderer[\\/]src[\\/](i18n[\\/]messages\.ts|components[\\/](feature-slots|verified-badge|button)\.tsx))$/,
              },
              {
                name: 'checks',
                test: /[\\/](node_modules[\\/]superstruct[\\/]|shared[\\/]api\.ts$|renderer[\\/]src[\\/]lib[\\/]api-error\.ts$)/,
              },
              {
                name: 'lists',
                test: /[\\/](shared[\\/](options|places|world-countries|communities|places-added-regions|profile-fields|profile-sections|matching[\\/](nakshatras|style))|renderer[\\/]src[\\/]components[\\/]card-labels)\.ts$/,
              },
            ],
          },
        },
      },
    },
    // npm run dev starts the API server on PORT (default 3000): the proxy follows it.
    server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` } },
  }
})
