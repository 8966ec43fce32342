import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { rendererConfig } from './renderer/vite.shared.ts'

export default defineConfig({
  main: {
    // Bundle the one runtime package the main process uses, so the packaged kiosk ships no node_modules.
    build: {
      rollupOptions: { input: { index: resolve('electron/main/index.ts') } },
      externalizeDeps: { exclude: ['superstruct'] },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        // A sandboxed preload cannot load ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig({ kiosk: true }),
    root: 'renderer',
    base: './',
    build: {
      rollupOptions: { input: { index: resolve('renderer/index.html') } },
      target: 'es2022',
      minify: true,
    },
  },
})
