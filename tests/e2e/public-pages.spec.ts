import { expect, test } from '@playwright/test'
import { JOB_PREVIEW_CHARS } from '../../shared/limits'
import { homeCountryOptions, homeFaithOptions } from '../../shared/home-options'
import {
  company,
  companyFacts,
  marketing,
  marketingFacts,
  terms,
  videoEvent,
} from '../../renderer/src/content/company'
import { storyBodies } from '../../renderer/src/content/story-bodies'
import { stories } from '../../renderer/src/content/stories'
import { jobs } from '../../renderer/src/features/careers/jobs'
import { catalog } from '../support/catalogs'
import { expectAccessible } from '../support/a11y'

const english = catalog('en', 'common')
const siteTexts = catalog('en', 'site')

test('home: hero, journey, stories, browse lists, banner and contact, without app badges', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trusted Matrimony & Matchmaking Service')
  await expect(page.getByText("I'M LOOKING FOR A")).toBeVisible()
  const faith = page.getByLabel('Search for matches of the faith')
  await expect(faith.locator('option')).toHaveText(homeFaithOptions)
  await expect(page.getByLabel('and belong to').locator('option')).toHaveText(homeCountryOptions)
  await faith.selectOption('Sikhism')
  await expect(faith).toHaveValue('Sikhism')
  for (const step of ['Sign Up', 'Connect', 'Interact'])
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible()
  for (const s of stories)
    await expect(page.getByRole('link', { name: english[s.title]! })).toHaveAttribute(
      'href',
      `/story/${s.id}`,
    )
  for (const [title, count] of [
    ['By Mother Tongue', 22],
    ['By City', 20],
    ['By Community', 30],
  ] as const) {
    await expect(
      page
        .getByRole('heading', { name: title })
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('listitem'),
    ).toHaveCount(count)
  }
  await expect(page.getByRole('heading', { name: 'Trusted By Millions' })).toBeVisible()
  await expect(page.getByText('dedicated support team')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible()
  // There is no phone app: no badge promises one.
  await expect(page.getByText(/Android app|iPhone app|Download the app/)).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('heading', { name: 'Contact us' })).toBeVisible()
  // The account set-up modal exists but the page never opens it.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('link', { name: "Let's Begin" }).click()
  await expect(page).toHaveURL(/\/register$/)
})

test('about, both paths, and services', async ({ page }) => {
  for (const path of ['/about', '/about2']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Our Story')
    await expect(page.getByText(`Founded in ${companyFacts.founded}`)).toBeVisible()
    await expect(page.getByText(`trusted by families since ${companyFacts.trustedSince}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: "The founder's vision" })).toBeVisible()
    await expect(page.getByRole('img', { name: /bride and groom/ })).toBeVisible()
  }
  await page.goto('/services')
  for (const step of ['Sign Up', 'Connect', 'Interact'])
    await expect(page.getByRole('heading', { name: step })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Matrimony Matches' })).toBeVisible()
})

test('success stories: list, six details, and Story not found', async ({ page }) => {
  await page.goto('/story')
  await expect(page.getByText('share your story')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Read more about/ })).toHaveCount(6)
  for (const s of stories) {
    await page.goto('/story')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('link', { name: `Read more about ${english[s.title]!}` }).click()
    await expect(page).toHaveURL(new RegExp(`/story/${s.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english[s.title]!)
    await expect(page.getByText(siteTexts[storyBodies[s.id]![0]!]!)).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  }
  for (const id of ['7', '0', 'abc']) {
    await page.goto(`/story/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Story not found')
  }
})

test('careers: headings, tabs (second open), accordion (one at a time)', async ({ page }) => {
  await page.goto('/career')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magic happens with the right match!')
  await expect(page.getByRole('heading', { name: 'Choose growth, choose Us!' })).toBeVisible()
  // Only local files: the poster is bundled (inlined or under /assets), nothing from other sites.
  const poster = await page.locator('video').getAttribute('poster')
  expect(poster).toMatch(/^(data:image\/svg\+xml|\/assets\/)/)
  expect(await page.locator('video').getAttribute('src')).toBeNull()
  const tabs = page.getByRole('tablist', { name: 'Get to know us' }).getByRole('tab')
  await expect(tabs).toHaveCount(4)
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  for (const figure of [
    english[marketing.lifetimeUsers]!,
    english[marketing.appDownloads]!,
    english[marketing.successStories]!,
    siteTexts[marketingFacts.socialFollowers]!,
  ])
    await expect(panel).toContainText(figure)
  await tabs.nth(0).click()
  await expect(panel).toContainText(`${marketingFacts.offices} offices`)
  await expect(panel).toContainText(`${marketingFacts.employees} employees`)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(panel).toContainText(
    `up to ${videoEvent.matches} matches in ${videoEvent.hours} hour, ${videoEvent.minutesEach} minutes each`,
  )
  await page.keyboard.press('ArrowRight')
  await expect(panel).toContainText(`${siteTexts[marketingFacts.unitLifetimeUsers]!} lifetime users`)
  await expect(panel).toContainText(`${siteTexts[marketingFacts.unitDownloads]!} downloads`)

  const career = page.getByRole('button', { name: 'Career progression' })
  const leave = page.getByRole('button', { name: 'Leave benefits' })
  await expect(career).toHaveAttribute('aria-expanded', 'true')
  await leave.click()
  await expect(leave).toHaveAttribute('aria-expanded', 'true')
  await expect(career).toHaveAttribute('aria-expanded', 'false')
  for (const kind of ['Vacation', 'Paternity', 'Maternity', 'Marriage'])
    await expect(page.getByText(new RegExp(`${kind} leave`))).toBeVisible()

  await page.getByRole('button', { name: 'Know more' }).click()
  await expect(page.getByText('Teams are small')).toBeVisible()
  await page.getByRole('link', { name: 'Explore opportunities' }).click()
  await expect(page).toHaveURL(/\/open-roles$/)
})

test('open roles: three cards cut at 300 characters, details, unknown id', async ({ page }) => {
  await page.goto('/open-roles')
  const previews = page.getByTestId('job-preview')
  await expect(previews).toHaveCount(3)
  for (const [i, job] of jobs.entries()) {
    const description = siteTexts[job.description]!
    expect(description.length).toBeGreaterThan(JOB_PREVIEW_CHARS)
    await expect(previews.nth(i)).toHaveText(`${description.slice(0, JOB_PREVIEW_CHARS)}…`)
  }
  await page.getByRole('link', { name: 'Read more about the Data Entry Operator role' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Entry Operator')
  await expect(page.getByText('₹12k to ₹18k per month')).toBeVisible()
  await expect(page.getByText(siteTexts[jobs[1]!.description]!)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', /^mailto:/)
  for (const [id, salary] of [
    [1, '₹8k to ₹15k'],
    [3, '₹45k to ₹50k'],
  ] as const) {
    await page.goto(`/open-roles/${id}`)
    await expect(page.getByText(salary)).toBeVisible()
  }
  await page.goto('/open-roles/9')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Story not found')
})

test('contact: the five fields are required by the browser, the message has 7 rows', async ({ page }) => {
  await page.goto('/contact')
  for (const label of ['Name', 'Email', 'Subject', 'Phone', 'Message'])
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'text')
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '7')
  await expect(page.getByText(company.email).first()).toBeVisible()
  await page.getByRole('button', { name: 'Send Now' }).click()
  expect(
    await page
      .getByLabel('Name', { exact: true })
      .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true)
})

test('safety pages: founder message Read More / Read Less, tips, Report Profile, legal authorities', async ({
  page,
}) => {
  for (const path of ['/online', '/customer-support', '/report']) {
    await page.goto(path)
    await expect(
      page.getByText(`Over ${siteTexts[marketingFacts.foundPartners]!} people have found their partners`),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Read More' }).click()
    await expect(page.getByText('That trust is earned every day.')).toBeVisible()
    await page.getByRole('button', { name: 'Read Less' }).click()
    await expect(page.getByText('That trust is earned every day.')).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Report Profile' })).toBeVisible()
    await expect(page.getByText('We work with legal authorities')).toBeVisible()
    await expect(page.getByRole('link', { name: companyFacts.writeToUsEmail }).first()).toBeVisible()
    await expect(page.getByText('Meet in public places')).toBeVisible()
  }
  await page.goto('/online')
  for (const heading of [
    'Privacy is a fundamental right',
    'Personal data privacy',
    'Contact details privacy',
    'Safe chat and video call',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
})

test('privacy: ten sections, first open, several at once, rights, officer, cookie link', async ({ page }) => {
  for (const path of ['/privacy', '/Sanagam-info/index/privacy']) {
    await page.goto(path)
    const sections = page.locator('.accordion-heading button')
    await expect(sections).toHaveCount(10)
    await expect(sections.first()).toHaveAttribute('aria-expanded', 'true')
    await expect(sections.nth(1)).toHaveAttribute('aria-expanded', 'false')
  }
  await page.getByRole('button', { name: '4. Access and control' }).click()
  await page.getByRole('button', { name: '10. Contact and grievance officer' }).click()
  await expect(page.locator('.accordion-heading button[aria-expanded="true"]')).toHaveCount(3)
  await expect(page.getByText(/European Union and the United Kingdom/)).toBeVisible()
  await expect(page.getByText(/Members in California/)).toBeVisible()
  await expect(page.getByText(companyFacts.grievanceOfficer)).toBeVisible()
  await expect(page.getByText(companyFacts.postalAddress)).toBeVisible()
  await expect(page.getByText('Copyright © 1996–2024')).toBeVisible()
  await page.getByRole('button', { name: '7. Cookies' }).click()
  await page.getByRole('main').getByRole('link', { name: 'cookie policy' }).click()
  await expect(page).toHaveURL(/\/cpolicy$/)
})

test('terms: every rule of the spec and the links', async ({ page }) => {
  await page.goto('/terms')
  for (const text of [
    'at least 18 years old for a woman and at least 21 years old for a man',
    'Do not put contact details',
    'multiple profiles for the same person are not allowed',
    'No automated tools',
    'No commercial use',
    'organisations cannot be members',
    'You may end your membership at any time',
    'block, suspend or deactivate',
    `we refund ${terms.refundOnDiscontinuity} of the unused part of your membership fees`,
    'no refund when a membership is terminated because these terms were broken',
    'social initiative are not refundable',
  ]) {
    await expect(page.getByText(text, { exact: false })).toBeVisible()
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'write to us' })).toHaveAttribute(
    'href',
    '/customer-relations/faq/write-to-us',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy tips' })).toHaveAttribute(
    'href',
    '/customer-relations/faq/privacy-tips',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  )
})

const publicPages = [
  '/',
  '/about',
  '/services',
  '/story',
  '/story/1',
  '/story/7',
  '/career',
  '/open-roles',
  '/open-roles/1',
  '/contact',
  '/customer-support',
  '/online',
  '/report',
  '/terms',
  '/privacy',
  '/customer-relations/faq/privacy-tips',
  '/cpolicy',
  '/customer-relations/faq/write-to-us',
  // The forms and wizards (the registration popup opens by itself).
  '/login',
  '/register',
  '/profile',
  '/search',
  '/matrimonial-login',
  '/reset-password?token=x',
]
for (const width of [375, 1280]) {
  test(`every public screen passes axe at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of publicPages) {
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectAccessible(page, `${path} at ${width} px`)
    }
  })
}
