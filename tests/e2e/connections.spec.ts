import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { inLetters, loggedIn, publishedMember as publishedMemberOf } from '../support/members'
import type { PublishedMember } from '../support/members'
import { loginAsStaff } from '../support/session'
import { mobileTrace } from '../support/mobile-shown'

// Connections end to end, with each member in their own browser context: A sends an interest, B accepts,
// and neither sees the other's contact details until that side shares them (tests/e2e/conversations.spec.ts);
// C, never accepted, does not; B blocks C and C no longer finds B.
// Along the way: the header counter, Inbox, Shortlist, Who viewed, Settings and the staff's report queue.

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
const city = `Connpur${inLetters(unique)}`

type Member = PublishedMember

/** A member with a complete, published profile (tests/support/members.ts), from this spec's family. */
const publishedMember = (
  request: APIRequestContext,
  firstName: string,
  gender: 'male' | 'female',
  phone: string,
): Promise<Member> =>
  publishedMemberOf(request, {
    firstName,
    gender,
    phone,
    password: `copper-kettle-${phone.slice(-4)}`,
    unique,
    lastName: 'Iyer',
    born: { day: 5, month: 6, year: year - 29 },
    city,
    career: {
      education: 'B.E. Civil',
      occupation: 'Engineer',
      annualIncome: '10to20',
      familyStatus: 'uppermiddle',
    },
    aboutMe: 'I like temple architecture and cricket on Sundays.',
    expectation: 'Someone kind who loves family.',
  })

const actions = (page: Page) => page.getByRole('region', { name: /^Connect with / })

let a: Member
let b: Member
let c: Member

test.describe.serial('connections between members', () => {
  test.beforeAll(async ({ request }) => {
    a = await publishedMember(request, 'Aadhira', 'female', '9840011111')
    b = await publishedMember(request, 'Bhargav', 'male', '9840022222')
    c = await publishedMember(request, 'Chetan', 'male', '9840033333')
  })

  test('A sends an interest, B accepts it, and contact details wait until each side shares; C gets none', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const pageA = await loggedIn(browser, a)
    await pageA.goto(`/profiles/${b.id}`)
    await expect(pageA.getByRole('heading', { level: 1 })).toHaveText(/^Bhargav, \d+$/)
    const panel = actions(pageA)
    await expect(
      panel.getByText('Contact details are shown once Bhargav accepts your interest'),
    ).toBeVisible()
    await expect(panel.getByRole('button', { name: 'View contact details' })).toHaveCount(0)
    await panel.getByLabel('Message to Bhargav (optional)').fill('Call me on 98400 11111')
    await panel.getByRole('button', { name: 'Send interest' }).click()
    await expect(panel.getByText(msg.contactPhone)).toBeVisible()
    await panel
      .getByLabel('Message to Bhargav (optional)')
      .fill('Our families are from Madurai too. Shall we talk?')
    await expectAccessible(pageA, 'profile page with connection actions')
    await panel.getByRole('button', { name: 'Send interest' }).click()
    // Nothing leaves before a confirmation that names both profiles.
    await expect(
      panel.getByRole('group', { name: /^Send an interest from Aadhira, MT\d{6}, to Bhargav, MT\d{6}\?$/ }),
    ).toBeVisible()
    await panel.getByRole('button', { name: 'Yes, send the interest' }).click()
    await expect(panel.getByRole('status')).toContainText('Your interest was sent to Bhargav')
    await expect(panel.getByText(/You sent an interest on .*Waiting for Bhargav’s answer/)).toBeVisible()
    await panel.getByRole('button', { name: 'Shortlist', exact: true }).click()
    await expect(panel.getByRole('button', { name: 'Shortlist', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // B sees the news in the header and answers in the Inbox.
    const pageB = await loggedIn(browser, b)
    const inboxLink = pageB
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Inbox 1 new interest or answer' })
    await expect(inboxLink).toBeVisible()
    await inboxLink.click()
    await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Inbox')
    await expect(pageB.getByRole('tab', { name: 'Received (1)' })).toHaveAttribute('aria-selected', 'true')
    const card = pageB.getByRole('article', { name: /^Aadhira/ })
    await expect(card).toContainText('Our families are from Madurai too. Shall we talk?')
    await expectAccessible(pageB, 'inbox')
    await card.getByRole('button', { name: 'Accept: Aadhira' }).click()
    await expect(pageB.getByRole('status')).toContainText('You accepted Aadhira’s interest')
    await expect(
      pageB.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox', exact: true }),
    ).toBeVisible()
    // The connection is shown where it now is, with what to do next.
    await expect(pageB.getByRole('tab', { name: 'Accepted (1)' })).toHaveAttribute('aria-selected', 'true')
    await expect(pageB.getByRole('article', { name: /^Aadhira/ })).toContainText('You accepted on')
    await expect(pageB.getByRole('status')).toContainText(
      'What next: open Aadhira’s profile and press Write a message to talk here first.',
    )
    await expectAccessible(pageB, 'inbox after accepting')
    await pageB.getByRole('link', { name: 'See the profile and contact details' }).click()
    // Accepting alone shares nothing: each family shares its own details in their conversation.
    await actions(pageB).getByRole('button', { name: 'View contact details' }).click()
    await expect(actions(pageB).getByText(msg.contactNotShared)).toBeVisible()
    await expect(pageB.getByText(mobileTrace(a.phone))).toHaveCount(0)

    // A sees B's answer; B's details stay B's until B shares them.
    await pageA.reload()
    await expect(actions(pageA).getByText('You are connected with Bhargav')).toBeVisible()
    await actions(pageA).getByRole('button', { name: 'View contact details' }).click()
    await expect(actions(pageA).getByText(msg.contactNotShared)).toBeVisible()
    await expect(pageA.getByText(mobileTrace(b.phone))).toHaveCount(0)
    // Her Inbox opens on the tab with the news: the accepted interest.
    await pageA.goto('/inbox')
    await expect(pageA.getByRole('tab', { name: 'Accepted (1)' })).toHaveAttribute('aria-selected', 'true')
    await expect(pageA.getByRole('article', { name: /^Bhargav/ })).toContainText('Bhargav accepted on')

    // C was never accepted: neither the page, nor its JSON, nor a direct call gives B's contact details.
    const pageC = await loggedIn(browser, c)
    const pageJson: string[] = []
    pageC.on('response', async (r) => /\/api\/profiles\/\d+$/.test(r.url()) && pageJson.push(await r.text()))
    await pageC.goto(`/profiles/${b.id}`)
    await expect(actions(pageC).getByText('Contact details are shown once Bhargav accepts')).toBeVisible()
    await expect(actions(pageC).getByRole('button', { name: 'View contact details' })).toHaveCount(0)
    await expect(pageC.getByText(mobileTrace(b.phone))).toHaveCount(0)
    expect(pageJson.join('')).not.toContain(mobileTrace(b.phone))
    expect(pageJson.join('')).not.toContain(b.email)
    const token = await pageC.evaluate(() => localStorage.getItem('authToken'))
    const direct = await pageC.request.post(`/api/profiles/${b.id}/contact`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    })
    expect(direct.status()).toBe(403)
    expect(await direct.text()).not.toContain(mobileTrace(b.phone))
    await pageA.context().close()
    await pageB.context().close()
    await pageC.context().close()
  })

  test('B blocks C: C no longer finds B, nor opens B’s page; B unblocks in Settings', async ({ browser }) => {
    test.setTimeout(60_000)
    const pageC = await loggedIn(browser, c)
    const results = `/search/search-result?city=${city}`
    await pageC.goto(results)
    await expect(pageC.getByRole('link', { name: 'View the full profile of Bhargav' })).toBeVisible()

    const pageB = await loggedIn(browser, b)
    await pageB.goto(`/profiles/${c.id}`)
    await actions(pageB).getByRole('button', { name: 'Block this profile' }).click()
    await expect(actions(pageB).getByText(/Block Chetan\? You will no longer see each other/)).toBeVisible()
    // The screen says plainly what blocking does not do: a logged-out visitor still sees the public page.
    await expect(
      actions(pageB).getByText(
        /Anyone who is not logged in, Chetan too after logging out, can still find your profile/,
      ),
    ).toBeVisible()
    await actions(pageB).getByRole('button', { name: 'Block Chetan' }).click()
    await expect(actions(pageB).getByRole('status')).toContainText('You blocked Chetan')

    await pageC.reload()
    await expect(pageC.getByRole('link', { name: 'View the full profile of Aadhira' })).toBeVisible()
    await expect(pageC.getByRole('link', { name: 'View the full profile of Bhargav' })).toHaveCount(0)
    await pageC.goto(`/profiles/${b.id}`)
    await expect(pageC.getByRole('heading', { level: 1 })).toHaveText(msg.profileNotAvailable)
    // Nor does B see C.
    await pageB.goto(`/profiles/${c.id}`)
    await expect(pageB.getByRole('heading', { level: 1 })).toHaveText(msg.profileNotAvailable)

    await pageB.goto('/settings')
    await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Settings')
    await expect(pageB.getByLabel('E-mail me about new interests and answers')).toBeChecked()
    await expectAccessible(pageB, 'settings')
    await pageB.getByRole('button', { name: 'Unblock Chetan' }).click()
    await expect(pageB.getByRole('status')).toHaveText('You unblocked Chetan.')
    await expect(pageB.getByText('You have not blocked anyone.')).toBeVisible()
    await pageC.goto(results)
    await expect(pageC.getByRole('link', { name: 'View the full profile of Bhargav' })).toBeVisible()
    await pageB.context().close()
    await pageC.context().close()
  })

  test('the Shortlist, the hidden list with Undo, and who viewed a profile, across devices', async ({
    browser,
  }) => {
    const pageA = await loggedIn(browser, a)
    await pageA.goto(`/profiles/${c.id}`)
    await actions(pageA).getByRole('button', { name: 'Not for me', exact: true }).click()
    await expect(actions(pageA).getByRole('status')).toContainText(
      'Kept under “Not for me” on your Shortlist page',
    )

    // Another device: the answers come from the server.
    const other = await loggedIn(browser, a)
    await other.goto('/shortlist')
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Shortlist')
    const interested = other.getByRole('region', { name: 'Shortlisted (1)' })
    await expect(interested.getByRole('link', { name: /Bhargav/ })).toBeVisible()
    const hidden = other.getByRole('region', { name: 'Not for me (1)' })
    await expect(hidden.getByRole('link', { name: /Chetan/ })).toBeVisible()
    await expectAccessible(other, 'shortlist')
    await hidden.getByRole('button', { name: 'Undo' }).click()
    await expect(other.getByRole('status')).toHaveText('Chetan is shown again.')
    await expect(other.getByRole('region', { name: 'Not for me (0)' })).toContainText(
      'You have not marked anyone Not for me.',
    )

    const pageB = await loggedIn(browser, b)
    await pageB.goto('/who-viewed-me')
    await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Who viewed my profile')
    await expect(pageB.getByRole('link', { name: /Aadhira/ })).toBeVisible()
    await expectAccessible(pageB, 'who viewed my profile')
    for (const p of [pageA, other, pageB]) await p.context().close()
  })

  test('a report reaches the staff queue, where the decision is recorded', async ({ browser }) => {
    const pageA = await loggedIn(browser, a)
    await pageA.goto(`/profiles/${c.id}`)
    await actions(pageA).getByRole('button', { name: 'Report this profile' }).click()
    const form = actions(pageA).getByRole('form', { name: 'Report Chetan' })
    await form.getByRole('radio', { name: 'Other' }).check()
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(form.getByText(msg.reportDetailsRequired)).toBeVisible()
    await form.getByRole('radio', { name: 'Fake profile' }).check()
    await form.getByLabel('What happened').fill('The photos belong to a film actor.')
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(actions(pageA).getByRole('status')).toHaveText(
      'Thank you. Our team will review this profile.',
    )

    const staffContext = await browser.newContext()
    const staff = await staffContext.newPage()
    await loginAsStaff(staff)
    await staff
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reports to review' })
      .click()
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Reports to review')
    const report = staff.getByRole('article', {
      name: `Fake profile: Chetan (MT${String(c.id).padStart(6, '0')})`,
    })
    await expect(report).toContainText('The photos belong to a film actor.')
    await expect(report).toContainText('Reported by Aadhira')
    await expectAccessible(staff, 'moderation queue')
    await report.getByRole('radio', { name: 'Dismiss the report' }).check()
    await report.getByLabel('Note (optional)').fill('The photos are his own; checked at the office.')
    await report.getByRole('button', { name: 'Record the decision' }).click()
    await expect(staff.getByRole('status')).toContainText('Recorded: Dismiss the report for Chetan')
    await staff.getByRole('button', { name: 'Decided' }).click()
    await expect(staff.getByRole('article', { name: /Chetan/ }).first()).toContainText(
      'Decision: Dismiss the report, by demo@matrimony.test',
    )

    // Staff act only for their office's profiles: the Inbox asks which one.
    await staff.goto('/inbox')
    await expect(staff.getByLabel('Acting for')).toBeVisible()
    await expectAccessible(staff, 'staff inbox')
    await pageA.context().close()
    await staffContext.close()
  })
})
