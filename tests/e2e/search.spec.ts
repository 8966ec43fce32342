import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { msg } from '../../shared/messages'
import { searchAgeOptions } from '../../shared/options'
import { expectAccessible } from '../support/a11y'
import { DEMO, loginAsMember } from '../support/session'

// Profiles taller than any sample profile (7'0", 6'11"), so this search finds exactly the test's own.
const year = new Date().getFullYear()
const base = {
  lastName: 'Secretsurname',
  email: 'hidden.person@example.com',
  mobile: '9123456780',
  education: 'MBA',
  occupation: 'Architect',
  rashi: 'tula',
  dosham: 'no',
  eating: 'vegetarian',
  smoking: 'no',
  drinking: 'no',
  family: 'joint',
  value: 'traditional',
  familyStatus: 'affluent',
  weight: 70,
  country: 'australia',
  state: 'Victoria',
  aboutMe: 'Tall and kind.',
  religion: 'buddhism',
  caste: 'Newar',
  gotra: 'None',
  expectation: 'Someone honest.',
  annualIncome: '20to50',
  maritalStatus: 'widowed',
  citizen: 'Australia',
  motherTongue: 'chinese',
  haveChildren: 'no',
  gender: 'male',
}
const people = [
  { ...base, firstName: 'Tenzin', dob: `${year - 33}-01-01`, age: 33, height: 84 },
  { ...base, firstName: 'Lobsang', dob: `${year - 36}-01-01`, age: 36, height: 83 },
  { ...base, firstName: 'Karma', dob: `${year - 50}-01-01`, age: 50, height: 84 },
  { ...base, firstName: 'Pema', dob: `${year - 34}-01-01`, age: 34, height: 84, gender: 'female' },
]

async function seed(request: APIRequestContext) {
  const login = await request.post('/api/user/login', { data: DEMO })
  const { token } = await login.json()
  for (const p of people) {
    const res = await request.post('/api/user/create-form', {
      data: p,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `search-e2e-${p.firstName}` },
    })
    expect(res.status()).toBe(201)
    // The candidate confirms with the code the office hands over: only then is the profile found.
    const { data } = await res.json()
    if (data.consentCode) {
      const consent = await request.post('/api/consent', { data: { code: data.consentCode, agree: true } })
      expect(consent.status()).toBe(200)
    }
  }
  // Lobsang joined two weeks ago (straight in the suite server's database).
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'))
  db.prepare(`update profiles set createdAt = ?, updatedAt = ? where firstName = 'Lobsang'`).run(
    new Date(Date.now() - 14 * 86_400_000).toISOString(),
    new Date(Date.now() - 14 * 86_400_000).toISOString(),
  )
  db.close()
}

test('the search form starts open: a visitor chooses a bride or a groom, and an untouched Search finds profiles', async ({
  page,
}) => {
  await page.goto('/search')
  await expect(page.getByLabel('Age from')).toHaveCount(0)
  await expect(page.getByText('Choose whom you are looking for to see the search criteria.')).toBeVisible()
  await expectAccessible(page, 'search: bride or groom first')
  await page.getByRole('radio', { name: 'A groom' }).check()
  await expect(page.getByLabel('Age from').locator('option')).toHaveCount(searchAgeOptions.length + 1)
  expect(searchAgeOptions.map((o) => o.value)).toHaveLength(50)
  // Every criterion starts open ("Doesn't matter"), so nothing is required before a first search.
  for (const label of ['Height', 'Marital status', 'Religion', 'Mother tongue', 'Country'])
    await expect(page.getByLabel(label).locator('option:checked')).toHaveText("Doesn't matter")
  await page.getByLabel('Age from').selectOption('40')
  await page.getByLabel('Age to').selectOption('30')
  await page.getByLabel('Religion').selectOption('')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText(msg.ageOrder)).toBeVisible()
  await expect(page.getByText(msg.religionRequired, { exact: true })).toBeVisible()
  await expectAccessible(page, 'search form with messages')
  await page.getByLabel('Religion').selectOption('any')
  await page.getByLabel('Age from').selectOption('22')
  await page.getByLabel('Age to').selectOption('71')
  const answer = page.waitForResponse((r) => r.url().includes('/api/profiles/search'))
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results')
  expect(new URL((await answer).url()).searchParams.get('gender')).toBe('male')
  await expect(page.getByRole('article').first()).toBeVisible()
})

/** Clicks an answer button and waits until the server has stored the answer. */
async function answered(page: Page, button: Locator) {
  const stored = page.waitForResponse(
    (r) => r.url().includes('/api/connections/reactions') && r.request().method() === 'POST',
  )
  await button.click()
  expect((await stored).ok()).toBe(true)
}

test('a search returns exactly the matching stored profiles, the refine panel narrows them, answers are remembered', async ({
  page,
  request,
  browser,
}) => {
  await seed(request)
  const responses: string[] = []
  page.on('response', async (r) => r.url().includes('/api/profiles/search') && responses.push(await r.text()))

  await page.goto('/search')
  await page.getByRole('radio', { name: 'A groom' }).check()
  await page.getByLabel('Age from').selectOption('30')
  await page.getByLabel('Age to').selectOption('40')
  await page.getByLabel('Height').selectOption(`6'11"`)
  await page.getByLabel('Marital status').selectOption('widowed')
  await page.getByLabel('Religion').selectOption('buddhism')
  await page.getByLabel('Mother tongue').selectOption('chinese')
  await page.getByLabel('Country').selectOption('australia')
  await page.getByRole('checkbox', { name: 'Public' }).check()
  await page.getByRole('button', { name: 'Search' }).click()

  await expect(page).toHaveURL(/\/search\/search-result\?/)
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(page.getByRole('status').filter({ hasText: 'match your search' })).toHaveText(
    '2 profiles match your search.',
  )
  await expect(cards.filter({ hasText: 'Tenzin' })).toContainText(`33 yrs, 7'0"`)
  await expect(cards.filter({ hasText: 'Tenzin' })).toContainText('Victoria, Australia')
  await expect(cards.filter({ hasText: 'Tenzin' })).toContainText('Created by: Matchmaking office')
  await expect(cards.filter({ hasText: 'Lobsang' })).toBeVisible()
  await expectAccessible(page, 'search results')

  // The results survive a reload (criteria in the URL).
  await page.reload()
  await expect(cards).toHaveCount(2)

  await page
    .getByRole('group', { name: 'Recently joined' })
    .getByRole('radio', { name: 'Within a week' })
    .check()
  await expect(cards).toHaveCount(1)
  await expect(cards).toContainText('Tenzin')
  await page.getByRole('group', { name: 'Recently joined' }).getByRole('radio', { name: 'Any time' }).check()
  await expect(cards).toHaveCount(2)

  // A visitor's shortlist needs an account: they live on the server, on every device.
  await cards.filter({ hasText: 'Tenzin' }).getByRole('button', { name: 'Shortlist', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Log in to keep profiles on your Shortlist')
  const resultsUrl = page.url()
  await loginAsMember(page)
  await page.goto(resultsUrl)
  await expect(cards).toHaveCount(2)
  // A card shows the answer at once; each answer is awaited on the server before the page is reloaded.
  await answered(
    page,
    cards.filter({ hasText: 'Tenzin' }).getByRole('button', { name: 'Shortlist', exact: true }),
  )
  await expect(
    cards.filter({ hasText: 'Tenzin' }).getByRole('button', { name: 'Shortlist', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await answered(page, cards.filter({ hasText: 'Lobsang' }).getByRole('button', { name: 'Not for me' }))
  await expect(cards).toHaveCount(1)
  await answered(page, page.getByRole('button', { name: 'Undo' }))
  await expect(cards).toHaveCount(2)
  await answered(page, cards.filter({ hasText: 'Lobsang' }).getByRole('button', { name: 'Not for me' }))
  await page.reload()
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('button', { name: 'Shortlist', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Remembered on another device: a fresh browser, the same member.
  const other = await browser.newContext()
  const second = await other.newPage()
  await loginAsMember(second)
  await second.goto(resultsUrl)
  await expect(second.getByRole('article')).toHaveCount(1)
  await expect(
    second.getByRole('article').getByRole('button', { name: 'Shortlist', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
  await other.close()

  for (const body of responses) {
    for (const secret of ['hidden.person@example.com', '9123456780', 'Secretsurname', `${year - 33}-01-01`])
      expect(body).not.toContain(secret)
  }
})

test('no match gives a clear empty state with a way back', async ({ page }) => {
  await page.goto(
    `/search/search-result?ageFrom=70&ageTo=71&height=${encodeURIComponent(`7'0"`)}&maritalStatus=married&religion=judaism&motherTongue=spanish&country=uk`,
  )
  await expect(page.getByText('No profiles match your search yet.')).toBeVisible()
  await page.getByRole('link', { name: 'Change your search' }).click()
  await expect(page).toHaveURL(/\/search$/)
})
