import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { DEMO, DEMO_MEMBER, loginAsMember } from '../support/session'

// A head-office admin records a personal-data breach on its own screen (axe-clean, usable at 375 px), reads the
// statement for the Board with its 72-hour deadline, and the affected member finds the notice on the next visit
// and closes it.

test.describe.configure({ timeout: 90_000 })

const HEAD = { email: `head.${Date.now()}@matrimony.test`, password: DEMO.password }

test.beforeAll(() => {
  // A head-office admin: the demo staff's password, the head office's role.
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'))
  db.prepare(
    `insert into accounts (email, emailKey, passwordHash, role, registration, officeId, displayName, createdAt,
       updatedAt, staffRole, centralRole)
     select ?, ?, passwordHash, 'staff', null, officeId, 'Head office admin', createdAt, updatedAt, 'staff',
       'head_admin' from accounts where email = ?`,
  ).run(HEAD.email, HEAD.email, DEMO.email)
  db.close()
})

const localTime = (hoursAgo: number) => {
  // datetime-local in India time, as the screen asks.
  const d = new Date(Date.now() - hoursAgo * 3_600_000 + 5.5 * 3_600_000)
  return d.toISOString().slice(0, 16)
}

test('record a breach, read the statement for the Board; the member reads the notice and closes it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/matrimonial-login')
  await page.getByLabel('Email').fill(HEAD.email)
  await page.getByLabel('Password').fill(HEAD.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/matrimonial-form$/)
  await page.goto('/office/breaches')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data breaches')
  await expect(page.getByText('No breach has been recorded.')).toBeVisible()
  await expectAccessible(page, 'breaches, empty')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // Submitting with nothing: messages beside the fields, nothing lost.
  await page.getByLabel('Cause (for the Board)').fill('A storage bucket was made public by mistake.')
  await page.getByRole('button', { name: 'Record and tell those affected' }).click()
  await expect(page.getByText('Give a date and time, for example 2027-06-01 10:30.').first()).toBeVisible()
  await expect(page.getByLabel('Cause (for the Board)')).toHaveValue(
    'A storage bucket was made public by mistake.',
  )

  await page.getByLabel('When it happened').fill(localTime(30))
  await page.getByLabel('When it was found out').fill(localTime(2))
  await page.getByLabel('Photos').check()
  await page.getByLabel('Account numbers or e-mails').fill(DEMO_MEMBER.email)
  await page
    .getByLabel('What was done to stop it and put it right (for the Board)')
    .fill('Closed, keys rotated.')
  await page
    .getByLabel('What happened', { exact: true })
    .fill('Photos could be read from outside for six hours.')
  await page
    .getByLabel('What it may mean for them', { exact: true })
    .fill('Someone may have seen your photos.')
  await page.getByLabel('What we have done', { exact: true }).fill('We closed the access at once.')
  await page.getByLabel('What they can do', { exact: true }).fill('Tell us if you see your photos elsewhere.')
  await page.getByRole('button', { name: 'Record and tell those affected' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Recorded.' })).toBeVisible()

  await page
    .getByRole('button', { name: /Read the statement for breach/ })
    .first()
    .click()
  const statement = page.getByRole('region', { name: /For the Data Protection Board/ })
  await expect(statement.getByText(/Board deadline:/)).toBeVisible()
  await expect(statement.getByRole('cell', { name: DEMO_MEMBER.email })).toBeVisible({ timeout: 20_000 })
  await expectAccessible(page, 'breach statement')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectAccessible(page, 'breach statement, wide')

  // The member, on the next visit: the notice in the product, closed once read.
  const context = await browser.newContext()
  const member = await context.newPage()
  await loginAsMember(member)
  const notice = member.getByRole('region', { name: /personal data with us may have been exposed/ })
  await expect(notice.getByText('Someone may have seen your photos.')).toBeVisible()
  await expectAccessible(member, 'breach notice')
  await notice.getByRole('button', { name: 'I have read this: close it' }).click()
  await expect(notice).toHaveCount(0)
  await member.reload()
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(member.getByRole('region', { name: /may have been exposed/ })).toHaveCount(0)
  await context.close()
})
