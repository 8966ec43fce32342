import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { NOTICE_VERSION } from '../../shared/notice'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { fillProfile } from '../support/profile-form'
import { loginAsMember, loginAsStaff } from '../support/session'

// The privacy notice before consent (DPDP rules, rule 3): on its own, in the reader's choice of English,
// Hindi or Tamil, at sign-up and in Settings; the sign-up sends the version and language that were shown.

// Three languages with axe on each take a while on a busy machine.
test.describe.configure({ timeout: 90_000 })

const headings = { English: 'Privacy notice', हिन्दी: 'निजता सूचना', தமிழ்: 'தனியுரிமை அறிவிப்பு' }
const officerLine = { English: 'E-mail:', हिन्दी: 'ई-मेल:', தமிழ்: 'மின்னஞ்சல்:' }

async function readInEveryLanguage(page: Page, where: string) {
  const notice = page.locator('.privacy-notice')
  const choice = notice.getByRole('group', { name: 'Read this notice in' })
  for (const [language, heading] of Object.entries(headings)) {
    await choice.getByRole('button', { name: language }).click()
    await expect(choice.getByRole('button', { name: language })).toHaveAttribute('aria-pressed', 'true')
    await expect(notice.getByRole('heading', { level: 2 })).toHaveText(heading)
    // Each item of data with its purpose, the officer's contact and the Board, in that language.
    await expect(notice.locator('dt')).toHaveCount(8)
    await expect(notice.getByText(officerLine[language as keyof typeof officerLine])).toBeVisible()
    await expect(notice.locator('.notice-text')).toHaveAttribute('lang', /^(en|hi|ta)$/)
    await expectAccessible(page, `${where}, notice in ${language}`)
  }
  // The rest of the page stays in the screen's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
}

test('sign-up: the notice in three languages before Submit; the version and language read go with it', async ({
  page,
}) => {
  await page.goto('/register')
  // The wizard's first three steps, as a family fills them in (the wizard's own spec tests each message).
  await page.evaluate(() =>
    localStorage.setItem(
      'draft:registration',
      JSON.stringify({
        step: 4,
        values: {
          relationship: 'mydaughter',
          gender: 'female',
          firstName: 'Meenakshi',
          lastName: 'Sundaram',
          day: '9',
          month: '9',
          year: '1997',
          religion: 'hindu',
          community: 'Chettiar',
          livingIn: 'India',
          countryCode: '+91',
        },
      }),
    ),
  )
  await page.reload()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Email')).toBeVisible()
  await expect(dialog.getByText(`Version ${NOTICE_VERSION}`)).toBeVisible()
  await readInEveryLanguage(page, 'sign-up')
  await dialog
    .getByRole('group', { name: 'Read this notice in' })
    .getByRole('button', { name: 'தமிழ்' })
    .click()
  // The notice scrolls in its own box, reachable by keyboard.
  await expect(dialog.getByRole('region', { name: headings['தமிழ்'] })).toBeVisible()
  await expect(dialog.locator('.notice-text')).toHaveAttribute('tabindex', '0')
  await dialog.getByLabel('Email').fill(`meenakshi.${Date.now()}@example.com`)
  await dialog.getByLabel('Phone').fill('9876501234')
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/register'))
  await dialog.getByRole('button', { name: 'Submit' }).click()
  expect((await sent).postDataJSON().notice).toEqual({ version: NOTICE_VERSION, language: 'ta' })
  await expect(page.getByRole('status')).toHaveText(msg.verificationSent)
})

test('Settings: the notice in force in three languages, no sideways scroll at 320 px', async ({ page }) => {
  await loginAsMember(page)
  await page.goto('/settings')
  await expect(page.locator('.privacy-notice').getByText(`Version ${NOTICE_VERSION}`)).toBeVisible()
  await readInEveryLanguage(page, 'settings')
  await page.setViewportSize({ width: 320, height: 800 })
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(sideways).toBe(false)
})

test('Settings: a member names a nominee and removes them; the privacy page names the grievance officer', async ({
  page,
}) => {
  await loginAsMember(page)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Your nominee' })
  await section.getByRole('button', { name: 'Save nominee' }).click()
  await expect(section.getByLabel("Nominee's name")).toBeFocused()
  await section.getByLabel("Nominee's name").fill('Ganesh Raman')
  await section.getByLabel("Nominee's e-mail").fill('ganesh.e2e@example.com')
  await section.getByRole('button', { name: 'Save nominee' }).click()
  await expect(section.getByRole('status')).toHaveText(msg.nomineeSaved)
  await expect(section.getByText(/Your nominee: Ganesh Raman \(ganesh.e2e@example.com\)/)).toBeVisible()
  await expectAccessible(page, 'settings with a nominee')
  await section.getByRole('button', { name: 'Remove nominee' }).click()
  await expect(section.getByRole('status')).toHaveText(msg.nomineeRemoved)
  await expect(section.getByText('You have not named a nominee.')).toBeVisible()

  await page.goto('/privacy')
  const officer = page.getByRole('region', { name: 'Our grievance officer' })
  await expect(officer).toContainText('Grievance Officer, Head office')
  await expect(officer).toContainText('grievance@matrimony.test')
  await expectAccessible(page, 'privacy page')
})

test('an office registers a candidate: the notice is shown with the consent code, ready to print', async ({
  page,
}) => {
  await loginAsStaff(page)
  await fillProfile(page, { 'First Name': 'Noticeda' })
  await page.getByRole('button', { name: 'Submit' }).click()
  const notice = page.locator('.privacy-notice')
  await expect(notice.getByText(/Consent code for Noticeda: \S+\. After reading this notice/)).toBeVisible()
  await expect(notice.getByText(/\/consent to agree/)).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Print the notice with the code' })).toBeVisible()
  // Printed for a candidate who reads Tamil.
  await notice.getByRole('button', { name: 'தமிழ்' }).click()
  await expect(notice.getByText(/Noticeda அவர்களுக்கான ஒப்புதல் குறியீடு/)).toBeVisible()
  await expectAccessible(page, 'office form with the printable notice')
})
