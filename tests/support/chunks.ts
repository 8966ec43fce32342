import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

/**
 * Holds back the download of one source module's chunk of the web build (a screen's code), as a slow line
 * would: returns the function that lets it through.
 */
export async function holdChunk(page: Page, source: string): Promise<() => void> {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'out', 'web', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const file = manifest[source]?.file
  if (!file) throw new Error(`${source} is not a chunk of the web build`)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/${file}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}
