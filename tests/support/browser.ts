import { existsSync } from 'node:fs'

/**
 * The Chromium the tests drive: CHROME_PATH, then Debian's /usr/bin/chromium, then one Playwright manages.
 * scripts/ensure-browser.mjs installs Debian's package first where it can.
 */
export function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]
  return candidates.find((p): p is string => Boolean(p && existsSync(p)))
}
