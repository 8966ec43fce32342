import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { paths, routeHeadings } from '../../shared/routes'
import { expectAccessible } from '../support/a11y'
import { loginAsMember, loginAsStaff } from '../support/session'

// Issue 22: no screen scrolls sideways on a 320 px phone, in any of the three languages. Hindi and Tamil
// words are longer than English ones, so each screen is measured in all three.

const languages = ['en', 'hi', 'ta'] as const

/** What sticks out past the right edge of the viewport, named so that a failure says where to look. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const wide = document.documentElement.scrollWidth
    if (wide <= width) return null
    const found: { right: number; what: string }[] = []
    const name = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`
        : ''
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect()
      if (box.right <= width + 0.5 || box.width === 0) continue
      // Name the innermost elements only: their parents stick out because of them.
      if (Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 0.5)) continue
      found.push({
        right: box.right,
        what: `${name(el)} in ${name(el.parentElement)}: ${(el.textContent ?? '').trim().slice(0, 40)}`,
      })
    }
    // A long word can spill out of a box that itself fits: name the text that sticks out.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (box.width > 0 && box.right > width + 0.5)
        found.push({
          right: box.right,
          what: `text in ${name(node.parentElement)}: ${(node.textContent ?? '').trim().slice(0, 40)}`,
        })
    }
    // The widest first: the others are usually pushed out by it.
    const culprits = found
      .sort((x, y) => y.right - x.right)
      .slice(0, 6)
      .map((f) => `${f.what} (right edge ${Math.round(f.right)} px)`)
    return { width, wide, culprits }
  })
}

async function expectNoSidewaysScroll(page: Page, path: string, language: string) {
  await page.goto(path)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  // Lists and cards arrive after the heading: measure once the page has its data. (Member pages keep a live
  // connection open for new messages, so "network idle" never comes; a short pause lets the data land.)
  await page.waitForLoadState('load')
  await page.waitForTimeout(400)
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
  const found = await overflow(page)
  expect(found, `${path} in ${language} at 320 px scrolls sideways: ${JSON.stringify(found)}`).toBeNull()
  // axe at 320 px too (the route suite runs it at 1280 px): once, in English, for time.
  if (language === 'en') await expectAccessible(page, `${path} at 320 px`)
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const language of languages) {
    test(`every public route in ${language} fits without sideways scroll`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.addInitScript((l) => localStorage.setItem('language', l), language)
      const publicPaths = [
        ...routeHeadings.filter((r) => !r.guarded).map((r) => r.path),
        `${paths.searchResult}?religion=hinduism`,
      ]
      for (const path of publicPaths) await expectNoSidewaysScroll(page, path, language)
      // The registration wizard's first step is a dialog over the page.
      await page.goto(paths.register)
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await overflow(page), `registration dialog in ${language}`).toBeNull()
    })

    test(`the member's screens in ${language} fit without sideways scroll`, async ({ page }) => {
      test.setTimeout(120_000)
      await loginAsMember(page)
      const token = await page.evaluate(() => localStorage.getItem('authToken'))
      const mine = await page.request.get('/api/me/profile', {
        headers: { authorization: `Bearer ${token}` },
      })
      const { profile } = (await mine.json()) as { profile: { id: number } }
      await page.goto(`${paths.searchResult}?religion=hinduism`)
      const other = await page.locator('main a[href^="/profiles/"]').first().getAttribute('href')
      await page.evaluate((l) => localStorage.setItem('language', l), language)
      const memberPaths = [
        ...routeHeadings.filter((r) => r.guarded === 'member').map((r) => r.path),
        paths.profilePage(profile.id),
        other!,
        paths.biodata(profile.id),
      ]
      for (const path of memberPaths) await expectNoSidewaysScroll(page, path, language)
    })

    test(`the office's screens in ${language} fit without sideways scroll`, async ({ page }) => {
      test.setTimeout(120_000)
      await loginAsStaff(page)
      await page.evaluate((l) => localStorage.setItem('language', l), language)
      for (const path of routeHeadings.filter((r) => r.guarded === 'staff').map((r) => r.path))
        await expectNoSidewaysScroll(page, path, language)
    })
  }
})
