import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { loginAsMember, loginAsStaff } from '../support/session'

// Logged in, the header leads to the places a family (or an office) uses every day; the marketing pages
// move to the footer.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const memberPlaces: [string, string][] = [
  ['Matches', 'Matches for you'],
  ['Search', 'Partner Search'],
  ['Inbox', 'Inbox'],
  ['Shortlist', 'Shortlist'],
  ['My profile', 'My profile'],
]
const marketing = ['Services', 'About', 'Our Story']

test('a member’s header leads to Matches, Search, Inbox, Shortlist and My profile; the footer keeps the rest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAsMember(page)
  for (const [link, h1] of memberPlaces) {
    await nav(page).getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(nav(page).getByRole('link', { name: link, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  }
  for (const name of marketing) await expect(nav(page).getByRole('link', { name })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  const footer = page.getByRole('contentinfo')
  for (const name of ['Services', 'About', 'Success Stories'])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  await expectAccessible(page, 'member header at 1280 px')
  // A narrower desktop still holds every place on one line, without sideways scrolling.
  await page.setViewportSize({ width: 800, height: 800 })
  for (const [link] of memberPlaces)
    await expect(nav(page).getByRole('link', { name: link, exact: true })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800)
  expect((await page.locator('header.site-header').boundingBox())!.height).toBeLessThan(100)
  await page.setViewportSize({ width: 1280, height: 800 })
  // Settings, who viewed the profile and Logout wait in the account menu.
  await page.getByRole('button', { name: /Account menu, logged in as/ }).click()
  await expect(page.getByRole('link', { name: 'Who viewed my profile' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
})

test('on a phone the member’s places are in the menu, and following one closes it', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await loginAsMember(page)
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(nav(page).getByRole('link', { name: 'Matches' })).toBeHidden()
  await toggle.click()
  for (const [link] of memberPlaces)
    await expect(nav(page).getByRole('link', { name: link, exact: true })).toBeVisible()
  await expectAccessible(page, 'member menu at 320 px')
  await nav(page).getByRole('link', { name: 'Shortlist' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shortlist')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})

test('staff see Dashboard, Register a family and their queues, not a member’s places', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAsStaff(page)
  const places: [string, string | RegExp][] = [
    ['Dashboard', 'Dashboard'],
    ['Register a family', 'MATRIMONIAL REGISTRATION FORM'],
    ['Reports to review', 'Reports to review'],
    ['Photos to review', 'Photos to review'],
  ]
  for (const [link, h1] of places) {
    await nav(page).getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  }
  for (const name of [...marketing, 'Matches', 'My profile'])
    await expect(nav(page).getByRole('link', { name, exact: true })).toHaveCount(0)
  await expectAccessible(page, 'staff header at 1280 px')
  await page.setViewportSize({ width: 320, height: 700 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(nav(page).getByRole('link', { name: 'Register a family' })).toBeVisible()
  await expectAccessible(page, 'staff menu at 320 px')
})
