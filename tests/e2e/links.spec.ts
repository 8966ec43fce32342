import { expect, test } from '@playwright/test'
import { paths, routeHeadings } from '../../shared/routes'

// No dead links: every link on every public page has an address, and each of our own addresses opens a real
// page (not a 404, not the fallback to home, not a "not found" page). Links to other sites and mail or phone
// links are checked for their form only (this machine cannot reach other sites).

const publicPaths = [...new Set(routeHeadings.filter((r) => !r.guarded).map((r) => r.path))].filter(
  // The one route whose point is to say a profile is not available.
  (path) => path !== paths.profilePage(999999),
)
const notFound = /not found|not available/i

test('every link on every public page leads somewhere', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL!).origin
  const linkedFrom = new Map<string, string>()
  for (const path of publicPaths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // What a person sees as a link (widgets keep invisible anchors of their own inside their shadow roots).
    const links = await page
      .locator('a:visible')
      .evaluateAll((as) =>
        as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent?.trim() ?? '' })),
      )
    for (const { href, text } of links) {
      expect(href, `"${text}" on ${path} has no address`).toBeTruthy()
      expect(href, `"${text}" on ${path} points nowhere`).not.toMatch(/^(#|javascript:.*)$/i)
      if (href!.startsWith('#')) {
        expect(await page.locator(href!).count(), `${href} on ${path}`).toBeGreaterThan(0)
        continue
      }
      if (!linkedFrom.has(href!)) linkedFrom.set(href!, path)
    }
  }
  expect(linkedFrom.size).toBeGreaterThan(20)

  for (const [href, from] of linkedFrom) {
    const url = new URL(href, origin)
    const where = `${href} (linked from ${from})`
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') {
      expect(url.pathname, where).toMatch(/^[^\s]+$/)
      continue
    }
    expect(['http:', 'https:'], where).toContain(url.protocol)
    if (url.origin !== origin) continue
    const answer = await request.get(url.pathname + url.search)
    expect(answer.status(), where).toBeLessThan(400)
    if (!(answer.headers()['content-type'] ?? '').includes('text/html')) continue
    // A page of the app: it must open as itself, not fall back to home or say it was not found.
    await page.goto(url.pathname + url.search)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1, where).toBeVisible()
    expect(await h1.textContent(), where).not.toMatch(notFound)
    if (!['/', paths.home].includes(url.pathname))
      expect(new URL(page.url()).pathname, where).not.toBe(paths.home)
  }
})
