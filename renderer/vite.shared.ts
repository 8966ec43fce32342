import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'
import { catalogs } from './vite.catalogs.ts'

// What the web and the kiosk builds of the renderer share; only the router and the base differ.
export function rendererConfig({ kiosk }: { kiosk: boolean }): UserConfig {
  return {
    plugins: [react(), catalogs()],
    define: { __KIOSK_BUILD__: JSON.stringify(kiosk) },
  }
}
