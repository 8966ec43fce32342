import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { lastMailedLink, suiteLog } from '../support/server'
import { DEMO, DEMO_MEMBER } from '../support/session'

const dialog = (page: Page) => page.getByRole('dialog')
const next = (page: Page) => dialog(page).getByRole('button', { name: 'Next' })

test('/login: the member login logs in, keeps the session only for the browser session when asked', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Welcome back! Enter your email id to login.',
  )
  await page.getByRole('button', { name: 'Continue with Mobile' }).click()
  await expect(page.getByText(msg.mobileLoginUnavailable)).toBeVisible()
  // An office account belongs on the office's login screen.
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(msg.staffAccountOnMemberLogin)
  await page.getByLabel('Email').fill(DEMO_MEMBER.email)
  await page.getByLabel('Password').fill('wrong')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(msg.badCredentials)
  await page.getByLabel('Password').fill(DEMO_MEMBER.password)
  await page.getByLabel('Keep me logged in').uncheck()
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/my-profile$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile')
  expect(
    await page.evaluate(() => [
      localStorage.getItem('authToken'),
      sessionStorage.getItem('authToken') !== null,
    ]),
  ).toEqual([null, true])
  // A new browser session (a new page without the old sessionStorage) is logged out.
  const fresh = await context.newPage()
  await fresh.goto('/my-profile')
  await expect(fresh).toHaveURL(/\/login$/)
})

test('/login: the Forgot Password? popup', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot Password?' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
  await expectAccessible(page, 'forgot password popup')
  await dialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(dialog(page).getByText('Required', { exact: true })).toBeVisible()
  await dialog(page).getByLabel('Email').fill('nobody@')
  await expect(dialog(page).getByText('Invalid email format')).toBeVisible()
  await dialog(page).getByLabel('Email').fill('nobody@example.com')
  await dialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(dialog(page).getByText(msg.verificationSent)).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toHaveCount(0)
})

test('/register: every message of every step, the digit filter, and a member who can then log in', async ({
  page,
}) => {
  // Four steps, two logins and axe over a country-code list of every country: more than the default 30 s.
  test.setTimeout(60_000)
  const email = `asha.${Date.now()}@example.com`
  await page.goto('/register')
  const top = page.getByRole('navigation', { name: 'Registration' })
  await expect(top.getByRole('button', { name: 'Choose language' })).toHaveAttribute('aria-expanded', 'false')
  await expect(top.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  await expect(dialog(page)).toBeVisible()
  await expectAccessible(page, 'registration step 1')

  // Step 1
  await next(page).click()
  await expect(dialog(page).getByText('Required', { exact: true })).toHaveCount(2)
  await dialog(page).getByLabel('This profile is for').selectOption({ label: 'My Daughter' })
  await dialog(page).getByRole('radio', { name: 'Female' }).check()
  await next(page).click()

  // Step 2
  await expect(dialog(page).getByLabel('First name')).toBeVisible()
  await next(page).click()
  await expect(dialog(page).getByText('Required', { exact: true })).toHaveCount(5)
  // The failed Next moves focus to the first field to fix: type elsewhere only once it has.
  await expect(dialog(page).getByLabel('First name')).toBeFocused()
  await dialog(page).getByLabel('Day').pressSequentially('a1-b2.')
  await expect(dialog(page).getByLabel('Day')).toHaveValue('12')
  await dialog(page).getByLabel('Day').press('Backspace')
  await dialog(page).getByLabel('Day').press('ArrowLeft')
  await dialog(page).getByLabel('Day').press('3')
  await expect(dialog(page).getByLabel('Day')).toHaveValue('31')
  await dialog(page).getByLabel('Month').fill('13')
  await dialog(page).getByLabel('Year').fill('1899')
  await expect(dialog(page).getByText(msg.monthRange)).toBeVisible()
  await expect(dialog(page).getByText(msg.yearRange(new Date().getFullYear()))).toBeVisible()
  await dialog(page).getByLabel('Month').fill('x')
  await expect(dialog(page).getByText(msg.mustBeNumber)).toBeVisible()
  await dialog(page).getByLabel('Day').fill('32')
  await expect(dialog(page).getByText(msg.dayRange)).toBeVisible()
  // Rules across fields speak once every field is filled in.
  await dialog(page).getByLabel('First name').fill('Asha')
  await dialog(page).getByLabel('Last name').fill('Rao')
  await dialog(page).getByLabel('Day').fill('31')
  await dialog(page).getByLabel('Month').fill('2')
  await dialog(page).getByLabel('Year').fill('1996')
  await expect(dialog(page).getByText(msg.notARealDate)).toBeVisible()
  await dialog(page).getByLabel('Day').fill('14')
  await dialog(page)
    .getByLabel('Year')
    .fill(String(new Date().getFullYear() - 10))
  await expect(dialog(page).getByText(msg.underAge('female', 18))).toBeVisible()
  await dialog(page).getByLabel('Year').fill('1996')
  await next(page).click()

  // Step 3, then a reload: the draft brings the wizard back where it was.
  await expect(dialog(page).getByLabel('Community')).toBeVisible()
  await page.reload()
  await expect(dialog(page).getByLabel('Community')).toBeVisible()
  await next(page).click()
  await expect(dialog(page).getByText('Required', { exact: true })).toHaveCount(3)
  await dialog(page).getByLabel('Religion').selectOption({ label: 'Hindu' })
  await dialog(page).getByLabel('Community').fill('Iyer')
  await dialog(page).getByLabel('Living in').selectOption('India')
  await next(page).click()

  // Step 4
  await expect(dialog(page).getByLabel('Country code')).toHaveValue('+91')
  // Every country's code, India's and the main diaspora countries' first, each with its country's name.
  const codes = dialog(page).getByLabel('Country code').locator('option')
  await expect(codes.nth(1)).toHaveText('India (+91)')
  await expect(codes.filter({ hasText: 'United Arab Emirates (+971)' })).toHaveCount(1)
  expect(await codes.count()).toBeGreaterThan(200)
  await expectAccessible(page, 'registration step 4')
  const submit = dialog(page).getByRole('button', { name: 'Submit' })
  await submit.click()
  await expect(dialog(page).getByText('Required', { exact: true })).toHaveCount(2)
  await dialog(page).getByLabel('Email').fill('asha@')
  await expect(dialog(page).getByText(msg.invalidEmail, { exact: true })).toBeVisible()
  await dialog(page).getByLabel('Phone').fill('98765x4321')
  await expect(dialog(page).getByText(msg.onlyDigits)).toBeVisible()
  await dialog(page).getByLabel('Phone').fill('98765')
  await expect(dialog(page).getByText(msg.exactlyTenDigits)).toBeVisible()
  await dialog(page).getByLabel('Phone').fill('9876543210')
  await dialog(page).getByLabel('Email').fill(email)
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/register'))
  await submit.click()
  await expect(page.getByRole('status')).toHaveText(msg.verificationSent)
  await expect(dialog(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('draft:registration'))).toBeNull()

  // The set-password link from the server's log leads to a working login.
  const link = lastMailedLink(suiteLog())
  expect(link).toContain('/reset-password?token=')
  // The same registration with the demo's address (already registered) gets the very same answer: the
  // answer tells no one who has an account (the address's owner is told by e-mail instead).
  const taken = await page.request.post('/api/user/register', {
    data: { ...(await sent).postDataJSON(), email: DEMO.email },
  })
  expect([taken.status(), (await taken.json()).message]).toEqual([201, msg.verificationSent])
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await page.getByLabel('New password', { exact: true }).fill('tea-garden-monsoon')
  await page.getByLabel('New password again').fill('tea-garden-monsoon')
  await page.getByRole('button', { name: 'Save password' }).click()
  // A member sets a first password and is logged in with it, straight on to the profile wizard.
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 7: Basic details')
  await page.goto('/my-profile')
  await expect(page.getByText('Managed by Parent')).toBeVisible()
})

test('/reset-password says so when the link is used or expired', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token')
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('New password again').fill('different')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText(msg.passwordMin)).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('long-enough-password')
  await expect(page.getByText(msg.passwordsDiffer)).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('long-enough-password')
  await page.getByLabel('New password again').fill('long-enough-password')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByRole('alert')).toHaveText(msg.resetLinkInvalid)
})
