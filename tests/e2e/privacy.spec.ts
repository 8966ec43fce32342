import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { privacyTitles } from '../../shared/privacy'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { lastMailedLink, suiteLog } from '../support/server'
import { DEMO_MEMBER, loginAsMember, loginAsStaff } from '../support/session'

// Data rights and the office's tools in Chromium: the printable biodata (A4, one page, no site chrome in
// print), a member's consents, export download, delete and cancel from Settings, the office admin's staff
// and audit log, and the grievance queue.

const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
const year = new Date().getFullYear()

/** A new member through the API, as the sign-up does: registered, password set, able to log in. */
async function newMember(request: APIRequestContext, firstName: string, phone: string) {
  const email = `${firstName.toLowerCase()}.${unique}@example.com`
  const password = `quiet-harbour-${phone.slice(-4)}`
  const before = lastMailedLink(suiteLog())
  const registered = await request.post('/api/user/register', {
    data: {
      relationship: 'myself',
      gender: 'female',
      firstName,
      lastName: 'Krishnan',
      day: 9,
      month: 3,
      year: year - 28,
      religion: 'hindu',
      community: 'Nair',
      livingIn: 'India',
      email,
      countryCode: '+91',
      phone,
    },
  })
  expect(registered.status()).toBe(201)
  await expect.poll(() => lastMailedLink(suiteLog())).not.toBe(before)
  const token = new URL(lastMailedLink(suiteLog())!).searchParams.get('token')
  expect((await request.post('/api/user/reset-password', { data: { token, password } })).status()).toBe(200)
  return { email, password }
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'))

/** Number of pages and the size of the first (in points) of a PDF made by Chromium. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1')
  const pages = text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text)
  return { pages, width: Number(box?.[1]), height: Number(box?.[2]) }
}

test('staff print a biodata: A4, one page, no navigation in print, the office as contact', async ({
  page,
}) => {
  await loginAsStaff(page)
  const headers = { authorization: `Bearer ${await tokenOf(page)}` }
  const list = await (await page.request.get('/api/profiles/mine?status=published', { headers })).json()
  const profile = list.results.find((p: { status: string }) => p.status === 'published') ?? list.results[0]

  await page.goto(`/office/profiles/${profile.id}`)
  const rights = page.getByRole('region', { name: 'Biodata and the candidate’s data' })
  await rights.getByRole('link', { name: 'Printable biodata' }).click()
  await expect(page).toHaveURL(new RegExp(`/profiles/${profile.id}/biodata$`))
  const sheet = page.getByRole('article', { name: new RegExp(profile.firstName) })
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(profile.firstName)
  await expect(sheet.getByRole('heading', { name: 'Horoscope' })).toBeVisible()
  await expect(sheet.getByText('Rashi (moon sign)')).toBeVisible()
  await expect(sheet.getByText('Manglik')).toBeVisible()
  await expect(sheet.getByText(/^Head office, Chennai: \+91 44 4000 1996/)).toBeVisible()
  await expect(sheet.getByText(/^Profile id MT\d{6}$/)).toBeVisible()
  await expect(sheet.getByText(/^Printed by Demo office staff, Head office on /)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  await expectAccessible(page, 'biodata')

  // The print preview: only the sheet, on one A4 page.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(sheet).toBeVisible()
  const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }))
  expect(pdf.pages).toBe(1)
  // A4 is 595.28 x 841.89 points.
  expect(Math.abs(pdf.width - 595.28)).toBeLessThan(2)
  expect(Math.abs(pdf.height - 841.89)).toBeLessThan(2)

  // The Print button opens the browser's print dialog.
  await page.emulateMedia({ media: 'screen' })
  await page.evaluate(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  await page.getByRole('button', { name: 'Print' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
})

test.describe.serial('a member’s data rights in Settings', () => {
  let member: { email: string; password: string }
  test.beforeAll(async ({ request }) => {
    member = await newMember(request, 'Meenakshi', '9840055555')
  })

  test('consents: the sign-up ones are listed; marketing e-mails are given and withdrawn with one button', async ({
    page,
  }) => {
    await loginAsMember(page, member)
    await page.goto('/settings')
    const consents = page.getByRole('region', { name: 'Your consents' })
    const terms = consents.getByRole('article', { name: 'Terms of Use' })
    await expect(terms).toContainText(/Given on .*\(registration wizard, version 2026-11\)/)
    const marketing = consents.getByRole('article', { name: 'News and offers by e-mail' })
    await expect(marketing).toContainText('Not given')
    await marketing.getByRole('button', { name: 'Yes, e-mail me news and offers' }).click()
    await expect(consents.getByRole('status')).toContainText('we will e-mail you news and offers')
    await expect(marketing).toContainText('Given on')
    await marketing.getByRole('button', { name: 'Stop these e-mails' }).click()
    await expect(consents.getByRole('status')).toContainText('Your consent is withdrawn')
    await expect(marketing).toContainText('Withdrawn on')
    await expectAccessible(page, 'settings with data rights')
  })

  test('export: one JSON file with the account and profile downloads', async ({ page }) => {
    await loginAsMember(page, member)
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Download my data' })
    const download = page.waitForEvent('download')
    await section.getByRole('button', { name: 'Download my data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^matrimony-data-MT\d{6}-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(readFileSync((await file.path())!, 'utf8'))
    expect(data.format).toBe('matrimony-data-export/1')
    expect(data.account.email).toBe(member.email)
    expect(data.profile.firstName).toBe('Meenakshi')
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(
      expect.arrayContaining(['terms', 'privacy', 'marketing']),
    )
    await expect(section.getByRole('status')).toContainText(file.suggestedFilename())
  })

  test('delete, with the erasure date, and cancel, by keyboard', async ({ page }) => {
    await loginAsMember(page, member)
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Delete my account' })
    await section.getByRole('button', { name: 'Delete my account' }).focus()
    await page.keyboard.press('Enter')
    await expect(section).toContainText(/Delete your account\? It will be erased on /)
    await section.getByRole('button', { name: 'Keep my account' }).click()
    await section.getByRole('button', { name: 'Delete my account' }).click()
    await section.getByRole('button', { name: 'Yes, delete my account' }).focus()
    await page.keyboard.press('Enter')
    await expect(section.getByRole('status')).toContainText(/will be erased on \d{1,2} \w+ \d{4}/)
    await expect(section).toContainText(/Your account will be erased on /)
    await expectAccessible(page, 'deletion scheduled')
    // Still scheduled after a reload: the schedule lives on the server.
    await page.reload()
    await expect(section.getByRole('button', { name: 'Cancel the deletion' })).toBeVisible()
    await section.getByRole('button', { name: 'Cancel the deletion' }).click()
    await expect(section.getByRole('status')).toContainText('The deletion is cancelled')
    await expect(section.getByRole('button', { name: 'Delete my account' })).toBeVisible()
  })
})

test('the office admin adds and disables staff and reads the audit log', async ({ page }) => {
  await loginAsStaff(page)
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('link', { name: 'Office staff and audit log' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyTitles.officeAdmin)
  const staff = page.getByRole('region', { name: /^Staff of / })
  await expect(staff.getByRole('cell', { name: 'demo@matrimony.test' })).toBeVisible()

  await staff.getByRole('button', { name: 'Add staff member' }).click()
  await expect(staff.getByText('Please enter the name.')).toBeVisible()
  await staff.getByLabel('Name').fill('Selvi')
  await staff.getByLabel('E-mail').fill(`selvi.${unique}@example.com`)
  await staff.getByRole('button', { name: 'Add staff member' }).click()
  await expect(staff.getByRole('status')).toContainText(
    msg.staffAdded('Selvi', `selvi.${unique}@example.com`, 24),
  )
  await expect(staff.getByRole('cell', { name: `selvi.${unique}@example.com` })).toBeVisible()
  await staff.getByRole('button', { name: 'Disable Selvi' }).click()
  await expect(staff.getByRole('status')).toContainText('Selvi is disabled')
  await expect(staff.getByRole('button', { name: 'Enable Selvi' })).toBeVisible()

  const audit = page.getByRole('region', { name: 'Audit log' })
  await audit.getByLabel('Action').selectOption({ label: 'Disabled a staff account' })
  await audit.getByRole('button', { name: 'Show entries' }).click()
  await expect(audit.getByRole('row')).toHaveCount(2)
  await expect(audit.getByRole('cell', { name: 'Disabled a staff account' })).toBeVisible()
  await expectAccessible(page, 'office admin page')
})

test('a privacy report reaches the grievance queue with its number and due date', async ({
  page,
  request,
}) => {
  const reporter = await newMember(request, 'Revathi', '9840066666')
  const login = await request.post('/api/user/login', { data: reporter })
  const headers = { authorization: `Bearer ${(await login.json()).token}` }
  // The seeded demo member's published profile is the one reported.
  const demo = await request.post('/api/user/login', { data: DEMO_MEMBER })
  const demoMe = await request.get('/api/me', {
    headers: { authorization: `Bearer ${(await demo.json()).token}` },
  })
  const { profileId } = await demoMe.json()
  const reported = await request.post(`/api/profiles/${profileId}/report`, {
    headers,
    data: { reason: 'privacy', details: 'This profile shows my sister’s photo.' },
  })
  expect(reported.status()).toBe(201)
  const number = /grievance (GR\d{6})/.exec((await reported.json()).message)![1]

  await loginAsStaff(page)
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('link', { name: 'Grievances' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyTitles.grievances)
  const card = page.getByRole('article', { name: new RegExp(`^${number}:`) })
  await expect(card).toContainText('due by')
  await expect(card).toContainText('This profile shows my sister’s photo.')
  await card.getByLabel('State').selectOption({ label: 'In progress' })
  await card.getByLabel(/^Note/).fill('Asked the family for the original photo.')
  await card.getByRole('button', { name: `Save ${number}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `Saved ${number}: In progress.` })).toBeVisible()
  await expect(card).toContainText('Last changed by demo@matrimony.test')
  await expectAccessible(page, 'grievances')
})
