import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { inLetters } from '../support/members'
import { linkMailedAfter, mailedLinks, suiteLog } from '../support/server'
import { DEMO, loginAsStaff } from '../support/session'

// Issue 22, families abroad: a family in Dubai registers with a UAE number and says where it lives (the
// emirate from the UAE's list, the city typed with suggestions, citizenship a country); a search for families
// living in a newly listed country finds them.

const dialog = (page: Page) => page.getByRole('dialog')
const next = (page: Page) => dialog(page).getByRole('button', { name: 'Next' })

test('a family abroad registers with a UAE number, living in Dubai, and the profile shows it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `farah.${Date.now()}@example.com`
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/register')
  await dialog(page).getByLabel('This profile is for').selectOption('myself')
  await dialog(page).getByRole('radio', { name: 'Female' }).check()
  await next(page).click()
  await dialog(page).getByLabel('First name').fill('Farah')
  await dialog(page).getByLabel('Last name').fill('Qureshi')
  await dialog(page).getByLabel('Day').fill('14')
  await dialog(page).getByLabel('Month').fill('2')
  await dialog(page)
    .getByLabel('Year')
    .fill(String(new Date().getFullYear() - 28))
  await next(page).click()
  await dialog(page).getByLabel('Religion').selectOption({ label: 'Muslim' })
  await dialog(page).getByRole('checkbox', { name: 'Prefer not to say' }).check()
  await dialog(page).getByLabel('Living in').selectOption({ label: 'UAE' })
  await next(page).click()
  await dialog(page).getByLabel('Email').fill(email)
  await dialog(page).getByLabel('Country code').selectOption({ label: 'United Arab Emirates (+971)' })
  await dialog(page).getByLabel('Phone').fill('507654321')
  const seen = mailedLinks(suiteLog()).length
  await dialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(msg.verificationSent)

  const link = new URL(await linkMailedAfter(suiteLog(), seen))
  await page.goto(link.pathname + link.search)
  await page.getByLabel('New password', { exact: true }).fill('saffron-creek-dhow')
  await page.getByLabel('New password again').fill('saffron-creek-dhow')
  await page.getByRole('button', { name: 'Save password' }).click()
  // A first password logs the family in and opens the profile wizard; here they go to My profile instead.
  await expect(page).toHaveURL(/\/profile$/)
  await page.goto('/my-profile')

  // Where the family lives: the UAE's emirates to choose from, the city typed with suggestions.
  await page.getByRole('button', { name: 'Edit Location' }).click()
  const location = page.getByRole('region', { name: 'Location' })
  await expect(location.getByLabel('Country')).toHaveValue('uae')
  const state = location.getByLabel('State')
  await expect(state.getByRole('option')).toHaveText([
    'Select',
    'Abu Dhabi',
    'Ajman',
    'Dubai',
    'Fujairah',
    'Ras Al Khaimah',
    'Sharjah',
    'Umm Al Quwain',
  ])
  await state.selectOption('Dubai')
  const city = location.getByLabel('City (optional)')
  const suggestions = await city.getAttribute('list')
  expect(
    await page
      .locator(`datalist[id="${suggestions}"] option`)
      .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value)),
  ).toEqual(['Dubai'])
  // Contact details are no town's name: the message sits beside the field, nothing typed is lost.
  await city.fill('Dubai 0501234567')
  await location.getByLabel('Citizenship').selectOption({ label: 'India' })
  await location.getByRole('button', { name: /^Save / }).click()
  await expect(location.getByText(msg.contactPhone)).toBeVisible()
  await expect(location.getByLabel('Citizenship')).toHaveValue('india')
  await city.fill('Dubai')
  await expectAccessible(page, 'Location editor of a family in Dubai at 375 px')
  await location.getByRole('button', { name: /^Save / }).click()
  await expect(location.getByRole('button', { name: 'Edit Location' })).toBeVisible()

  // The profile shows it, with the mobile's code; after a reload too (it is the server's).
  await page.reload()
  const shown = page.getByRole('region', { name: 'Location' })
  await expect(shown).toContainText('UAE')
  await expect(shown).toContainText('Dubai')
  await expect(shown).toContainText('India')
  await expect(page.getByText('+971 50 765 4321')).toBeVisible()
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scroll).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('button', { name: 'Edit Location' }).click()
  await expectAccessible(page, 'Location editor at 1280 px')
})

test('a search for families living in a newly listed country finds them', async ({ page, request }) => {
  const name = `Amelie${inLetters(String(Date.now()).slice(-6))}`
  const staff = (await (await request.post('/api/user/login', { data: DEMO })).json()).token
  const year = new Date().getFullYear()
  const created = await request.post('/api/user/create-form', {
    headers: { authorization: `Bearer ${staff}` },
    data: {
      firstName: name,
      lastName: 'Pillai',
      dob: `${year - 30}-01-01`,
      age: 30,
      email: `${name.toLowerCase()}@example.com`,
      mobile: '+33 6 12 34 56 78',
      gender: 'female',
      education: 'M.Sc',
      occupation: 'Pharmacist',
      eating: 'vegetarian',
      smoking: 'no',
      drinking: 'no',
      family: 'nuclear',
      value: 'moderate',
      familyStatus: 'uppermiddle',
      height: 63,
      country: 'fr',
      state: 'Auvergne-Rhône-Alpes',
      city: 'Lyon',
      aboutMe: 'A pharmacist in Lyon who loves Bharatanatyam.',
      religion: 'hinduism',
      caste: 'Nair',
      expectation: 'A kind partner.',
      annualIncome: '20to50',
      maritalStatus: 'single',
      citizen: 'fr',
      motherTongue: 'malayalam',
      haveChildren: 'no',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { consentCode } = (await created.json()).data
  expect((await request.post('/api/consent', { data: { code: consentCode, agree: true } })).status()).toBe(
    200,
  )

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/search')
  await page.getByRole('radio', { name: 'A bride' }).check()
  await page.getByLabel('Country').selectOption({ label: 'France' })
  await expectAccessible(page, 'search for a newly listed country at 375 px')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results')
  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card).toContainText('Auvergne-Rhône-Alpes, France')
  for (const text of await page.getByRole('article').allTextContents()) expect(text).toContain('France')
})

for (const width of [375, 1280])
  test(`the office form asks for a region of the chosen country at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await loginAsStaff(page)
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'UAE' })
    await page.getByLabel('State', { exact: true }).selectOption('Sharjah')
    await page.getByLabel('Citizen', { exact: true }).selectOption({ label: 'Sri Lanka' })
    await expectAccessible(page, `office form with the UAE's emirates at ${width} px`)
    // Elsewhere the region is typed, and optional; the emirate of the UAE does not stay behind.
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Switzerland' })
    const region = page.getByLabel('State or region (optional)')
    await expect(region).toHaveValue('')
    await region.fill('Vaud')
    await page.getByLabel('City (optional)').fill('Lausanne')
    await expectAccessible(page, `office form for Switzerland at ${width} px`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
