import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { catalog } from '../support/catalogs'
import { inLetters, loggedIn, publishedMember as publishedMemberOf } from '../support/members'
import type { PublishedMember } from '../support/members'
import { loginAsStaff } from '../support/session'

// Issue 31: the grammar follows the person and the count. A woman's match reason in Hindi takes the
// feminine verb, the Tamil one names the city without a case ending glued on, the inbox counter reads right
// for 1 and for 2 in English, Hindi and Tamil, and no screen shows a stored status value.

type Locale = 'en' | 'hi' | 'ta'
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
// Letters only: a run of digits in a place name reads as a phone number.
const city = `Gramapuram${inLetters(unique)}`
const year = new Date().getFullYear()

const publishedMember = (
  request: APIRequestContext,
  firstName: string,
  gender: 'male' | 'female',
  phone: string,
): Promise<PublishedMember> =>
  publishedMemberOf(request, {
    firstName,
    gender,
    phone,
    password: `brass-lamp-${phone.slice(-4)}`,
    unique,
    lastName: 'Subramanian',
    born: { day: 12, month: 3, year: year - 28 },
    city,
    career: {
      education: 'B.Com',
      occupation: 'Accountant',
      annualIncome: '10to20',
      familyStatus: 'uppermiddle',
    },
    aboutMe: 'I sing in the temple choir and cook for the whole family on festivals.',
    expectation: 'A gentle person who respects elders.',
  })

/** The page in this language from its first request on (the screen asks the API in it). */
async function inLanguage(page: Page, locale: Locale, path: string) {
  await page.evaluate((l) => localStorage.setItem('language', l), locale)
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

const app = { en: catalog('en', 'app'), hi: catalog('hi', 'app'), ta: catalog('ta', 'app') }
let gita: PublishedMember
let mohan: PublishedMember
let naveen: PublishedMember

test.describe.serial('texts that follow the person and the count', () => {
  test.beforeAll(async ({ request }) => {
    gita = await publishedMember(request, 'Gita', 'female', '9840031311')
    mohan = await publishedMember(request, 'Mohan', 'male', '9840031312')
    naveen = await publishedMember(request, 'Naveen', 'male', '9840031313')
  })

  test('a woman’s match reason: “she lives” in English, रहती हैं in Hindi, the city without a hyphen in Tamil', async ({
    browser,
  }) => {
    const page = await loggedIn(browser, mohan)
    const reason = () => page.getByRole('article', { name: new RegExp(`^Gita, `) }).locator('.match-reason')

    await inLanguage(page, 'en', '/matches')
    await expect(reason()).toContainText(`she lives in ${city} too`)

    await inLanguage(page, 'hi', '/matches')
    await expect(reason()).toContainText(`वे भी ${city} में रहती हैं`)
    await expect(reason()).not.toContainText('रहते')

    await inLanguage(page, 'ta', '/matches')
    await expect(reason()).toContainText(`அவர் வசிப்பதும் ${city}`)
    await expect(reason()).not.toContainText(`${city}-`)
  })

  test('the inbox counter reads right for 1 and for 2 in English, Hindi and Tamil', async ({ browser }) => {
    test.setTimeout(60_000)
    const page = await loggedIn(browser, gita)
    const check = async (count: 1 | 2) => {
      for (const locale of ['en', 'hi', 'ta'] as const) {
        await inLanguage(page, locale, '/my-profile')
        const newItems = app[locale]['app.account.newItems']!
        // The header's Inbox link says the count in words: "Inbox 1 new interest or answer", "2 नई रुचियाँ या जवाब".
        const words =
          count === 1
            ? newItems.replace(/^.*?one \{# ([^}]*)\}.*$/, '1 $1')
            : newItems.replace(/^.*other \{# ([^}]*)\}.*$/, '2 $1')
        const inbox = app[locale]['app.account.inbox']!
        await expect(page.getByRole('link', { name: `${inbox} ${words}`, exact: true })).toBeVisible()
      }
    }
    const send = async (from: PublishedMember) => {
      const sent = await page.request.post(`/api/profiles/${gita.id}/interest`, {
        headers: { authorization: `Bearer ${from.token}` },
        data: {},
      })
      expect(sent.status(), await sent.text()).toBe(201)
    }
    await send(mohan)
    await check(1)
    await send(naveen)
    await check(2)
    expect(app.en['app.account.inboxNew']).toContain('plural')
  })

  test('no stored status value on the staff and member screens', async ({ browser, page }) => {
    test.setTimeout(240_000)
    // Any snake_case or kebab-case identifier among the words on screen is a stored value shown raw.
    const raw =
      /\b(draft|pending_consent|published|hidden|closed|pending|accepted|declined|expired|withdrawn|open|decided|approved|rejected|in_progress|in-progress)\b/
    const scan = async (p: Page, locale: Locale, path: string) => {
      await inLanguage(p, locale, path)
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(p.getByRole('status').filter({ hasText: /Loading|…$/ })).toHaveCount(0)
      const text = await p.locator('main').innerText()
      expect(text.match(/\b[a-z]+(?:_[a-z]+)+\b/g), `${locale} ${path}`).toBeNull()
      // In Hindi and Tamil a Latin status word can only be a stored value.
      if (locale !== 'en') expect(text.match(raw), `${locale} ${path}`).toBeNull()
    }
    // English everywhere; staff screens in Hindi, member screens in Tamil (the unit test draws every status in
    // every language: renderer/src/app/raw-status.test.tsx).
    await loginAsStaff(page)
    for (const path of ['/dashboard', '/moderation', '/photo-review', '/office/grievances', '/office/admin'])
      for (const locale of ['en', 'hi'] as const) await scan(page, locale, path)
    const member = await loggedIn(browser, gita)
    for (const path of ['/my-profile', '/inbox', '/matches', '/shortlist', '/settings'])
      for (const locale of ['en', 'ta'] as const) await scan(member, locale, path)
  })
})
