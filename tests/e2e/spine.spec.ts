import { expect, test } from '@playwright/test'
import type { Route } from '@playwright/test'
import { msg } from '../../shared/messages'
import { optionalProfileFields } from '../../shared/profile-sections'
import { profileFieldNames } from '../../shared/schemas/profile'
import { expectAccessible } from '../support/a11y'
import { fillProfile } from '../support/profile-form'
import { DEMO, loginAsStaff } from '../support/session'

test('matrimonial login shows field messages, then the server’s message for a wrong password', async ({
  page,
}) => {
  await page.goto('/matrimonial-login')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Required', { exact: true })).toHaveCount(2)
  await page.getByLabel('Email').fill('not-an-email')
  await expect(page.getByText('Invalid email format')).toBeVisible()
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText(msg.badCredentials)
  await expect(page).toHaveURL(/\/matrimonial-login$/)
  await expectAccessible(page, 'matrimonial login with errors')
})

test('staff log in, register a profile, and see it on the dashboard', async ({ page }) => {
  await loginAsStaff(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MATRIMONIAL REGISTRATION FORM')
  await expect(page.getByText(`Logged in as: ${DEMO.email}`)).toBeVisible()
  expect(
    await page.evaluate(() => [localStorage.getItem('authToken')?.length, localStorage.getItem('authEmail')]),
  ).toEqual([expect.any(Number), DEMO.email])

  // An empty submit names every required field.
  await page.getByRole('button', { name: 'Submit' }).click()
  // …and takes the person to the first one.
  await expect(page.getByLabel('First Name', { exact: true })).toBeFocused()
  for (const m of [
    msg.firstNameRequired,
    msg.lastNameRequired,
    msg.dobRequired,
    msg.ageFormRequired,
    msg.mobileRequired,
    msg.genderRequired,
  ]) {
    await expect(page.getByText(m, { exact: true })).toBeVisible()
  }
  for (const label of [
    'Education',
    'Occupation',
    'Eating',
    'Smoking',
    'Drinking',
    'Family',
    'Value',
    'Family Status',
    'Height',
    'Country',
    'About Me',
    'Religion',
    'Community',
    'Expectation',
    'Annual Income',
    'Marital Status',
    'Citizen',
  ]) {
    await expect(page.getByText(msg.fieldRequired(label), { exact: true })).toBeVisible()
  }
  expect(profileFieldNames.filter((f) => !optionalProfileFields.includes(f as never))).toHaveLength(26)
  await expectAccessible(page, 'matrimonial form with every message')

  await page.getByLabel('First Name', { exact: true }).fill('A name that is far too long')
  await expect(page.getByText(msg.firstNameMax)).toBeVisible()
  await page.getByLabel('Mobile Number').fill('12345')
  await expect(page.getByText(msg.mobileShape)).toBeVisible()

  await fillProfile(page)
  await expect(page.getByLabel('Age', { exact: true })).not.toHaveValue('')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText('Profile of Kavitha Raman saved with id')
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('draft:matrimonial-form'))).toBe('{}')

  await page.getByRole('link', { name: 'Profiles you registered' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await expect(page.getByText('Welcome! You are logged in.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Kavitha Raman' })).toContainText('Ontario, Canada')
})

test('a reload in the middle of the form keeps the draft', async ({ page }) => {
  await loginAsStaff(page)
  await page.getByLabel('First Name', { exact: true }).fill('Suresh')
  await page.getByLabel('Religion').selectOption({ label: 'Islam' })
  await page.getByLabel('About Me').fill('Loves cricket.')
  await page.reload()
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Suresh')
  await expect(page.getByLabel('Religion')).toHaveValue('islam')
  await expect(page.getByLabel('About Me')).toHaveValue('Loves cricket.')
})

test('a failed submit keeps the values and says why', async ({ page }) => {
  await loginAsStaff(page)
  await fillProfile(page, { 'About Me': 'Call me on 98765 43210 any time' })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(msg.contactPhone)).toBeVisible()
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Kavitha')
})

test('an under-age profile is refused with the terms’ rule', async ({ page }) => {
  await loginAsStaff(page)
  await fillProfile(page, { 'Date of Birth': `${new Date().getFullYear() - 17}-01-01` })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(msg.underAge('female', 18))).toBeVisible()
})

test('logout clears the session and sends the guarded routes back to login', async ({ page }) => {
  await loginAsStaff(page)
  await page.getByLabel('First Name', { exact: true }).fill('Draft')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/matrimonial-login$/)
  expect(
    await page.evaluate(() => [
      localStorage.getItem('authToken'),
      localStorage.getItem('authEmail'),
      localStorage.getItem('draft:matrimonial-form'),
    ]),
  ).toEqual([null, null, null])
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/matrimonial-login$/)
  await page.goto('/matrimonial-form')
  await expect(page).toHaveURL(/\/matrimonial-login$/)
})

test('an expired or forged token ends the session on the next call', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'forged.token.value')
    localStorage.setItem('authEmail', 'someone@example.com')
  })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/matrimonial-login$/)
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
})

test('without a stored token the form says Token not found and makes no call', async ({ page }) => {
  await loginAsStaff(page)
  await fillProfile(page)
  let calls = 0
  page.on('request', (r) => r.url().includes('/api/user/create-form') && calls++)
  // The token disappears (another tab logged out) while the form is open.
  await page.evaluate(() => localStorage.removeItem('authToken'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(msg.tokenNotFound)).toBeVisible()
  expect(calls).toBe(0)
})

test('web build: a submit that cannot reach the server is queued and then delivered once', async ({
  page,
}) => {
  await loginAsStaff(page)
  await fillProfile(page, { 'First Name': 'Queued', 'Last Name': 'Webfamily' })
  await page.route('**/api/user/create-form', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText('kept on this device and will be sent automatically')
  await page.getByRole('link', { name: 'Profiles you registered' }).click()
  await expect(page.getByText('1 profile is waiting to be sent.')).toBeVisible()
  await page.unroute('**/api/user/create-form')
  await expect(page.getByRole('heading', { name: 'Waiting to be sent' })).toBeHidden({ timeout: 30_000 })
  await expect(page.getByRole('row').filter({ hasText: 'Queued Webfamily' })).toHaveCount(1)
})

test('web build: a queued profile the server refuses is edited and sent again, or discarded after asking', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const keyLoaded = page.waitForResponse((r) => r.url().includes('/api/me/outbox-key'))
  await loginAsStaff(page)
  await keyLoaded
  const refusal = 'This mobile number belongs to a profile we already hold.'
  await fillProfile(page, { 'First Name': 'Refused', 'Last Name': 'Refamily' })
  const offline = (route: Route) => route.abort('internetdisconnected')
  await page.route('**/api/user/create-form', offline)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText('kept on this device and will be sent automatically')
  await fillProfile(page, { 'First Name': 'Dropped', 'Last Name': 'Refamily' })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText('profile of Dropped Refamily is kept')
  // The server answers again, and refuses: the newer route wins, so no submit slips through in between.
  await page.route('**/api/user/create-form', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: refusal }),
    }),
  )
  await page.unroute('**/api/user/create-form', offline)
  await page.getByRole('link', { name: 'Profiles you registered' }).click()
  const refused = (name: string) =>
    page.getByRole('listitem').filter({ hasText: `refused the profile of ${name}` })
  await expect(refused('Refused Refamily')).toContainText(refusal, { timeout: 60_000 })
  await expect(refused('Dropped Refamily')).toContainText(refusal)
  await page.unroute('**/api/user/create-form')

  // Discard asks first.
  await refused('Dropped Refamily').getByRole('button', { name: 'Discard' }).click()
  await refused('Dropped Refamily').getByRole('button', { name: 'Keep it' }).click()
  await expect(refused('Dropped Refamily')).toBeVisible()
  await refused('Dropped Refamily').getByRole('button', { name: 'Discard' }).click()
  await refused('Dropped Refamily').getByRole('button', { name: 'Yes, discard it' }).click()
  await expect(refused('Dropped Refamily')).toHaveCount(0)

  // Edit and send again: the form holds the details; the fixed profile is saved once.
  await refused('Refused Refamily').getByRole('button', { name: 'Edit and send again' }).click()
  await expect(page).toHaveURL(/\/matrimonial-form$/)
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Refused')
  // The queued details were checked before they were queued: the mobile now carries India's code.
  await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue('+919876543210')
  await page.getByLabel('First Name', { exact: true }).fill('Fixed')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText('Profile of Fixed Refamily saved with id')
  await page.getByRole('link', { name: 'Profiles you registered' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'Fixed Refamily' })).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Waiting to be sent' })).toBeHidden()
})
