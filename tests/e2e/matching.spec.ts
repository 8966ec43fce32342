import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { DEMO, DEMO_MEMBER, loginAsMember } from '../support/session'

// Finding people: a home browse link, matches for you with their reasons, and guna milan on a profile page.

test('the home page’s browse link "Tamil" shows Tamil-speaking profiles only', async ({ page, request }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Tamil', exact: true }).click()
  await expect(page).toHaveURL(/\/search\/search-result\?motherTongue=tamil$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results')
  await expect(page.getByText(/\d+ profiles? match(es)? your search\./)).toBeVisible()
  const cards = page.getByRole('article')
  expect(await cards.count()).toBeGreaterThan(0)
  for (const card of await cards.all()) await expect(card).toContainText('Mother tongueTamil')
  // The same page from the API: every result speaks Tamil.
  const api = await (await request.get('/api/profiles/search?motherTongue=tamil')).json()
  expect(api.results.every((r: { motherTongue: string }) => r.motherTongue === 'tamil')).toBe(true)
  await expectAccessible(page, 'browse results')
})

test('a member sees matches for her with reasons, and a match’s guna milan breakdown', async ({
  page,
  request,
}) => {
  // Her own profile, as the API gives it to her.
  const login = await request.post('/api/user/login', { data: { ...DEMO_MEMBER, as: 'member' } })
  const memberToken = (await login.json()).token
  const own = (
    await (
      await request.get('/api/me/profile', { headers: { authorization: `Bearer ${memberToken}` } })
    ).json()
  ).profile.values
  const year = new Date().getFullYear()

  // The office registers a groom who fits her preferences, with his birth star; he confirms.
  const staff = (await (await request.post('/api/user/login', { data: DEMO })).json()).token
  const created = await request.post('/api/user/create-form', {
    headers: { authorization: `Bearer ${staff}` },
    data: {
      firstName: 'Vishnuvardhan',
      lastName: 'Kalyanaraman',
      dob: `${year - Number(own.age) - 3}-12-31`,
      age: Number(own.age) + 2,
      email: 'vishnu.groom@example.com',
      mobile: '9444012345',
      gender: 'male',
      education: 'M.Tech in Structural Engineering',
      occupation: 'Civil engineer',
      rashi: 'mithuna',
      nakshatra: 'ardra',
      pada: '3',
      dosham: 'no',
      eating: own.eating,
      smoking: 'no',
      drinking: 'no',
      family: 'joint',
      value: 'traditional',
      familyStatus: 'uppermiddle',
      height: 72,
      weight: 72,
      country: own.country,
      state: own.state,
      city: own.city,
      aboutMe: 'I design bridges and spend weekends with my nieces.',
      religion: own.religion,
      caste: own.caste,
      gotra: 'Vasishtha',
      expectation: 'A companion who enjoys simple things.',
      annualIncome: '20to50',
      maritalStatus: 'single',
      citizen: 'India',
      motherTongue: own.motherTongue,
      haveChildren: 'no',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { consentCode } = (await created.json()).data
  expect((await request.post('/api/consent', { data: { code: consentCode, agree: true } })).status()).toBe(
    200,
  )

  await loginAsMember(page)
  await page.getByRole('link', { name: 'See matches' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matches for you')
  await expect(page.getByLabel(/Mutual matches only/)).toBeChecked()
  const card = page.getByRole('article', { name: /Vishnuvardhan/ })
  await expect(card).toBeVisible()
  await expect(card.locator('.match-reason')).toHaveText(
    /^Both .+, both .+, ages fit both ways, he lives in .+ too/,
  )
  await expectAccessible(page, 'matches')

  await card.getByRole('link', { name: /Vishnuvardhan/ }).click()
  const matching = page.getByRole('region', { name: 'Horoscope matching' })
  await expect(matching).toBeVisible()
  // Guna milan and the ten poruthams sit side by side; her family's choice opens first.
  await matching.getByRole('tab', { name: 'Guna milan (Ashtakoot)' }).click()
  const guna = matching.getByRole('tabpanel', { name: 'Guna milan (Ashtakoot)' })
  await expect(guna.getByText(/^\d+(\.\d)? of 36 points/)).toBeVisible()
  await expect(guna.getByRole('row')).toHaveCount(9)
  for (const koota of ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'])
    await expect(guna.getByRole('rowheader', { name: koota, exact: true })).toBeVisible()
  // Each koota says in a sentence what it looks at.
  await expect(guna.getByText(/^Compares the constitution of the two birth stars/)).toBeVisible()
  await expect(matching.getByText(/Manglik \(not counted in the 36\)/)).toBeVisible()
  await expect(page.getByText('Kalyanaraman')).toHaveCount(0)
  await expectAccessible(page, 'profile page with guna milan')
})
