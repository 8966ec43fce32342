import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { paths } from '../../shared/routes'
import { expectAccessible } from '../support/a11y'
import { loginAsStaff } from '../support/session'

// Issue 21, a dashboard for an office with thousands of families: it finds a profile by name or profile id and
// filters by status, usable on a phone (375 px) and a kiosk (1280 px).

test.describe.configure({ timeout: 90_000 })

/** A valid create-form body, as the office form sends it. */
const profileBody = (names: { firstName: string; lastName: string }) => ({
  ...names,
  dob: `${new Date().getFullYear() - 30}-01-01`,
  age: 30,
  mobile: '9876543210',
  gender: 'female',
  education: 'M.Sc',
  occupation: 'Scientist',
  eating: 'vegetarian',
  smoking: 'no',
  drinking: 'no',
  family: 'nuclear',
  value: 'moderate',
  familyStatus: 'uppermiddle',
  height: 64,
  country: 'canada',
  state: 'Ontario',
  aboutMe: 'Enjoys music and long walks.',
  religion: 'hinduism',
  caste: 'Iyer',
  expectation: 'A kind partner.',
  annualIncome: '10to20',
  maritalStatus: 'single',
  citizen: 'Canada',
  motherTongue: 'english',
  haveChildren: 'no',
})

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'))

for (const width of [375, 1280]) {
  test(`the dashboard finds a profile by name and filters by status at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await loginAsStaff(page)
    const headers = { authorization: `Bearer ${await tokenOf(page)}` }
    const first = `Tamarai${width}`
    const created = await page.request.post('/api/user/create-form', {
      headers,
      data: profileBody({ firstName: first, lastName: 'Selvan' }),
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).data.id as number
    const number = `MT${String(id).padStart(6, '0')}`

    await page.goto(paths.dashboard)
    const search = page.getByRole('search', { name: 'Find a profile' })
    await search.getByLabel('Name or profile id').fill(first.toLowerCase())
    await search.getByRole('button', { name: 'Search' }).click()
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') })
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(`${first} Selvan`)
    await expect(rows.first()).toContainText(number)
    await expect(page.getByText('1 profile found, page 1')).toBeVisible()
    // The search stays in the address: a reload keeps it.
    await expect(page).toHaveURL(new RegExp(`q=${first.toLowerCase()}`))
    await page.reload()
    await expect(rows).toHaveCount(1)

    // Waiting for consent: it is there; published: it is not.
    const status = page.getByLabel('Status', { exact: true })
    await status.selectOption({ label: "Waiting for the candidate's consent" })
    await expect(rows).toHaveCount(1)
    await status.selectOption({ label: 'Published' })
    await expect(page.getByText('No profile fits this search.', { exact: false })).toBeVisible()
    await expect(rows).toHaveCount(0)

    // By profile id, every status.
    await status.selectOption({ label: 'Every status' })
    await search.getByLabel('Name or profile id').fill(number)
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(rows).toHaveCount(1)
    await rows
      .first()
      .getByRole('link', { name: `${first} Selvan` })
      .focus()
    await expectAccessible(page, `dashboard at ${width} px`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test('the dashboard pages by key and sorts by last change', async ({ page }) => {
  await loginAsStaff(page)
  const headers = { authorization: `Bearer ${await tokenOf(page)}` }
  for (let i = 0; i < 11; i++)
    await page.request.post('/api/user/create-form', {
      headers,
      data: profileBody({ firstName: `Pagewise${i}`, lastName: 'Kumar' }),
    })
  await page.goto(`${paths.dashboard}?q=pagewise`)
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') })
  await expect(rows).toHaveCount(10)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('11 profiles found, page 2')).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Pagewise0 Kumar')
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(rows.first()).toContainText('Pagewise10 Kumar')
  await page.getByLabel('Order').selectOption({ label: 'Last changed first' })
  await expect(page.getByRole('columnheader', { name: 'Last changed' })).toBeVisible()
  await expect(page).toHaveURL(/sort=changed/)
})
