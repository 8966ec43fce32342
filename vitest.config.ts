import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { catalogs } from './renderer/vite.catalogs.ts'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), catalogs()],
        define: { __KIOSK_BUILD__: 'false' },
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['renderer/src/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'electron/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
    ],
  },
})
