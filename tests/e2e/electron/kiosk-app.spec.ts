import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { startServer } from '../../support/server'
import { ports } from '../../support/ports'
import type { RunningServer } from '../../support/server'
import { DEMO } from '../../support/session'

/**
 * The Electron executable: ELECTRON_OVERRIDE_DIST_PATH, else node_modules/electron/dist; null when absent.
 * (Not require('electron'): in Electron 45 that starts a download when the binary is missing.)
 */
function electronBinary(): string | null {
  const pathFile = join('node_modules', 'electron', 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  const candidates = override
    ? [relative, 'electron', 'electron.exe', 'Electron.app/Contents/MacOS/Electron']
        .filter((c): c is string => Boolean(c))
        .map((c) => join(override, c))
    : relative
      ? [join('node_modules', 'electron', 'dist', relative)]
      : []
  return candidates.find((c) => existsSync(c)) ?? null
}

const binary = electronBinary()
const SKIP_REASON =
  'No Electron binary here (node_modules/electron/dist or ELECTRON_OVERRIDE_DIST_PATH): run `npx install-electron` on a machine that can reach GitHub to run the Electron test.'
if (!binary) console.log(`Skipping the Electron test. ${SKIP_REASON}`)
test.skip(!binary, SKIP_REASON)

const API_PORT = ports.electronApi
let api: RunningServer
test.beforeAll(async () => {
  api = await startServer({ port: API_PORT })
})
test.afterAll(async () => api?.stop())

const launch = (userData: string) =>
  electron.launch({
    executablePath: binary!,
    args: ['.'],
    env: {
      ...process.env,
      MATRIMONY_API_URL: `http://127.0.0.1:${API_PORT}/api/`,
      MATRIMONY_KIOSK: '1',
      MATRIMONY_USER_DATA: userData,
    },
  })

test('the kiosk opens home in kiosk mode, logs in, and is still logged in after a relaunch', async () => {
  const userData = mkdtempSync(join(tmpdir(), 'matrimony-kiosk-'))
  let app = await launch(userData)
  let win = await app.firstWindow()
  await expect(win.locator('h1')).toHaveText('Trusted Matrimony & Matchmaking Service')
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].isKiosk())).toBe(true)
  expect(win.url()).toMatch(/^app:\/\/bundle\//)
  expect(await win.evaluate(() => (globalThis as { kiosk?: { platform: string } }).kiosk?.platform)).toBe(
    'kiosk',
  )

  await win.evaluate(() => (location.hash = '#/matrimonial-login'))
  await win.getByLabel('Email').fill(DEMO.email)
  await win.getByLabel('Password').fill(DEMO.password)
  await win.getByRole('button', { name: 'Login' }).click()
  await expect(win.getByText(`Logged in as: ${DEMO.email}`)).toBeVisible()
  await app.close()

  app = await launch(userData)
  win = await app.firstWindow()
  await win.evaluate(() => (location.hash = '#/dashboard'))
  await expect(win.locator('h1')).toHaveText('Dashboard')
  await expect(win.getByText('Welcome! You are logged in.')).toBeVisible()
  await app.close()
})
