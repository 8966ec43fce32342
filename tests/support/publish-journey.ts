import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { msg } from '../../shared/messages'
import { expectAccessible } from './a11y'
import { linkMailedAfter, mailedLinks, suiteLog } from './server'

// The publish journey's steps as a family takes them: registration from the home page, the set-password
// page, and the profile wizard's sections (tests/e2e/publish-journey*.spec.ts).

export const STEPS = 7
export const year = new Date().getFullYear()
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`
export const mobile = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
export const dialog = (page: Page) => page.getByRole('dialog')
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

export interface Family {
  relation: string
  gender?: 'Male' | 'Female'
  firstName: string
  religion: string
  community: string
  email: string
}

/** The home page's Register, the four popups, then the set-password link as the family opens it. */
export async function register(page: Page, who: Family, onLink?: () => Promise<void>) {
  await page.goto('/')
  await page.getByRole('link', { name: 'Register free' }).first().click()
  await dialog(page).getByLabel('This profile is for').selectOption({ label: who.relation })
  if (who.gender) await dialog(page).getByRole('radio', { name: who.gender, exact: true }).check()
  await dialog(page).getByRole('button', { name: 'Next' }).click()
  await dialog(page).getByLabel('First name').fill(who.firstName)
  await dialog(page).getByLabel('Last name').fill('Raman')
  await dialog(page).getByLabel('Day').fill('9')
  await dialog(page).getByLabel('Month').fill('3')
  await dialog(page)
    .getByLabel('Year')
    .fill(String(year - 27))
  await dialog(page).getByRole('button', { name: 'Next' }).click()
  await dialog(page).getByLabel('Religion').selectOption({ label: who.religion })
  await dialog(page).getByLabel('Community').fill(who.community)
  await dialog(page).getByLabel('Living in').selectOption({ label: 'India' })
  await dialog(page).getByRole('button', { name: 'Next' }).click()
  await dialog(page).getByLabel('Email').fill(who.email)
  await dialog(page).getByLabel('Phone').fill(mobile())
  const seen = mailedLinks(suiteLog()).length
  await dialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(msg.verificationSent)
  // What happens next, and no button that would start a second registration.
  await expect(page.getByText(`We sent a link to ${who.email}.`)).toBeVisible()
  await expect(page.getByRole('button', { name: /registration/ })).toHaveCount(0)

  const link = new URL(await linkMailedAfter(suiteLog(), seen))
  await onLink?.() // The tap on the link in the e-mail.
  await page.goto(link.pathname + link.search)
  await expect(h1(page)).toHaveText('Set your password')
  await expect(page.getByLabel('Email')).toHaveValue(who.email)
  await page.getByLabel('New password', { exact: true }).fill('lotus-pond-morning')
  await page.getByLabel('New password again').fill('lotus-pond-morning')
  await page.getByRole('button', { name: 'Save password' }).click()
  // Logged in with what was just typed, and straight on to the wizard.
  await expect(page).toHaveURL(/\/profile$/)
}

/** A text field, or a list where the form offers one (the places inputs may become lists). */
export async function answer(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true })
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value })
  else await field.fill(value)
}

export async function atStep(page: Page, step: number, title: string, axe = true) {
  await expect(h1(page)).toHaveText(`Step ${step} of ${STEPS}: ${title}`)
  // The step's heading has the focus after each move (not on arrival from another page).
  if (step > 1) await expect(h1(page)).toBeFocused()
  if (axe) await expectAccessible(page, `wizard step ${step} at ${page.viewportSize()?.width} px`)
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()

/** Steps 1 to 5: only what the registration did not ask, with the usual answers already chosen. */
export async function fillSections(page: Page, place: { state: string; tongue: string }, axe = true) {
  await atStep(page, 1, 'Basic details', axe)
  await expect(page.getByLabel('First name')).toHaveCount(0)
  await expect(page.getByLabel('Marital status')).toHaveValue('single')
  await expect(page.getByLabel('Have children')).toHaveValue('no')
  await page.getByLabel('Height').selectOption({ label: `5'4"` })
  await page.getByLabel('Mother tongue').selectOption({ label: place.tongue })
  await next(page)
  await atStep(page, 2, 'Location and citizenship', axe)
  await answer(page, 'State', place.state)
  await expect(page.getByLabel('Citizenship')).not.toHaveValue('')
  await next(page)
  await atStep(page, 3, 'Education and career', axe)
  await page.getByLabel('Education').fill('B.Com')
  await page.getByLabel('Profession').fill('Chartered accountant')
  await page.getByLabel('Annual income').selectOption({ label: '10 to 20 lakh' })
  await next(page)
  await atStep(page, 4, 'Family and lifestyle', axe)
  await page.getByLabel('Family type').selectOption({ label: 'Joint' })
  await page.getByLabel('Family values').selectOption({ label: 'Moderate' })
  await page.getByLabel('Family status').selectOption({ label: 'Middle class' })
  await page.getByLabel('Diet').selectOption({ label: 'Vegetarian' })
  await expect(page.getByLabel('Smoking')).toHaveValue('no')
  await next(page)
  await atStep(page, 5, 'In your own words', axe)
  await page.getByLabel('About me').fill('I audit small firms and play the veena on Sundays.')
  await page.getByLabel('What we are looking for').fill('A kind partner who values family.')
  await next(page)
}

export const photo = async () => ({
  name: 'portrait.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: '#b4785a' } })
    .jpeg()
    .toBuffer(),
})

export async function ownProfile(page: Page) {
  const token = await page.evaluate(
    () => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'),
  )
  const res = await page.request.get('/api/me/profile', { headers: { authorization: `Bearer ${token}` } })
  return (await res.json()).profile as { status: string; values: Record<string, unknown> }
}
