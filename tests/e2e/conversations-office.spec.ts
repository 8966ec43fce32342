import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { catalog } from '../support/catalogs'
import { inLetters, loggedIn, publishedMember } from '../support/members'
import type { PublishedMember } from '../support/members'
import { connectWithOffice, officeFamily } from '../support/office-family'
import type { OfficeFamily } from '../support/office-family'
import { DEMO, loginAsStaff } from '../support/session'

// Conversations at the office (the kiosk's screens in the browser): staff act for a family of their office,
// named by `?as=`, and write to a member; the member's open page gets it live, marked as written by office
// staff, and the reply reaches the staff's open page. The staff message is in the office's audit log under
// the staff account. axe at 375 and 1280 px; the message box is reached and sent with the keyboard alone.

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`

let family: OfficeFamily
let other: PublishedMember
let conversationId: number

test.beforeAll(async ({ request }) => {
  family = await officeFamily(request)
  other = await publishedMember(request, {
    firstName: 'Sundaram',
    gender: family.gender === 'female' ? 'male' : 'female',
    phone: '9840066666',
    password: 'teak-chest-6666',
    unique,
    lastName: 'Nair',
    born: { day: 14, month: 8, year: year - 30 },
    city: `Kioskpur${inLetters(unique)}`,
    career: {
      education: 'B.Com',
      occupation: 'Accountant',
      annualIncome: '5to10',
      familyStatus: 'middle',
    },
    aboutMe: 'I keep the accounts of a spice company and play the veena.',
    expectation: 'A kind person close to her family.',
  })
  conversationId = await connectWithOffice(request, family, other)
})

/** Tab from the top of the page until the message box has the focus (at most 60 presses). */
async function tabToMessageBox(page: Page) {
  await page.locator('body').focus()
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    if (await page.getByLabel('Your message').evaluate((box) => box === document.activeElement)) return
  }
  throw new Error('the message box was not reached with Tab')
}

test('staff write for their family, the member reads it live and answers; the message is audited', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const memberPage = await loggedIn(browser, other)
  const staffPage = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage()
  await loginAsStaff(staffPage)

  // Staff open the family's conversations from the list, acting for her by the URL.
  await staffPage.goto(`/conversations?as=${family.id}`)
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Conversations')
  await expect(staffPage.getByText(`Acting for ${family.firstName}, ${family.userId}`)).toBeVisible()
  await expectAccessible(staffPage, 'office conversations list at 375 px')
  await staffPage.getByRole('link', { name: /Sundaram/ }).click()
  await expect(staffPage).toHaveURL(new RegExp(`/conversations/${conversationId}\\?as=${family.id}$`))
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Conversation with Sundaram')
  expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectAccessible(staffPage, 'office conversation at 375 px')

  await memberPage.goto(`/conversations/${conversationId}`)
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(
    `Conversation with ${family.firstName}`,
  )

  // The staff write with the keyboard alone: Tab to the box, type, Tab to Send, Enter.
  await tabToMessageBox(staffPage)
  await staffPage.keyboard.type('Namaste, we write for the family from the office.')
  await staffPage.keyboard.press('Tab')
  await expect(staffPage.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  await staffPage.keyboard.press('Enter')
  await expect(staffPage.getByLabel('Your message')).toHaveValue('')

  // The member sees it without reloading, marked as written by office staff.
  const fromOffice = memberPage
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: 'Namaste, we write for the family from the office.' })
  await expect(fromOffice).toBeVisible()
  await expect(fromOffice).toContainText(`${family.firstName}, written by office staff`)

  // The member's answer reaches the staff's open page.
  await memberPage.getByLabel('Your message').fill('Thank you, our family is glad to hear from you.')
  await memberPage.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(
    staffPage
      .getByRole('list', { name: 'Messages' })
      .getByText('Thank you, our family is glad to hear from you.'),
  ).toBeVisible()

  // At 1280 px the office's screens are as accessible.
  await staffPage.setViewportSize({ width: 1280, height: 900 })
  await expectAccessible(staffPage, 'office conversation at 1280 px')
  await staffPage.goto(`/conversations?as=${family.id}`)
  await expect(staffPage.getByRole('listitem').filter({ hasText: 'Sundaram' })).toContainText('Thank you')
  await expectAccessible(staffPage, 'office conversations list at 1280 px')

  // The office's audit log names the staff account that wrote the message.
  const sent = (await (
    await staffPage.request.get(`/api/conversations/${conversationId}?as=${family.id}`, {
      headers: family.staff,
    })
  ).json()) as { messages: { id: number; body: string; byStaff: boolean }[] }
  const staffMessage = sent.messages.find((m) => m.body.startsWith('Namaste, we write'))!
  expect(staffMessage.byStaff).toBe(true)
  const log = await staffPage.request.get(`/api/office/audit?profile=${family.id}`, { headers: family.staff })
  expect(log.status()).toBe(200)
  const entries = (await log.json()).entries as { action: string; by: string; detail: string | null }[]
  expect(entries).toContainEqual(
    expect.objectContaining({
      action: 'message.sent',
      by: DEMO.email,
      detail: `conversation ${conversationId}, message ${staffMessage.id}`,
    }),
  )
  await memberPage.context().close()
  await staffPage.context().close()
})

test('the same conversation in Tamil for the member and in Hindi for the staff, live both ways', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const ta = catalog('ta', 'discover')
  const hi = catalog('hi', 'discover')
  const inLanguage = async (page: Page, language: 'hi' | 'ta') =>
    page.addInitScript((l) => localStorage.setItem('language', l), language)
  const memberPage = await loggedIn(browser, other)
  await inLanguage(memberPage, 'ta')
  await memberPage.goto(`/conversations/${conversationId}`)
  await expect(memberPage.locator('html')).toHaveAttribute('lang', 'ta')
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(
    ta['discover.conversations.with']!.replace('{name}', family.firstName),
  )
  await expect(
    memberPage.getByRole('listitem').filter({ hasText: 'Namaste, we write for the family from the office.' }),
  ).toContainText(ta['discover.conversations.byStaff']!)
  await expectAccessible(memberPage, 'conversation in Tamil')

  const staffPage = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage()
  await loginAsStaff(staffPage)
  await inLanguage(staffPage, 'hi')
  await staffPage.goto(`/conversations/${conversationId}?as=${family.id}`)
  await expect(staffPage.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(
    hi['discover.conversations.with']!.replace('{name}', 'Sundaram'),
  )
  await expectAccessible(staffPage, 'office conversation in Hindi at 375 px')

  // The member answers in Tamil with the keyboard; the staff's Hindi page shows it live, and the reply too.
  await memberPage.getByLabel(ta['discover.conversations.yourMessage']!).focus()
  await memberPage.keyboard.type('வணக்கம், சனிக்கிழமை அலுவலகம் வருகிறோம்.')
  await memberPage.keyboard.press('Tab')
  await memberPage.keyboard.press('Enter')
  await expect(staffPage.getByText('வணக்கம், சனிக்கிழமை அலுவலகம் வருகிறோம்.', { exact: true })).toBeVisible()
  // A screen reader hears it, in Hindi, from the page's polite live region.
  await expect(staffPage.locator('[aria-live="polite"]').filter({ hasText: 'வணக்கம், சனிக்கிழமை' })).toHaveText(
    `${hi['discover.conversations.newMessage']!.replace('{name}', 'Sundaram')}: வணக்கம், சனிக்கிழமை அலுவலகம் வருகிறோம்.`,
  )
  await staffPage.getByLabel(hi['discover.conversations.yourMessage']!).fill('धन्यवाद, शनिवार को मिलते हैं।')
  await staffPage.getByRole('button', { name: hi['discover.conversations.send']!, exact: true }).click()
  await expect(memberPage.getByText('धन्यवाद, शनिवार को मिलते हैं।', { exact: true })).toBeVisible()
  await memberPage.context().close()
  await staffPage.context().close()
})
