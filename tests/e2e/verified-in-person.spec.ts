import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { DEMO, loginAsMember, loginAsStaff } from '../support/session'

// Verified in person: office staff record the identity document they checked on the profile page; another
// member then finds the badge on the search card and on the profile page, and it goes once the name changes.

async function staffAuth(request: APIRequestContext) {
  const login = await request.post('/api/user/login', { data: DEMO })
  expect(login.status()).toBe(200)
  return { authorization: `Bearer ${(await login.json()).token}` }
}

/** A published profile of the demo office, not verified (a rerun revokes the last run's verification). */
async function officeProfile(request: APIRequestContext, auth: { authorization: string }) {
  const { profiles } = (await (await request.get('/api/connections/acting', { headers: auth })).json()) as {
    profiles: { id: number; firstName: string }[]
  }
  const [profile] = profiles
  expect(profile).toBeDefined()
  await request.post(`/api/profiles/${profile.id}/verification/revoke`, { headers: auth, data: {} })
  return profile
}

test('staff verify a profile in person; another member sees the badge until the name changes', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const auth = await staffAuth(request)
  const profile = await officeProfile(request, auth)
  const monthYear = new Date().toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const badge = `Verified in person at Head office, ${monthYear}`

  await loginAsStaff(page)
  await page.goto(`/profiles/${profile.id}`)
  const panel = page.getByRole('region', { name: 'Verified in person' })
  // Bad input: the message beside the field, and nothing typed is lost.
  await panel.getByLabel('Document checked').selectOption('Passport')
  await panel.getByLabel('Last four characters of its number').fill('12-4')
  await panel.getByRole('button', { name: 'Mark as verified in person' }).click()
  await expect(panel.getByText('Enter only the last four letters or digits')).toBeVisible()
  await expect(panel.getByLabel('Document checked')).toHaveValue('passport')
  await expectAccessible(page, 'the verification form with an error')
  await panel.getByLabel('Last four characters of its number').fill('k91z')
  await panel.getByRole('button', { name: 'Mark as verified in person' }).click()
  await expect(panel).toContainText(/Passport ending in K91Z, checked at the office on .+ by /)
  await expect(page.getByText(badge)).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Revoke the verification' })).toBeVisible()
  await expectAccessible(page, 'a verified profile, as its office sees it')

  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await loginAsMember(member)
  await member.goto('/search/search-result?verified=1')
  const card = member.getByRole('article', { name: new RegExp(`^${profile.firstName}, `) })
  await expect(card.getByText(badge)).toBeVisible()
  await expectAccessible(member, 'search results limited to verified profiles')
  // Matches too can be limited to verified profiles: every card then carries the badge.
  await member.goto('/matches')
  const asked = member.waitForRequest((r) => /\/api\/matches\?.*verified=1/.test(r.url()))
  await member.getByLabel('Verified in person only').check()
  await asked
  await expect(member.getByRole('status')).not.toHaveText(/Finding/)
  for (const match of await member.getByRole('article').all())
    await expect(match.getByText(/^Verified in person at /)).toBeVisible()
  await expectAccessible(member, 'matches limited to verified profiles')
  await member.goto(`/profiles/${profile.id}`)
  await expect(member.getByText(badge)).toBeVisible()
  // The document is for the office and the profile's managers only.
  await expect(member.getByText('K91Z')).toHaveCount(0)
  await expect(member.getByRole('region', { name: 'Verified in person' })).toHaveCount(0)
  await expectAccessible(member, 'a verified profile, as another member sees it')

  // Both widths: nothing sideways.
  for (const width of [375, 1280]) {
    await member.setViewportSize({ width, height: 800 })
    await expect(member.getByText(badge)).toBeVisible()
    expect(await member.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  }

  // A new first name is not what the office checked: the badge goes, everywhere.
  const renamed = await request.patch(`/api/profiles/${profile.id}`, {
    headers: auth,
    data: { firstName: `${profile.firstName}a` },
  })
  expect(renamed.status()).toBe(200)
  await member.reload()
  await expect(member.getByRole('heading', { level: 1 })).toContainText(`${profile.firstName}a`)
  await expect(member.getByText(/Verified in person at/)).toHaveCount(0)
  await member.goto('/search/search-result?verified=1')
  await expect(member.getByRole('article', { name: new RegExp(`^${profile.firstName}a?, `) })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Mark as verified in person' })).toBeVisible()

  // Put the name back for the other specs.
  await request.patch(`/api/profiles/${profile.id}`, {
    headers: auth,
    data: { firstName: profile.firstName },
  })
  await memberContext.close()
})
