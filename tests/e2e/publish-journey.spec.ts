import { expect, test } from '@playwright/test'
import { countActions } from '../support/action-count'
import { expectAccessible } from '../support/a11y'
import {
  atStep,
  fillSections,
  h1,
  next,
  ownProfile,
  photo,
  register,
  STEPS,
  unique,
} from '../support/publish-journey'

// From the home page to a published profile (or to the candidate's consent) on a 375 px phone, through the
// registration, the set-password page and the profile wizard, counting what the family taps and types
// (tests/support/action-count.ts counts inside the page, whatever the test calls). Over the budget, it fails.

const BUDGET = { tapsAndSelections: 30, typed: 16 }

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('a member registering themselves goes from the home page to published within the budget', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const count = await countActions(page)
    const email = `arjun.${unique()}@example.com`
    await register(
      page,
      { relation: 'Myself', gender: 'Male', firstName: 'Arjun', religion: 'Hindu', community: 'Iyer', email },
      count.addTap,
    )
    await fillSections(page, { state: 'Karnataka', tongue: 'Kannada' })
    await atStep(page, 6, 'Add a photo')
    await page
      .getByRole('region', { name: 'Photos' })
      .getByLabel('Add a photo')
      .setInputFiles(await photo())
    await expect(page.getByText('Photo added. It shows on your profile')).toBeVisible({ timeout: 20_000 })
    await next(page)
    await atStep(page, 7, 'Publish the profile')
    await page.getByLabel('I agree and want to publish my profile').check()
    await page.getByRole('button', { name: 'Publish my profile' }).click()

    await expect(h1(page)).toHaveText('Your profile is published')
    await expect(h1(page)).toBeFocused()
    await expect(page.getByText(/Families now find it in search and among their matches/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'See matches' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to My profile' })).toBeVisible()
    await expect(page.getByRole('button', { name: /registration/i })).toHaveCount(0)
    await expectAccessible(page, 'wizard finish at 375 px')
    expect((await ownProfile(page)).status).toBe('published')

    const used = await count.read()
    console.log(`Self registration to published: ${JSON.stringify(used)}`)
    // The counter saw the journey: at least the registration's and the password's typing, and a tap per step.
    expect(used.typed).toBeGreaterThanOrEqual(10)
    expect(used.taps).toBeGreaterThanOrEqual(STEPS + 4)
    expect(used.taps + used.selections, 'taps and selections').toBeLessThanOrEqual(BUDGET.tapsAndSelections)
    expect(used.typed, 'typed fields').toBeLessThanOrEqual(BUDGET.typed)
  })

  test('a parent registering a daughter goes to Ask for consent within the same budget', async ({ page }) => {
    test.setTimeout(120_000)
    const count = await countActions(page)
    const email = `lakshmi.${unique()}@example.com`
    // No gender to choose: a daughter is a woman.
    await register(
      page,
      { relation: 'My Daughter', firstName: 'Priya', religion: 'Hindu', community: 'Iyer', email },
      count.addTap,
    )
    await fillSections(page, { state: 'Tamil Nadu', tongue: 'Tamil' })
    // A photo is not needed to publish: the family goes on without one.
    await atStep(page, 6, 'Add a photo')
    await next(page)
    await atStep(page, 7, "Ask for Priya's consent")
    await expect(page.getByText('Priya must agree before the profile is shown.')).toBeVisible()
    const before = await count.read()
    // The hand-over: the daughter's own address, for her consent link.
    const daughter = `priya.${unique()}@example.com`
    await page.getByLabel("Priya's e-mail (optional)").fill(daughter)
    await page.getByRole('button', { name: 'Ask for consent' }).click()

    await expect(h1(page)).toHaveText("Waiting for Priya's consent")
    await expect(h1(page)).toBeFocused()
    await expect(page.getByText(`We sent Priya a link at ${daughter}.`)).toBeVisible()
    await expect(page.getByTestId('consent-code').or(page.locator('strong.code'))).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Go to My profile' })).toBeVisible()
    await expectAccessible(page, 'wizard waiting for consent at 375 px')
    expect((await ownProfile(page)).status).toBe('pending_consent')

    const used = await count.read()
    console.log(
      `Parent for a daughter to Ask for consent: ${JSON.stringify(used)} (before it: ${JSON.stringify(before)})`,
    )
    expect(before.taps + before.selections, 'taps and selections').toBeLessThanOrEqual(
      BUDGET.tapsAndSelections,
    )
    expect(before.typed, 'typed fields').toBeLessThanOrEqual(BUDGET.typed)
    // The hand-over adds one field and one tap.
    expect(used.typed - before.typed).toBe(1)
    expect(used.taps + used.selections - before.taps - before.selections).toBe(1)
  })
})
