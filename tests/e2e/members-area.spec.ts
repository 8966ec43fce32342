import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { fillProfile } from '../support/profile-form'
import { linkMailedAfter, mailedLinks, suiteLog } from '../support/server'
import { loginAsMember, loginAsStaff } from '../support/session'

// The member area end to end: sign up, My profile, publishing with consent, profile pages, the office's
// registrations and the candidate's consent, and the header's session state.

const year = new Date().getFullYear()
const dialog = (page: Page) => page.getByRole('dialog')
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

/** The registration wizard's four popups, as a person fills them in. */
/** Links mailed before the current step, so a test waits for the one its step sends. */
let linksSeen = 0
const noteLinks = () => (linksSeen = mailedLinks(suiteLog()).length)

async function signUp(
  page: Page,
  who: { email: string; firstName: string; relation?: string; gender?: 'Male' | 'Female' },
) {
  await page.goto('/register')
  await dialog(page)
    .getByLabel('This profile is for')
    .selectOption({ label: who.relation ?? 'Myself' })
  await dialog(page)
    .getByRole('radio', { name: who.gender ?? 'Female' })
    .check()
  await dialog(page).getByRole('button', { name: 'Next' }).click()
  await dialog(page).getByLabel('First name').fill(who.firstName)
  await dialog(page).getByLabel('Last name').fill('Ramaswamy')
  await dialog(page).getByLabel('Day').fill('9')
  await dialog(page).getByLabel('Month').fill('3')
  await dialog(page)
    .getByLabel('Year')
    .fill(String(year - 28))
  await dialog(page).getByRole('button', { name: 'Next' }).click()
  await dialog(page).getByLabel('Religion').selectOption({ label: 'Hindu' })
  await dialog(page).getByLabel('Community').fill('Iyengar')
  await dialog(page).getByLabel('Living in').selectOption('India')
  await dialog(page).getByRole('button', { name: 'Next' }).click()
  await dialog(page).getByLabel('Email').fill(who.email)
  await dialog(page).getByLabel('Phone').fill('9840098400')
  noteLinks()
  await dialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(msg.verificationSent)
}

async function setPassword(page: Page, password: string) {
  const link = new URL(await linkMailedAfter(suiteLog(), linksSeen))
  expect(link.pathname).toBe('/reset-password')
  await page.goto(link.pathname + link.search)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('New password again').fill(password)
  await page.getByRole('button', { name: 'Save password' }).click()
  // Logged in at once, and on to the profile wizard.
  await expect(page).toHaveURL(/\/profile$/)
}

/** A second member, made through the API the way the wizard does it. */
async function memberThroughApi(request: APIRequestContext, email: string, password: string) {
  noteLinks()
  const res = await request.post('/api/user/register', {
    data: {
      relationship: 'myself',
      gender: 'male',
      firstName: 'Sanjay',
      lastName: 'Menon',
      day: 2,
      month: 2,
      year: year - 31,
      religion: 'hindu',
      community: 'Nair',
      livingIn: 'India',
      email,
      countryCode: '+91',
      phone: '9447012345',
    },
  })
  expect(res.status()).toBe(201)
  const token = new URL(await linkMailedAfter(suiteLog(), linksSeen)).searchParams.get('token')
  expect((await request.post('/api/user/reset-password', { data: { token, password } })).status()).toBe(200)
}

/** Partner Search as a person fills it in: a visitor first chooses a bride or a groom. */
async function search(page: Page, criteria: Record<string, string>, lookingFor?: 'A bride' | 'A groom') {
  await page.goto('/search')
  if (lookingFor) await page.getByRole('radio', { name: lookingFor }).check()
  await page.getByLabel('Age from').selectOption('25')
  await page.getByLabel('Age to').selectOption('35')
  await page.getByLabel('Height').selectOption(`4'10"`)
  for (const [label, option] of Object.entries(criteria))
    await page.getByLabel(label).selectOption({ label: option })
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results')
}

async function editSection(
  page: Page,
  title: string,
  fill: (section: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const section = page.getByRole('region', { name: title })
  await fill(section)
  await section.getByRole('button', { name: /^Save / }).click()
  await expect(section.getByRole('button', { name: `Edit ${title}` })).toBeVisible()
}

test('a member signs up, fills and publishes their profile; another member finds it and opens its page', async ({
  page,
  browser,
  request,
}) => {
  // Sign-up, the wizard, six sections, publishing, then a second member's search: a long walk for 30 s.
  test.setTimeout(60_000)
  const email = `nila.${unique()}@example.com`
  await signUp(page, { email, firstName: 'Nilambari' })
  await setPassword(page, 'river-kite-lantern')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 7: Basic details')

  // My profile: a draft, partly filled from the registration.
  await page.goto('/my-profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile')
  await expect(page.getByRole('heading', { name: 'Status: Draft: not yet complete' })).toBeVisible()
  await expect(page.getByText(/Profile \d+% complete/)).toBeVisible()
  await expect(page.getByText(/Still missing: .*Lifestyle/)).toBeVisible()
  await expect(page.getByRole('button', { name: /Account menu, logged in as Nilambari/ })).toBeVisible()
  await expectAccessible(page, 'my profile')

  // The step-by-step wizard comes back where she left it and saves each step.
  await page.getByRole('link', { name: 'Fill it in step by step' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 7: Basic details')
  await page.getByLabel('Height').selectOption({ label: `5'3"` })
  await page.getByLabel('Mother tongue').selectOption({ label: 'Tamil' })
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 2 of 7: Location and citizenship')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(msg.fieldRequired('State'), { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 2 of 7: Location and citizenship')
  await page.getByLabel('State').selectOption('Tamil Nadu')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 3 of 7: Education and career')
  await page.getByLabel('Education').fill('B.E. Electronics')
  await page.getByLabel('Profession').fill('Embedded engineer')
  await page.getByLabel('Annual income').selectOption({ label: '10 to 20 lakh' })
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 4 of 7: Family and lifestyle')
  await expectAccessible(page, 'profile wizard')
  await page.goto('/my-profile')

  // The remaining sections, with the form's own messages and nothing typed lost.
  await editSection(page, 'Location', async (s) => {
    await s.getByLabel('City (optional)').fill('Madurai')
  })
  await editSection(page, 'Family', async (s) => {
    await s.getByLabel('Family type').selectOption({ label: 'Joint' })
    await s.getByLabel('Family values').selectOption({ label: 'Traditional' })
    await s.getByLabel('Family status').selectOption({ label: 'Middle class' })
  })
  await editSection(page, 'Lifestyle', async (s) => {
    await s.getByLabel('Diet').selectOption({ label: 'Vegetarian' })
    await s.getByLabel('Smoking').selectOption({ label: 'No' })
    await s.getByLabel('Drinking').selectOption({ label: 'No' })
    await s.getByLabel('Weight (kg)').fill('56')
  })
  await editSection(page, 'Horoscope', async (s) => {
    await s.getByLabel('Rashi (moon sign, optional)').selectOption({ label: 'Simha (Leo)' })
    await s.getByLabel('Manglik (dosham, optional)').selectOption({ label: 'No' })
  })
  await editSection(page, 'Religion and community', async (s) => {
    await s.getByLabel('Gotra (optional)').fill('Kaundinya')
  })
  await page.getByRole('button', { name: 'Edit About' }).click()
  const about = page.getByRole('region', { name: 'About' })
  await about.getByLabel('About me').fill('Call me on 98400 98400 after six.')
  await about.getByLabel('What we are looking for').fill('A gentle, curious partner.')
  await about.getByRole('button', { name: 'Save about' }).click()
  await expect(about.getByText(msg.contactPhone)).toBeVisible()
  await expect(about.getByLabel('What we are looking for')).toHaveValue('A gentle, curious partner.')
  await about.getByLabel('About me').fill('I build small machines and sing in a Carnatic choir.')
  await about.getByRole('button', { name: 'Save about' }).click()
  await expect(page.getByText('I build small machines and sing in a Carnatic choir.')).toBeVisible()

  // Complete: published with the member's own consent.
  await expect(page.getByText('Profile 100% complete')).toBeVisible()
  await page.getByRole('button', { name: 'Publish my profile' }).click()
  await expect(page.getByText(msg.consentRequired)).toBeVisible()
  await page.getByLabel('I agree and want to publish my profile').check()
  await page.getByRole('button', { name: 'Publish my profile' }).click()
  await expect(page.getByRole('heading', { name: 'Status: Published' })).toBeVisible()

  // Another member finds her and opens her page: no last name, no birth date, no contact details.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  const otherEmail = `sanjay.${unique()}@example.com`
  await memberThroughApi(request, otherEmail, 'monsoon-verandah-1')
  await loginAsMember(otherPage, { email: otherEmail, password: 'monsoon-verandah-1' })
  const pageJson: string[] = []
  otherPage.on(
    'response',
    async (r) => /\/api\/profiles\/\d+$/.test(r.url()) && pageJson.push(await r.text()),
  )
  // A man's search shows women only: the form says so and asks nothing about it.
  await search(otherPage, {
    'Marital status': 'Never married',
    Religion: 'Hinduism',
    'Mother tongue': 'Tamil',
    Country: 'India',
  })
  await otherPage.getByRole('link', { name: 'View the full profile of Nilambari' }).click()
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Nilambari, 28')
  await expect(otherPage.getByText('Profile managed by: Self')).toBeVisible()
  await expect(otherPage.getByText('Madurai, Tamil Nadu, India').first()).toBeVisible()
  await expect(otherPage.getByText('Ramaswamy')).toHaveCount(0)
  await expect(otherPage.getByText('9840098400')).toHaveCount(0)
  expect(pageJson.join('')).not.toMatch(/Ramaswamy|9840098400|nila\.|-03-09/)
  await expectAccessible(otherPage, 'profile page')
  await other.close()

  // She hides it: the page is no longer available to others.
  await page.getByRole('button', { name: 'Hide profile' }).click()
  await expect(page.getByRole('heading', { name: 'Status: Hidden by you' })).toBeVisible()
  const id = /MT0*(\d+)/.exec((await page.getByText(/Profile ID MT/).textContent())!)![1]
  const anonymousContext = await browser.newContext()
  const anonymous = await anonymousContext.newPage()
  await anonymous.goto(`/profiles/${id}`)
  await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(msg.profileNotAvailable)
  await anonymous.getByRole('link', { name: 'Back to Partner Search' }).click()
  await expect(anonymous).toHaveURL(/\/search$/)
  await anonymousContext.close()
})

test('staff register a profile for a family: pending consent until the candidate confirms by the link', async ({
  page,
  browser,
}) => {
  await loginAsStaff(page)
  await fillProfile(page, {
    'First Name': 'Oviya',
    'Last Name': 'Thangaraj',
    'Date of Birth': `${year - 27}-06-15`,
    Email: `oviya.${unique()}@example.com`,
    State: 'Nova Scotia',
  })
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Canada' })
  noteLinks()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText('It is published when Oviya confirms it')
  await expect(page.getByRole('status')).toContainText(/consent code: [A-Z2-9]{4}-[A-Z2-9]{4}/)
  const consentLink = new URL(await linkMailedAfter(suiteLog(), linksSeen))
  expect(consentLink.pathname).toBe('/consent')

  await page.getByRole('link', { name: 'Profiles you registered' }).click()
  const row = page.getByRole('row').filter({ hasText: 'Oviya Thangaraj' })
  await expect(row).toContainText("Waiting for the candidate's consent")
  await row.getByRole('link', { name: 'Oviya Thangaraj' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile registered by the office')
  await expect(page.getByText(/Registered at the office, by demo@matrimony.test \(office\)/)).toBeVisible()
  await expectAccessible(page, 'office profile')

  // Not found before consent.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await search(
    visitor,
    {
      'Marital status': 'Never married',
      Religion: 'Hinduism',
      'Mother tongue': 'English',
      Country: 'Canada',
    },
    'A bride',
  )
  await expect(visitor.getByRole('link', { name: 'View the full profile of Oviya' })).toHaveCount(0)

  // The candidate opens the e-mailed link and confirms.
  await visitor.goto(consentLink.pathname + consentLink.search)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Confirm your profile')
  await expect(
    visitor.getByText(/Oviya, a profile of you was registered by our matchmaking office/),
  ).toBeVisible()
  await visitor.getByRole('button', { name: 'Confirm and publish' }).click()
  await expect(visitor.getByText(msg.consentRequired)).toBeVisible()
  await expectAccessible(visitor, 'consent page')
  await visitor.getByLabel('I agree and want my profile to be published').check()
  await visitor.getByRole('button', { name: 'Confirm and publish' }).click()
  await expect(visitor.getByRole('status')).toContainText('Your profile is now published')

  await search(
    visitor,
    {
      'Marital status': 'Never married',
      Religion: 'Hinduism',
      'Mother tongue': 'English',
      Country: 'Canada',
    },
    'A bride',
  )
  await visitor.getByRole('link', { name: 'View the full profile of Oviya' }).click()
  await expect(visitor.getByText('Profile managed by: Office')).toBeVisible()
  await visitorContext.close()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Status: Published' })).toBeVisible()
})

test('the header shows who is logged in on every page, and Logout ends the session', async ({ page }) => {
  await loginAsMember(page)
  for (const path of ['/', '/search', '/story/2', '/privacy', '/my-profile']) {
    await page.goto(path)
    const menu = page.getByRole('button', { name: /Account menu, logged in as/ })
    await expect(menu).toBeVisible()
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My profile' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile')
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  // On the member login the header's last button reads Register (spec), so Sign Up is not repeated.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }),
  ).toHaveCount(0)
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }),
  ).toBeVisible()
  await page.goto('/my-profile')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }),
  ).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partner Search' }),
  ).toBeVisible()
})
