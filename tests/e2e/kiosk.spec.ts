import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import type { Server } from 'node:http'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { routeHeadings } from '../../shared/routes'
import { IDLE_COUNTDOWN_SECONDS } from '../../shared/limits'
import { fillProfile } from '../support/profile-form'
import { startServer } from '../support/server'
import type { RunningServer } from '../support/server'
import { DEMO } from '../support/session'
import { serveFolder } from '../support/static-server'
import { ports } from '../support/ports'

// The kiosk's renderer build (hash router, relative assets) over http, with window.kiosk stubbed as the
// preload would set it, talking to an API server of its own that this file stops and starts.
const UI_PORT = ports.kioskUi
const API_PORT = ports.kioskApi
const ui = `http://127.0.0.1:${UI_PORT}/index.html`
let web: Server
let api: RunningServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  web = await serveFolder(resolve('out/renderer'), UI_PORT)
  api = await startServer({ port: API_PORT, env: { WEB_ORIGIN: `http://127.0.0.1:${UI_PORT}` } })
})
test.afterAll(async () => {
  await api.stop()
  await new Promise((r) => web.close(r))
})

async function asKiosk(page: Page, idleTimeoutMinutes = 5) {
  await page.addInitScript(
    ([apiBaseUrl, minutes]) => {
      Object.defineProperty(window, 'kiosk', {
        value: Object.freeze({ platform: 'kiosk', apiBaseUrl, version: 'test', idleTimeoutMinutes: minutes }),
      })
    },
    [`http://127.0.0.1:${API_PORT}/api/`, idleTimeoutMinutes] as const,
  )
}

async function staffLogin(page: Page, account: { email: string; password: string } = DEMO) {
  // The outbox key is fetched right after login, while the server is there: wait for it.
  const keyLoaded = page.waitForResponse((r) => r.url().includes('/api/me/outbox-key') && r.ok())
  await page.goto(`${ui}#/matrimonial-login`)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/#\/matrimonial-form$/)
  await keyLoaded
}

const restartApi = async () => {
  api = await startServer({
    port: API_PORT,
    dataDir: api.dataDir,
    env: { WEB_ORIGIN: `http://127.0.0.1:${UI_PORT}` },
  })
}

test('every route of the table works as a hash route', async ({ page }) => {
  await asKiosk(page)
  for (const route of routeHeadings) {
    await page.goto(`${ui}#${route.path}`)
    if (route.guarded === 'staff') await expect(page).toHaveURL(/#\/matrimonial-login$/)
    else if (route.guarded === 'member') await expect(page).toHaveURL(/#\/login$/)
    else await expect(page.locator('h1')).toHaveText(route.h1)
  }
  await page.goto(`${ui}#/story/3`)
  await page.reload()
  await expect(page.locator('h1')).toHaveText('Priya & Daniel')
})

test('idle: the dialog counts down, input keeps the session, silence clears everything', async ({ page }) => {
  await page.clock.install()
  await asKiosk(page, 1)
  await staffLogin(page)
  await page.getByLabel('First Name', { exact: true }).fill('Draft value')

  await page.clock.fastForward('01:01')
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`${IDLE_COUNTDOWN_SECONDS} seconds`)
  await page.clock.fastForward(5_000)
  await expect(dialog).toContainText(`${IDLE_COUNTDOWN_SECONDS - 5} seconds`)
  await page.keyboard.press('Shift')
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Draft value')

  await page.clock.fastForward('01:01')
  await expect(dialog).toBeVisible()
  await page.clock.fastForward(IDLE_COUNTDOWN_SECONDS * 1000 + 1000)
  await expect(page).toHaveURL(/#\/$/)
  await expect(page.locator('h1')).toHaveText('Trusted Matrimony & Matchmaking Service')
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/#\/$/)
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (k) => k === 'authToken' || k === 'authEmail' || k.startsWith('draft:'),
      ),
    ),
  ).toEqual([])
})

test('offline: a submit is queued while the server is down and delivered exactly once when it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await asKiosk(page)
  await staffLogin(page)
  await fillProfile(page, { 'First Name': 'Offline', 'Last Name': 'Family' })

  await api.stop({ keepData: true })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText(
    'The server cannot be reached, so the profile of Offline Family is kept on this device and will be sent automatically.',
  )
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('')
  const outbox = await page.evaluate(() => JSON.parse(localStorage.getItem('outbox') ?? '[]'))
  expect(outbox).toHaveLength(1)
  expect(outbox[0].key).toMatch(/^[0-9a-f-]{36}$/)

  await page.getByRole('link', { name: 'Profiles you registered' }).click()
  await expect(page.getByText('1 profile is waiting to be sent.')).toBeVisible()
  // A reload (or a kiosk restart) keeps it.
  await page.reload()
  await expect(page.getByText('1 profile is waiting to be sent.')).toBeVisible()

  await restartApi()
  await expect(page.getByRole('heading', { name: 'Waiting to be sent' })).toBeHidden({ timeout: 60_000 })
  await expect(page.getByRole('row').filter({ hasText: 'Offline Family' })).toHaveCount(1)

  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  const mine = await (
    await request.get(`http://127.0.0.1:${API_PORT}/api/profiles/mine`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()
  expect(mine.results.filter((p: { firstName: string }) => p.firstName === 'Offline')).toHaveLength(1)
  expect(await page.evaluate(() => localStorage.getItem('outbox'))).toBe('[]')
})

test('shared kiosk: a queued profile stays sealed, is shown to and sent by no one else, and its owner delivers it once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const other = { email: 'second.staff@matrimony.test', password: 'lotus-pond-2931' }
  execFileSync(
    process.execPath,
    ['out/server/users.js', 'add', '--email', other.email, '--password', other.password, '--role', 'staff'],
    { env: { ...process.env, DATA_DIR: api.dataDir, NODE_ENV: 'test' }, stdio: 'pipe' },
  )
  const secret = {
    'First Name': 'Sealedname',
    'Last Name': 'Crossingfamily',
    Email: 'sealed.crossing@example.com',
    'Mobile Number': '9123456780',
    'Date of Birth': '1994-02-03',
  }
  const readable = async () => {
    const dump = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    )
    return Object.values(secret).filter((v) => dump.includes(v))
  }

  await asKiosk(page)
  await staffLogin(page)
  await fillProfile(page, secret)
  await api.stop({ keepData: true })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText(
    'is kept on this device and will be sent automatically',
  )
  expect(await readable()).toEqual([])

  // Staff A logs out: nothing of the profile is readable on the machine, yet it is still kept.
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/#\/matrimonial-login$/)
  expect(await readable()).toEqual([])
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('outbox') ?? '[]').length)).toBe(1)

  // Staff B logs in on the same machine, with the server back: nothing of A's is shown or sent.
  await restartApi()
  let sent = 0
  page.on('request', (r) => r.url().includes('/api/user/create-form') && sent++)
  await staffLogin(page, other)
  await page.getByRole('link', { name: 'Profiles you registered' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await page.waitForTimeout(3000)
  await expect(page.getByRole('heading', { name: 'Waiting to be sent' })).toBeHidden()
  await expect(page.getByText('Sealedname')).toHaveCount(0)
  expect(sent).toBe(0)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('outbox') ?? '[]').length)).toBe(1)
  await page.goto(`${ui}#/matrimonial-form`)
  await page.getByRole('button', { name: 'Logout' }).click()

  // A logs in again: the entry opens with A's key and is delivered exactly once, under A.
  await staffLogin(page)
  await page.getByRole('link', { name: 'Profiles you registered' }).click()
  await expect(page.getByRole('heading', { name: 'Waiting to be sent' })).toBeHidden({ timeout: 30_000 })
  await expect(page.getByRole('row').filter({ hasText: 'Sealedname' })).toHaveCount(1)
  expect(sent).toBe(1)
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  const mine = await (
    await request.get(`http://127.0.0.1:${API_PORT}/api/profiles/mine`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()
  expect(mine.results.filter((p: { firstName: string }) => p.firstName === 'Sealedname')).toHaveLength(1)
  expect(await page.evaluate(() => localStorage.getItem('outbox'))).toBe('[]')
})
