// Renders build/icon.svg (our own drawing) to the PNG sizes electron-builder uses, with headless Chromium.
import { mkdirSync, readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { ensureBrowser } from './ensure-browser.mjs'

const svg = readFileSync('build/icon.svg', 'utf8')
const browser = await chromium.launch({ executablePath: await ensureBrowser(), args: ['--no-sandbox'] })
mkdirSync('build/icons', { recursive: true })
for (const size of [16, 32, 48, 64, 128, 256, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style>${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}`,
  )
  await page.screenshot({ path: `build/icons/${size}x${size}.png`, omitBackground: true })
  if (size === 512) await page.screenshot({ path: 'build/icon.png', omitBackground: true })
  await page.close()
}
await browser.close()
console.log('icons written to build/icons and build/icon.png')
