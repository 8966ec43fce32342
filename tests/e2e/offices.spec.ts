import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { DEMO } from '../support/session'

// A head-office admin opens a new office with its first admin on its own screen (axe-clean, no sideways scroll
// at 320 px): the menu offers it, the form says what is wrong beside the field and keeps what was typed.

test.describe.configure({ timeout: 90_000 })

const HEAD = { email: `head.offices.${Date.now()}@matrimony.test`, password: DEMO.password }

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

test('open a new office and its first admin from the account menu', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/matrimonial-login')
  await page.getByLabel('Email').fill(HEAD.email)
  await page.getByLabel('Password').fill(HEAD.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/matrimonial-form$/)

  const menu = page.getByRole('button', { name: /Head office admin/ })
  if (!(await menu.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click()
  await menu.click()
  await page.getByRole('link', { name: 'Offices (head office)' }).click()
  await expect(page).toHaveURL(/\/office\/offices$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offices')
  await expect(page.getByRole('table')).toBeVisible()
  await expectAccessible(page, 'offices')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

  // Nothing but a name: messages beside the other fields, the name kept.
  const name = `Trichy ${Date.now()}`
  await page.getByLabel('Office name').fill(name)
  await page.getByRole('button', { name: 'Create the office' }).click()
  await expect(page.getByText('Please write the city of the office.')).toBeVisible()
  await expect(page.getByLabel('Office name')).toHaveValue(name)

  // An e-mail that already has an account: the server's answer beside the field, everything kept.
  await page.getByLabel('City').fill('Tiruchirappalli')
  await page.getByLabel("First admin's name").fill('Revathi S')
  await page.getByLabel("First admin's e-mail").fill(DEMO.email)
  await page.getByRole('button', { name: 'Create the office' }).click()
  await expect(page.getByText(/An account with this e-mail already exists/).first()).toBeVisible()
  await expect(page.getByLabel('City')).toHaveValue('Tiruchirappalli')
  await expect(page.getByLabel("First admin's name")).toHaveValue('Revathi S')

  await page.getByLabel("First admin's e-mail").fill(`revathi.${Date.now()}@matrimony.test`)
  await page.getByRole('button', { name: 'Create the office' }).click()
  await expect(page.getByRole('status').filter({ hasText: `The office ${name} was created.` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Tiruchirappalli')
  await expect(row).toContainText('1 staff account')
  await expect(page.getByLabel('Office name')).toHaveValue('')
  await expectAccessible(page, 'offices, after creating one')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})
