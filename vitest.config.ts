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
          // A loaded machine (CI beside a build) makes a form test that types into many fields pass 5 s.
          testTimeout: 20000,
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
