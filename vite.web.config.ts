import { defineConfig } from 'vite'
import { rendererConfig } from './renderer/vite.shared.ts'

// The browser build of the renderer: browser router, served by our server from `/`.
export default defineConfig({
  ...rendererConfig({ kiosk: false }),
  root: 'renderer',
  base: '/',
  build: { outDir: '../out/web', emptyOutDir: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
})
