import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { msg } from '../../shared/messages'
import { expectAccessible } from '../support/a11y'
import { inLetters, loggedIn, publishedMember as publishedMemberOf } from '../support/members'
import type { PublishedMember } from '../support/members'
import { mobileShown, mobileTrace } from '../support/mobile-shown'

// Conversations end to end, each family in its own browser context: A writes and B sees it without
// reloading; B shares its contact details, A can view them and B cannot see A's; B blocks A and the
// conversation ends on A's open page. axe on the list and on a conversation.

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
// Letters only: a run of digits in a place name reads as a phone number.
const city = `Talkpur${inLetters(unique)}`

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
    lastName: 'Pillai',
    born: { day: 9, month: 3, year: year - 28 },
    city,
    career: {
      education: 'M.A. History',
      occupation: 'Teacher',
      annualIncome: '5to10',
      familyStatus: 'middle',
    },
    aboutMe: 'I teach history and grow jasmine on our terrace.',
    expectation: 'Someone patient who enjoys family gatherings.',
  })

const bearer = (who: PublishedMember) => ({ authorization: `Bearer ${who.token}` })

let a: PublishedMember
let b: PublishedMember

test.beforeAll(async ({ request }) => {
  a = await publishedMember(request, 'Kalyani', 'female', '9840044444')
  b = await publishedMember(request, 'Madhavan', 'male', '9840055555')
  const sent = await request.post(`/api/profiles/${b.id}/interest`, { headers: bearer(a), data: {} })
  expect(sent.status()).toBe(201)
  const id = (await sent.json()).interest.id as number
  const accepted = await request.post(`/api/connections/interests/${id}/accept`, {
    headers: bearer(b),
    data: {},
  })
  expect(accepted.status()).toBe(200)
})

test('A writes and B reads it live; B shares details that A can view; B blocks A and it ends', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const pageA = await loggedIn(browser, a)
  const pageB = await loggedIn(browser, b)

  // B opens the conversation from the Inbox.
  await pageB.goto('/inbox')
  await pageB.getByRole('link', { name: /^Conversations/ }).click()
  await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Conversations')
  await pageB.getByRole('link', { name: /Kalyani/ }).click()
  await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Conversation with Kalyani')
  await expect(pageB.getByText('No messages yet. Say namaste!')).toBeVisible()

  // A opens it from the accepted interest.
  await pageA.goto('/inbox')
  await pageA.getByRole('tab', { name: 'Accepted (1)' }).click()
  await pageA.getByRole('button', { name: 'Write a message: Madhavan' }).click()
  await expect(pageA.getByRole('heading', { level: 1 })).toHaveText('Conversation with Madhavan')

  // Until A shares, a number is refused with the reason, and what A typed stays.
  const box = pageA.getByLabel('Your message')
  await box.fill('Please call my father on 98400 44444')
  await pageA.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(pageA.getByRole('alert')).toHaveText(msg.messageHasPhone)
  await expect(box).toHaveValue('Please call my father on 98400 44444')
  await box.fill('Namaste! Our family would like to know yours.')
  await pageA.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(box).toHaveValue('')
  // B sees it without reloading.
  const fromA = pageB.getByRole('list', { name: 'Messages' }).getByText(/^Namaste! Our family/)
  await expect(fromA).toBeVisible()
  await expectAccessible(pageB, 'conversation')
  // B has read it: A's page shows the receipt, live.
  await expect(pageA.getByRole('list', { name: 'Messages' }).getByText('Read', { exact: true })).toBeVisible()

  // B shares: A can view B's details; B still cannot see A's.
  await pageB.getByRole('button', { name: 'Share my contact details' }).click()
  await expect(pageB.getByRole('status').filter({ hasText: 'now shared with Kalyani' })).toBeVisible()
  await expect(pageB.getByText('Kalyani has not shared contact details yet.')).toBeVisible()
  await expect(pageB.getByText(mobileTrace(a.phone))).toHaveCount(0)
  const direct = await pageB.request.post(`/api/profiles/${a.id}/contact`, { headers: bearer(b), data: {} })
  expect(direct.status()).toBe(403)
  expect(await direct.text()).not.toContain(mobileTrace(a.phone))
  await pageA.getByRole('button', { name: 'View Madhavan’s contact details' }).click()
  await expect(pageA.getByText(mobileShown(b.phone))).toBeVisible()
  await expect(pageA.getByText(b.email)).toBeVisible()
  await expectAccessible(pageA, 'conversation with contact details')

  // B, having shared, may write a web address: it is shown as plain text, never a link.
  await pageB
    .getByLabel('Your message')
    .fill('Namaste Kalyani, we would be glad to talk. Our photos: www.example.com')
  await pageB.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(pageA.getByText(/^Namaste Kalyani, we would be glad to talk/)).toBeVisible()
  await expect(pageA.getByRole('link', { name: /example\.com/ })).toHaveCount(0)
  await pageA.goto('/conversations')
  await expect(pageA.getByRole('listitem').filter({ hasText: 'Madhavan' })).toContainText('Namaste Kalyani')
  await expectAccessible(pageA, 'conversations list')
  await pageA.getByRole('link', { name: /Madhavan/ }).click()
  // At 320 px nothing scrolls sideways; the composer is reached by keyboard.
  await pageA.setViewportSize({ width: 320, height: 700 })
  await expect(pageA.getByRole('heading', { level: 1 })).toHaveText('Conversation with Madhavan')
  expect(await pageA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await pageA.getByLabel('Your message').focus()
  await pageA.keyboard.type('Typed with the keyboard.')
  await pageA.keyboard.press('Tab')
  await expect(pageA.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  await pageA.keyboard.press('Enter')
  await expect(
    pageB.getByRole('list', { name: 'Messages' }).getByText('Typed with the keyboard.'),
  ).toBeVisible()

  // B blocks A: A's open page says the conversation has ended, and nothing more can be sent.
  await pageB.goto(`/profiles/${a.id}`)
  const actionsB = pageB.getByRole('region', { name: /^Connect with / })
  await actionsB.getByRole('button', { name: 'Block this profile' }).click()
  await actionsB.getByRole('button', { name: 'Block Kalyani' }).click()
  await expect(actionsB.getByRole('status')).toContainText('You blocked Kalyani')
  await expect(pageA.getByText(msg.conversationEnded)).toBeVisible()
  await expect(pageA.getByLabel('Your message')).toHaveCount(0)
  await pageA.context().close()
  await pageB.context().close()
})
