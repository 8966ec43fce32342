import { expect, test } from '@playwright/test'
import { msg } from '../../shared/messages'
import { paths } from '../../shared/routes'
import { expectAccessible } from '../support/a11y'
import { fillProfile } from '../support/profile-form'
import { loginAsStaff } from '../support/session'

// Issue 21, families without e-mail: the office registers one, prints its consent code (with the privacy
// notice), shows the code again from the office profile page, and the candidate publishes with it on /consent.

test.describe.configure({ timeout: 90_000 })

test('a family without e-mail: the code is printed, shown again, and publishes the profile on /consent', async ({
  page,
  browser,
}) => {
  await loginAsStaff(page)
  await fillProfile(page, { 'First Name': 'Anbarasi', 'Last Name': 'Velan', Email: '' })
  await page.getByRole('button', { name: 'Submit' }).click()
  const status = page.getByRole('status').filter({ hasText: 'saved with id' })
  await expect(status).toContainText('It is published when Anbarasi enters the consent code below')
  const id = Number(/saved with id (\d+)/.exec((await status.textContent()) ?? '')?.[1])
  expect(id).toBeGreaterThan(0)

  const slip = page.getByRole('region', { name: 'Consent code for Anbarasi' })
  const code = (await slip.getByTestId('consent-code').textContent())?.trim() ?? ''
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  await expect(slip.locator('.privacy-notice').getByText(`Consent code for Anbarasi: ${code}.`)).toBeVisible()
  await expectAccessible(page, 'office form with a consent code to print')

  // Print: the button prints, and the printed page holds the code and the notice, not the form.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number }
    w.printed = 0
    window.print = () => {
      w.printed += 1
    }
  })
  await slip.getByRole('button', { name: 'Print the notice with the code' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(slip.getByTestId('consent-code')).toBeVisible()
  await expect(slip.getByRole('heading', { name: 'Privacy notice' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  // The printout is lost: the office profile page shows the same code again.
  await page.goto(paths.officeProfile(id))
  const card = page.getByRole('region', { name: 'Consent code', exact: true })
  await card.getByRole('button', { name: 'Show the code again' }).click()
  await expect(card.getByTestId('consent-code')).toHaveText(code)
  await expectAccessible(page, 'office profile with its consent code')

  // The candidate enters the code on /consent and the profile is published.
  const context = await browser.newContext()
  const candidate = await context.newPage()
  await candidate.goto(paths.consent)
  await candidate.getByLabel('Consent code', { exact: true }).fill(code.toLowerCase())
  await candidate.getByRole('button', { name: 'Continue' }).click()
  await expect(candidate.getByText(/Anbarasi, a profile of you was registered/)).toBeVisible()
  await candidate.getByLabel('I agree and want my profile to be published').check()
  await candidate.getByRole('button', { name: 'Confirm and publish' }).click()
  await expect(candidate.getByText(msg.consentPublished('Anbarasi'))).toBeVisible()
  await context.close()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Status: Published' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Consent code', exact: true })).toHaveCount(0)
})

test('replacing the code voids the old one', async ({ page, browser }) => {
  await loginAsStaff(page)
  await fillProfile(page, { 'First Name': 'Kayalvizhi', Email: '' })
  await page.getByRole('button', { name: 'Submit' }).click()
  const status = page.getByRole('status').filter({ hasText: 'saved with id' })
  await expect(status).toBeVisible()
  const id = Number(/saved with id (\d+)/.exec((await status.textContent()) ?? '')?.[1])
  const old = (await page.getByTestId('consent-code').textContent())?.trim() ?? ''

  await page.goto(paths.officeProfile(id))
  const card = page.getByRole('region', { name: 'Consent code', exact: true })
  await card.getByRole('button', { name: 'Replace the code' }).click()
  await expect(card.getByText(/the old code and any consent link sent by e-mail stop working/)).toBeVisible()
  await card.getByRole('button', { name: 'Yes, make a new code' }).click()
  await expect(card.getByTestId('consent-code')).not.toHaveText(old)

  const context = await browser.newContext()
  const candidate = await context.newPage()
  await candidate.goto(paths.consent)
  await candidate.getByLabel('Consent code', { exact: true }).fill(old)
  await candidate.getByRole('button', { name: 'Continue' }).click()
  await expect(candidate.getByText(msg.consentLinkInvalid).first()).toBeVisible()
  await context.close()
})
