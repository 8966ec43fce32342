import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import type { InboxResponse, ShortlistResponse } from '../../shared/api-connections'
import { expectAccessible } from '../support/a11y'
import { inLetters, loggedIn, publishedMember } from '../support/members'
import type { PublishedMember } from '../support/members'

// One name per action: Send interest tells the other family (the API records an interest), Shortlist,
// Maybe later and Not for me only keep the profile on the member's own lists (a shortlist entry, no interest).

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
const city = `Cardpur${inLetters(unique)}`

const member = (request: APIRequestContext, firstName: string, gender: 'male' | 'female', phone: string) =>
  publishedMember(request, {
    firstName,
    gender,
    phone,
    password: `brass-lantern-${phone.slice(-4)}`,
    unique,
    lastName: 'Pillai',
    born: { day: 3, month: 4, year: year - 30 },
    city,
    career: { education: 'M.Sc.', occupation: 'Teacher', annualIncome: '5to10', familyStatus: 'middle' },
    aboutMe: 'We keep a small garden and read in the evenings.',
    expectation: 'Someone patient who values family.',
  })

async function lists(request: APIRequestContext, who: PublishedMember) {
  const headers = { Authorization: `Bearer ${who.token}` }
  const shortlist = (await (
    await request.get('/api/connections/shortlist', { headers })
  ).json()) as ShortlistResponse
  const inbox = (await (await request.get('/api/connections/inbox', { headers })).json()) as InboxResponse
  return {
    shortlisted: shortlist.items.map((i) => [i.profile.firstName, i.kind]),
    sent: inbox.sent.map((i) => i.profile.firstName),
  }
}

let anjali: PublishedMember
let bala: PublishedMember

test.beforeAll(async ({ request }) => {
  anjali = await member(request, 'Anjali', 'female', '9840044441')
  bala = await member(request, 'Bala', 'male', '9840044442')
  await member(request, 'Charan', 'male', '9840044443')
})

const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name })

test('Shortlist keeps a profile on the member’s list; Send interest sends an interest; nothing else does', async ({
  browser,
  request,
}) => {
  // Three pages, each checked with axe: longer than one page's test.
  test.setTimeout(120_000)
  const page = await loggedIn(browser, anjali)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/search/search-result?gender=male&city=${city}`)
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('button', { name: /interested/i })).toHaveCount(0)

  const shortlisting = page.waitForResponse((r) => r.url().includes('/api/connections/reactions'))
  await card(page, 'Bala').getByRole('button', { name: 'Shortlist', exact: true }).click()
  expect((await shortlisting).status()).toBe(200)
  await expect(card(page, 'Bala').getByRole('button', { name: 'Shortlist', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await lists(request, anjali)).toEqual({ shortlisted: [['Bala', 'yes']], sent: [] })

  await card(page, 'Charan').getByRole('button', { name: 'Send interest' }).click()
  await expect(card(page, 'Charan').getByRole('status')).toHaveText(
    'Your interest was sent to Charan. You will see the answer in your Inbox.',
  )
  await expect(card(page, 'Charan').getByRole('button', { name: 'Interest sent' })).toBeDisabled()
  expect(await lists(request, anjali)).toEqual({ shortlisted: [['Bala', 'yes']], sent: ['Charan'] })
  await expectAccessible(page, 'result cards at 1280 px')
  await page.setViewportSize({ width: 320, height: 800 })
  await expectAccessible(page, 'result cards at 320 px')

  // The profile page names its actions the same way.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/profiles/${bala.id}`)
  const actions = page.getByRole('region', { name: 'Connect with Bala' })
  await expect(actions.getByRole('button', { name: 'Send interest' })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Shortlist', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await actions.getByRole('button', { name: 'Maybe later' }).click()
  await expect(actions.getByRole('status')).toContainText(
    'Kept under “Maybe later” on your Shortlist page. The family is not told',
  )
  await expect(actions.getByRole('button', { name: /interested/i })).toHaveCount(0)
  expect(await lists(request, anjali)).toEqual({ shortlisted: [['Bala', 'maybe']], sent: ['Charan'] })

  // The Shortlist page's lists carry the same names.
  await page.goto('/shortlist')
  await expect(page.getByRole('region', { name: 'Shortlisted (0)' })).toBeVisible()
  const later = page.getByRole('region', { name: 'Maybe later (1)' })
  await expect(later.getByRole('link', { name: /Bala/ })).toBeVisible()
  await later.getByRole('button', { name: 'Not for me' }).click()
  await expect(page.getByRole('status')).toHaveText('Bala moved to Not for me.')
  await expect(page.getByRole('region', { name: 'Not for me (1)' })).toBeVisible()
  await expectAccessible(page, 'shortlist page')
  expect(await lists(request, anjali)).toEqual({ shortlisted: [['Bala', 'no']], sent: ['Charan'] })
  await page.context().close()
})

test('result cards lead with a large photo: side by side on a desktop, one full-width on a phone', async ({
  browser,
  request,
}) => {
  // Bala was marked Not for me above: shown again.
  const undo = await request.post('/api/connections/reactions', {
    headers: { authorization: `Bearer ${anjali.token}` },
    data: { profileId: bala.id, kind: null },
  })
  expect(undo.status(), await undo.text()).toBe(200)
  const page = await loggedIn(browser, anjali)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/search/search-result?gender=male&city=${city}`)
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(2)
  const photos = cards.locator('.card-photo')
  const wide = await Promise.all([0, 1].map(async (i) => (await photos.nth(i).boundingBox())!))
  for (const box of wide) expect(box.width).toBeGreaterThanOrEqual(160)
  // Same row on a desktop, with the card's actions under the photo.
  expect(wide[0].y).toBe(wide[1].y)
  for (const i of [0, 1]) {
    await expect(cards.nth(i).getByRole('button', { name: 'Send interest' })).toBeVisible()
    await expect(cards.nth(i).getByRole('button', { name: 'Shortlist', exact: true })).toBeVisible()
  }
  await page.setViewportSize({ width: 375, height: 800 })
  const narrow = await Promise.all([0, 1].map(async (i) => (await cards.nth(i).boundingBox())!))
  expect(narrow[1].y).toBeGreaterThan(narrow[0].y)
  for (const box of narrow) expect(box.width).toBeGreaterThan(300)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.context().close()
})
