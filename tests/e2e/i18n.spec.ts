import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { catalog } from '../support/catalogs'

const hiCommon = catalog('hi', 'common')
const taCommon = catalog('ta', 'common')
const hiPlaces = catalog('hi', 'places')
const taMessages = catalog('ta', 'messages')

// Issue 17: the language menu, the choice remembered, the document's language, and the API in Tamil.

test('language menu: Hindi at once without a reload, remembered, then Tamil; accessible in both', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
  await page.getByRole('button', { name: 'Choose language' }).click()
  await page.getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hiCommon['common.home.title']!)
  // No reload: what the page held in memory is still there.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  // Option labels of the shared lists, from the places catalog (the browse links).
  await expect(page.getByRole('link', { name: hiPlaces['places.Tamil']!, exact: true })).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('link', { name: hiCommon['common.nav.partnerSearch']! }),
  ).toBeVisible()
  await expectAccessible(page, 'home in Hindi')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hiCommon['common.home.title']!)

  await page.getByRole('button', { name: hiCommon['common.language.choose']! }).click()
  await page.getByRole('button', { name: 'தமிழ்' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(taCommon['common.home.title']!)
  await expectAccessible(page, 'home in Tamil')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ta')
})

test('the API answers a bad request in Tamil with Accept-Language: ta, in English without it', async ({
  request,
}) => {
  const tamil = await request.post('/api/user/login', {
    data: { email: '', password: '' },
    headers: { 'Accept-Language': 'ta' },
  })
  expect(tamil.status()).toBe(400)
  const body = (await tamil.json()) as { message: string; errors: Record<string, string> }
  expect(body.errors.email).toBe(taMessages['messages.required'])
  expect(tamil.headers()['content-language']).toBe('ta')
  const english = await request.post('/api/user/login', { data: { email: '', password: '' } })
  expect(((await english.json()) as { errors: Record<string, string> }).errors.email).toBe('Required')
})

test('registration: switching to Hindi mid-way shows the step and its messages in Hindi, typed values kept', async ({
  page,
}) => {
  const hiAccount = catalog('hi', 'account')
  const hiMessages = catalog('hi', 'messages')
  await page.goto('/register')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('This profile is for').selectOption({ label: 'My Daughter' })
  await dialog.getByRole('radio', { name: 'Female' }).check()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByLabel('First name').fill('Asha')
  await dialog.getByLabel('Month').fill('13')
  await dialog.getByLabel('Month').press('Tab')
  await expect(dialog.getByText('Month must be between 1 and 12')).toBeVisible()

  await dialog.getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('dialog', { name: hiAccount['account.register.step2'] })).toBeVisible()
  await expect(dialog.getByLabel(hiAccount['account.form.firstName']!)).toHaveValue('Asha')
  await expect(dialog.getByLabel(hiAccount['account.register.month']!)).toHaveValue('13')
  await expect(dialog.getByText(hiMessages['messages.monthRange']!)).toBeVisible()
  await expect(dialog.getByRole('button', { name: hiAccount['account.form.next'] })).toBeVisible()
  await expectAccessible(page, 'registration step 2 in Hindi')

  // Back in English, the same values; the step's first answer (the profile is for) is still there.
  await dialog.getByRole('button', { name: 'English' }).click()
  await expect(dialog.getByLabel('First name')).toHaveValue('Asha')
})

test('a member page in Tamil passes axe', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ta'))
  await page.goto('/search')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
  await expectAccessible(page, 'partner search in Tamil')
  await page.goto('/login')
  await expectAccessible(page, 'member login in Tamil')
})
