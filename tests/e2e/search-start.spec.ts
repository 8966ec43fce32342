import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { inLetters, loggedIn, publishedMember } from '../support/members'
import type { PublishedMember } from '../support/members'

// A member's Partner Search opens filled in from their partner preferences, with the other gender fixed: an
// untouched Search shows results straight away, and they answer those preferences.

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
const city = `Startpur${inLetters(unique)}`

const member = (
  request: APIRequestContext,
  firstName: string,
  gender: 'male' | 'female',
  phone: string,
  age: number,
) =>
  publishedMember(request, {
    firstName,
    gender,
    phone,
    password: `teak-almirah-${phone.slice(-4)}`,
    unique,
    lastName: 'Nair',
    born: { day: 1, month: 1, year: year - age - 1 },
    city,
    career: { education: 'B.Com.', occupation: 'Accountant', annualIncome: '5to10', familyStatus: 'middle' },
    aboutMe: 'Our family enjoys music and long walks by the river.',
    expectation: 'Someone warm who respects elders.',
  })

let man: PublishedMember

test.beforeAll(async ({ request }) => {
  man = await member(request, 'Mohan', 'male', '9840055551', 32)
  await member(request, 'Meera', 'female', '9840055552', 29)
  await member(request, 'Latha', 'female', '9840055553', 44)
  await member(request, 'Kumar', 'male', '9840055554', 30)
  const saved = await request.put(`/api/profiles/${man.id}/preferences`, {
    headers: { authorization: `Bearer ${man.token}` },
    data: {
      ageMin: 25,
      ageMax: 35,
      heightMin: 58,
      heightMax: 72,
      maritalStatuses: [],
      religions: ['hinduism'],
      communities: [],
      motherTongues: [],
      countries: [],
      educationLevels: [],
      diets: [],
      manglik: 'any',
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
})

test('a man’s untouched Partner Search shows women, filtered by his partner preferences', async ({
  browser,
}) => {
  const page = await loggedIn(browser, man)
  await page.goto('/search')
  await expect(page.getByText('Showing brides’ profiles.')).toBeVisible()
  await expect(page.getByLabel('Gender')).toHaveCount(0)
  await expect(page.getByLabel('Age from')).toHaveValue('25')
  await expect(page.getByLabel('Age to')).toHaveValue('35')
  await expect(page.getByLabel('Religion')).toHaveValue('hinduism')
  await expect(page.getByLabel('Height')).toHaveValue(`4'10"`)
  await expect(page.getByLabel('Country')).toHaveValue('any')
  await expectAccessible(page, 'member search form')

  const answer = page.waitForResponse((r) => r.url().includes('/api/profiles/search'))
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results')
  const query = new URL((await answer).url()).searchParams
  expect(
    Object.fromEntries(['gender', 'ageFrom', 'ageTo', 'religion'].map((k) => [k, query.get(k)])),
  ).toEqual({
    gender: 'female',
    ageFrom: '25',
    ageTo: '35',
    religion: 'hinduism',
  })
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  for (const text of await cards.allTextContents()) {
    const age = Number(/(\d+) yrs/.exec(text)?.[1])
    expect(age).toBeGreaterThanOrEqual(25)
    expect(age).toBeLessThanOrEqual(35)
  }

  // Narrowed to this run's town: only the woman his preferences allow (not the older one, not a man).
  await page.getByRole('link', { name: 'Change search criteria' }).click()
  await expect(page.getByLabel('Religion')).toHaveValue('hinduism')
  await page.getByLabel('City').fill(city)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(cards).toHaveCount(1)
  await expect(cards).toContainText('Meera')
  await page.context().close()
})
