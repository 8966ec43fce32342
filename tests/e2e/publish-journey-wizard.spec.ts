import { expect, test } from '@playwright/test'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { answer, atStep, h1, next, ownProfile, register, STEPS, unique } from '../support/publish-journey'

// The profile wizard on a desktop (1280 px): a Muslim family is never asked for a gotra and publishes without
// one; Back keeps what was typed and the focus follows each step's heading; a family that leaves comes back
// where it stopped, from the server's profile even on another device (no draft in this browser).

test.use({ viewport: { width: 1280, height: 900 } })

test('a Muslim family publishes without a gotra; Back, focus and resuming work', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `zainab.${unique()}@example.com`
  await register(page, {
    relation: 'Myself',
    gender: 'Female',
    firstName: 'Zainab',
    religion: 'Muslim',
    community: 'Sunni',
    email,
  })

  await atStep(page, 1, 'Basic details')
  await expect(page.getByLabel('Gotra (optional)')).toHaveCount(0)
  // The progress, for eyes and for screen readers (the heading says which step of how many).
  await expect(page.locator('.progress li.done')).toHaveCount(1)
  await page.getByLabel('Height').selectOption({ label: `5'2"` })
  await page.getByLabel('Mother tongue').selectOption({ label: 'Urdu' })
  await next(page)

  // Nothing typed is lost on the way back, and the focus is on the step's heading each time.
  await atStep(page, 2, 'Location and citizenship')
  await answer(page, 'State', 'Telangana')
  await page.getByRole('button', { name: 'Back' }).click()
  await atStep(page, 1, 'Basic details', false)
  await expect(h1(page)).toBeFocused()
  await expect(page.getByLabel('Height')).toHaveValue('62')
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await next(page)
  await atStep(page, 2, 'Location and citizenship', false)
  await expect(page.getByLabel('State', { exact: true })).not.toHaveValue('')
  await next(page)

  // A required field left empty: the message beside it, and the step stays.
  await atStep(page, 3, 'Education and career')
  await page.getByLabel('Education').fill('M.Sc Chemistry')
  await next(page)
  await expect(page.getByText(msg.fieldRequired('Occupation'))).toBeVisible()
  await expect(h1(page)).toHaveText(`Step 3 of ${STEPS}: Education and career`)
  await page.getByLabel('Profession').fill('Pharmacist')
  await page.getByLabel('Annual income').selectOption({ label: '5 to 10 lakh' })
  await next(page)
  await atStep(page, 4, 'Family and lifestyle')

  // She leaves; on another device (no draft here) the wizard starts where the server's profile stopped.
  await page.evaluate(() => localStorage.removeItem('draft:profile-wizard'))
  await page.reload()
  await expect(h1(page)).toHaveText(`Step 4 of ${STEPS}: Family and lifestyle`)
  await page.getByLabel('Family type').selectOption({ label: 'Nuclear' })
  await page.getByLabel('Family values').selectOption({ label: 'Traditional' })
  await page.getByLabel('Family status').selectOption({ label: 'Upper middle class' })
  await page.getByLabel('Diet').selectOption({ label: 'Non-vegetarian' })
  await next(page)
  await atStep(page, 5, 'In your own words')
  await page.getByLabel('About me').fill('I run a pharmacy with my father and love calligraphy.')
  await page.getByLabel('What we are looking for').fill('Someone honest and caring.')
  await next(page)
  await atStep(page, 6, 'Add a photo')
  await next(page)
  await atStep(page, 7, 'Publish the profile')
  // Publishing needs her own tick.
  await page.getByRole('button', { name: 'Publish my profile' }).click()
  await expect(page.getByText(msg.consentRequired)).toBeVisible()
  await page.getByLabel('I agree and want to publish my profile').check()
  await page.getByRole('button', { name: 'Publish my profile' }).click()
  await expect(h1(page)).toHaveText('Your profile is published')
  await expect(h1(page)).toBeFocused()
  await expectAccessible(page, 'wizard finish at 1280 px')

  const profile = await ownProfile(page)
  expect(profile.status).toBe('published')
  expect(profile.values.religion).toBe('islam')
  expect(profile.values.gotra ?? null).toBeNull()

  // Opened again, the wizard shows where things stand rather than a form.
  await page.reload()
  await expect(h1(page)).toHaveText('Your profile is published')
  await page.getByRole('link', { name: 'Go to My profile' }).click()
  await expect(page.getByRole('heading', { name: 'Status: Published' })).toBeVisible()
})
