import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { linkMailedAfter, mailedLinks, suiteLog } from '../support/server'

// Issue 22: a Muslim family living in Dubai registers with a UAE mobile and publishes without gotra,
// rashi, manglik or weight; the mobile is shown with its code.

const dialog = (page: Page) => page.getByRole('dialog')
const next = (page: Page) => dialog(page).getByRole('button', { name: 'Next' })

test('a family in Dubai registers with a UAE mobile and publishes a Muslim profile without gotra', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `ayesha.${Date.now()}@example.com`
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/register')
  await dialog(page).getByLabel('This profile is for').selectOption({ label: 'My Daughter' })
  // The relation chose the gender.
  await expect(dialog(page).getByRole('radio', { name: 'Female' })).toBeChecked()
  await next(page).click()
  await dialog(page).getByLabel('First name').fill('Ayesha')
  await dialog(page).getByLabel('Last name').fill('Siddiqui')
  await dialog(page).getByLabel('Day').fill('9')
  await dialog(page).getByLabel('Month').fill('6')
  await dialog(page)
    .getByLabel('Year')
    .fill(String(new Date().getFullYear() - 26))
  await next(page).click()
  await dialog(page).getByLabel('Religion').selectOption({ label: 'Muslim' })
  // A family that would rather not name its community says so.
  await dialog(page).getByRole('checkbox', { name: 'Prefer not to say' }).check()
  await dialog(page).getByLabel('Living in').selectOption({ label: 'UAE' })
  await next(page).click()

  await dialog(page).getByLabel('Email').fill(email)
  await dialog(page).getByLabel('Country code').selectOption({ label: 'United Arab Emirates (+971)' })
  // A Dubai landline is not a mobile: the message says so beside the field.
  await dialog(page).getByLabel('Phone').fill('41234567')
  await dialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(dialog(page).getByText(msg.mobileForCode)).toBeVisible()
  await expectAccessible(page, 'registration with a UAE number at 375 px')
  await dialog(page).getByLabel('Phone').fill('501234567')
  const seen = mailedLinks(suiteLog()).length
  await dialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(msg.verificationSent)

  const link = new URL(await linkMailedAfter(suiteLog(), seen))
  await page.goto(link.pathname + link.search)
  // A family that has just registered sets its first password, for the address it gave.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set your password')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('New password', { exact: true }).fill('jasmine-dune-evening')
  await page.getByLabel('New password again').fill('jasmine-dune-evening')
  await page.getByRole('button', { name: 'Save password' }).click()
  // A first password logs the family in and opens the profile wizard.
  await expect(page).toHaveURL(/\/profile$/)

  // The rest of the profile through the API, as My profile's sections send it: no gotra, rashi, manglik, weight.
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  const headers = { authorization: `Bearer ${token}` }
  const { profile } = await (await page.request.get('/api/me/profile', { headers })).json()
  const patched = await page.request.patch(`/api/profiles/${profile.id}`, {
    headers,
    data: {
      height: 63,
      maritalStatus: 'single',
      haveChildren: 'no',
      motherTongue: 'urdu',
      state: 'Dubai',
      citizen: 'India',
      education: 'B.Com',
      occupation: 'Accountant',
      annualIncome: '10to20',
      family: 'nuclear',
      value: 'moderate',
      familyStatus: 'middle',
      eating: 'nonvegetarian',
      smoking: 'no',
      drinking: 'no',
      aboutMe: 'Works in Dubai and visits her grandparents in Lucknow every winter.',
      expectation: 'A kind, educated partner.',
    },
  })
  expect(patched.status(), await patched.text()).toBe(200)
  await page.goto('/my-profile')
  const religion = page.getByRole('region', { name: 'Religion and community' })
  await expect(religion.getByText('Gotra')).toHaveCount(0)
  await expect(religion.getByText('Prefer not to say')).toBeVisible()
  await expect(page.getByText('+971 50 123 4567')).toBeVisible()
  await expect(page.getByText('Profile 100% complete')).toBeVisible()
  // A daughter's profile waits for her own consent: the family hands it over.
  await expect(page.getByRole('button', { name: 'Ask for consent' })).toBeVisible()
  await expectAccessible(page, 'My profile of a family abroad at 375 px')
})
