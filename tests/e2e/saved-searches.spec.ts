import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { inLetters, loggedIn, publishedMember } from '../support/members'
import type { PublishedMember } from '../support/members'

// "Save this search": a member saves a search from the results and finds it beside Matches, with the profiles
// new since they last opened it; opening it runs the search and marks it seen.

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
const city = `Savepur${inLetters(unique)}`

const member = (request: APIRequestContext, firstName: string, gender: 'male' | 'female', phone: string) =>
  publishedMember(request, {
    firstName,
    gender,
    phone,
    password: `teak-almirah-${phone.slice(-4)}`,
    unique,
    lastName: 'Pillai',
    born: { day: 1, month: 1, year: year - 30 },
    city,
    career: { education: 'B.Com.', occupation: 'Accountant', annualIncome: '5to10', familyStatus: 'middle' },
    aboutMe: 'Our family enjoys music and long walks by the river.',
    expectation: 'Someone warm who respects elders.',
  })

let man: PublishedMember

test.beforeAll(async ({ request }) => {
  man = await member(request, 'Suresh', 'male', '9840077701')
  await member(request, 'Vani', 'female', '9840077702')
})

test('a member saves a search from the results and sees it beside Matches, with what is new', async ({
  browser,
  request,
}) => {
  const page = await loggedIn(browser, man)
  await page.goto(`/search/search-result?gender=female&city=${city}`)
  await expect(page.getByRole('article')).toHaveCount(1)
  await page.getByRole('button', { name: 'Save this search' }).click()
  const name = page.getByLabel('Name of this search')
  await expect(name).toHaveValue('Female')
  await name.fill('')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Required')).toBeVisible()
  await name.fill(`Brides in ${city}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('This search is saved.')).toBeVisible()
  await expectAccessible(page, 'results with a saved search')

  await page.getByRole('link', { name: 'See your saved searches beside your matches' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matches for you')
  const saved = page.getByRole('complementary', { name: 'Your saved searches' })
  await expect(saved.getByRole('link', { name: `Brides in ${city}` })).toBeVisible()
  await expect(saved).toContainText('0 new profiles since your last visit')

  // A bride in that town joins: one new since the last visit.
  await member(request, 'Kala', 'female', '9840077703')
  await page.reload()
  await expect(saved).toContainText('1 new profile since your last visit')
  await expectAccessible(page, 'matches with saved searches')
  await page.setViewportSize({ width: 320, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await expectAccessible(page, 'matches with saved searches at 320 px')
  await page.setViewportSize({ width: 1280, height: 800 })

  // Opening it runs the search and marks it seen.
  await saved.getByRole('link', { name: `Brides in ${city}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results')
  await expect(page.getByRole('article')).toHaveCount(2)
  await page.goto('/matches')
  await expect(saved).toContainText('0 new profiles since your last visit')

  // And it can be deleted.
  await saved.getByRole('button', { name: `Delete the saved search “Brides in ${city}”` }).click()
  await expect(saved.getByText('No saved searches yet.', { exact: false })).toBeVisible()
  await page.context().close()
})
