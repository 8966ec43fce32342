import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'

test('the nav button reads Register on /login and Login elsewhere', async ({ page }) => {
  await page.goto('/login')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0)
  await page.goto('/about')
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
})

test('the header takes its scrolled style after 50 px, not at 0', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/')
  const header = page.locator('header.site-header')
  await expect(header).not.toHaveClass(/is-scrolled/)
  await page.evaluate(() => window.scrollTo(0, 50))
  await page.waitForTimeout(100)
  await expect(header).not.toHaveClass(/is-scrolled/)
  await page.evaluate(() => window.scrollTo(0, 60))
  await expect(header).toHaveClass(/is-scrolled/)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).not.toHaveClass(/is-scrolled/)
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens and closes with its buttons and Escape, and focus returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.press('Enter')
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('following a menu link closes the menu and opens the page at its top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Story' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success Stories')
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('home and layout pass axe with the menu open and closed', async ({ page }) => {
    await page.goto('/')
    await expectAccessible(page, 'home at 375 px')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expectAccessible(page, 'open menu at 375 px')
  })
})

test('home and layout pass axe at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await expectAccessible(page, 'home at 1280 px')
})
