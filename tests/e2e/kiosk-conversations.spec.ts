import { resolve } from 'node:path'
import type { Server } from 'node:http'
import { expect, request as apiRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { inLetters, publishedMember } from '../support/members'
import type { PublishedMember } from '../support/members'
import { connectWithOffice, officeFamily } from '../support/office-family'
import type { OfficeFamily } from '../support/office-family'
import { ports } from '../support/ports'
import { startServer } from '../support/server'
import type { RunningServer } from '../support/server'
import { DEMO, loginAsMember } from '../support/session'
import { serveFolder } from '../support/static-server'

// Conversations in the kiosk build (hash router, the API on another origin, window.kiosk stubbed as the
// preload sets it): staff act for a family of their office and talk live with a member on the web site.

const ui = `http://127.0.0.1:${ports.kioskTalkUi}/index.html`
const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
let web: Server
let api: RunningServer
let family: OfficeFamily
let member: PublishedMember
let conversationId: number

test.beforeAll(async () => {
  test.setTimeout(120_000)
  web = await serveFolder(resolve('out/renderer'), ports.kioskTalkUi)
  api = await startServer({
    port: ports.kioskTalkApi,
    env: { WEB_ORIGIN: `http://127.0.0.1:${ports.kioskTalkUi}` },
  })
  const request = await apiRequest.newContext({ baseURL: api.url })
  family = await officeFamily(request)
  member = await publishedMember(
    request,
    {
      firstName: 'Vasudha',
      gender: family.gender === 'female' ? 'male' : 'female',
      phone: '9840099999',
      password: 'clay-lamp-9999',
      unique,
      lastName: 'Rao',
      born: { day: 21, month: 1, year: year - 29 },
      city: `Kioskur${inLetters(unique)}`,
      career: { education: 'B.A.', occupation: 'Librarian', annualIncome: '5to10', familyStatus: 'middle' },
      aboutMe: 'I run the lending library of our town and cook for festivals.',
      expectation: 'Someone who reads and laughs easily.',
    },
    api.logFile,
  )
  conversationId = await connectWithOffice(request, family, member)
  await request.dispose()
})
test.afterAll(async () => {
  await api?.stop()
  await new Promise((r) => web?.close(r))
})

async function kioskStaff(page: Page) {
  await page.addInitScript((apiBaseUrl) => {
    Object.defineProperty(window, 'kiosk', {
      value: Object.freeze({ platform: 'kiosk', apiBaseUrl, version: 'test', idleTimeoutMinutes: 5 }),
    })
  }, `${api.url}/api/`)
  await page.goto(`${ui}#/matrimonial-login`)
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/#\/matrimonial-form$/)
}

test('staff at the kiosk write for their family and read the member’s answer live', async ({ browser }) => {
  test.setTimeout(120_000)
  const kiosk = await (await browser.newContext()).newPage()
  await kioskStaff(kiosk)
  await kiosk.goto(`${ui}#/conversations?as=${family.id}`)
  await expect(kiosk.getByRole('heading', { level: 1 })).toHaveText('Conversations')
  await kiosk.getByRole('link', { name: /Vasudha/ }).click()
  await expect(kiosk.getByRole('heading', { level: 1 })).toHaveText('Conversation with Vasudha')
  await expectAccessible(kiosk, 'kiosk conversation')

  const site = await (await browser.newContext({ baseURL: api.url })).newPage()
  await loginAsMember(site, member)
  await site.goto(`/conversations/${conversationId}`)
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Conversation with ${family.firstName}`)

  await kiosk.getByLabel('Your message').fill('Namaste from the office counter.')
  await kiosk.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(
    site.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'office counter' }),
  ).toContainText('written by office staff')
  await site.getByLabel('Your message').fill('Namaste, we will visit the office on Saturday.')
  await site.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(
    kiosk.getByRole('list', { name: 'Messages' }).getByText('Namaste, we will visit the office on Saturday.'),
  ).toBeVisible()
  await kiosk.context().close()
  await site.context().close()
})
