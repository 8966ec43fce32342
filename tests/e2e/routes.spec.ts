import { expect, test } from '@playwright/test'
import { paths, routeHeadings } from '../../shared/routes'
import { holdChunk } from '../support/chunks'

test.describe('route table', () => {
  for (const route of routeHeadings.filter((r) => !r.guarded)) {
    test(`${route.path} answers 200 and shows its heading`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(route.h1)
    })
  }

  // A slow line: the page's heading and lead show while the form's code is still on its way.
  for (const { path, source, lead, field } of [
    {
      path: paths.search,
      source: 'src/features/search/search-screen.tsx',
      lead: 'Tell us who you are looking for.',
      // A visitor first chooses whom they are looking for (the criteria follow the choice).
      field: 'A bride',
    },
    {
      path: paths.register,
      source: 'src/features/register/register-screen.tsx',
      lead: 'Register free in four short steps.',
      field: 'This profile is for',
    },
  ]) {
    test(`${path} shows its heading and lead before its form arrives`, async ({ page }) => {
      const release = await holdChunk(page, source)
      await page.goto(path)
      await expect(page.locator('h1')).toHaveText(routeHeadings.find((r) => r.path === path)!.h1)
      await expect(page.getByText(lead)).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
      await expect(page.getByLabel(field)).toHaveCount(0)
      release()
      await expect(page.getByLabel(field)).toBeVisible()
      await expect(page.locator('h1')).toHaveCount(1)
    })
  }

  test('office routes redirect to the matrimonial login without a token', async ({ page }) => {
    for (const route of routeHeadings.filter((r) => r.guarded === 'staff')) {
      await page.goto(route.path)
      await expect(page).toHaveURL(/\/matrimonial-login$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Matrimony Login')
    }
  })

  test('member routes redirect to the member login without a token', async ({ page }) => {
    for (const route of routeHeadings.filter((r) => r.guarded === 'member')) {
      await page.goto(route.path)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Welcome back! Enter your email id to login.',
      )
    }
  })

  test('an unknown path lands on /home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trusted Matrimony & Matchmaking Service',
    )
  })

  test('search results without criteria go back to the search form', async ({ page }) => {
    await page.goto('/search/search-result')
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Search')
  })

  test('a deep link survives a reload', async ({ page }) => {
    await page.goto('/story/3')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Priya & Daniel')
  })

  test('the logo goes home and nav links open their pages', async ({ page }) => {
    await page.goto('/terms')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it Works')
    await page.getByRole('link', { name: 'Matrimony home' }).first().click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('footer links work from nested routes', async ({ page }) => {
    await page.goto('/open-roles/2')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partner Search' }).click()
    await expect(page).toHaveURL(/\/search$/)
  })
})
