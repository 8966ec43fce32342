// Finds a Chromium for the end-to-end tests, installing Debian's package when it can (root with apt-get).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const known = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

async function playwrightManaged() {
  try {
    const { chromium } = await import('playwright-core')
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

export async function ensureBrowser() {
  const found = known.find((p) => p && existsSync(p)) ?? (await playwrightManaged())
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian’s chromium package…')
    const ok =
      spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0
    if (ok && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  console.error(
    'No Chromium for the end-to-end tests. Install one of:\n' +
      '  - Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  - any system: npx playwright install chromium\n' +
      'or set CHROME_PATH to a Chrome or Chromium executable.',
  )
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await ensureBrowser())
