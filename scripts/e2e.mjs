// End-to-end tests: a browser, fresh builds of the web renderer and server, then Playwright.
import { ensureBrowser } from './ensure-browser.mjs'
import { npmRun, run, stale, webSources } from './lib.mjs'

process.env.CHROME_PATH = await ensureBrowser()
if (stale('out/web/index.html', webSources) && npmRun('build:web') !== 0) process.exit(1)
if (npmRun('build:server') !== 0) process.exit(1)
if (
  stale('out/renderer/index.html', [...webSources, 'electron.vite.config.ts']) &&
  npmRun('build:kiosk') !== 0
)
  process.exit(1)
process.exit(
  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]),
)
