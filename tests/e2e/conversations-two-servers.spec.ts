import { expect, request as apiRequest, test } from '@playwright/test'
import type { Browser } from '@playwright/test'
import { msg } from '../../shared/messages'
import { startPostgres } from '../../scripts/postgres.mjs'
import { inLetters, publishedMember } from '../support/members'
import type { PublishedMember } from '../support/members'
import { ports } from '../support/ports'
import { startServer } from '../support/server'
import type { RunningServer } from '../support/server'
import { loginAsMember } from '../support/session'

// Two server processes behind one address, on one PostgreSQL: each family's browser talks to its own server.
// Messages pass both ways live (LISTEN/NOTIFY) with the read receipt; B shares its details and A's page offers
// them; B blocks A and A's page says the conversation has ended, each change live through the other server. Needs PostgreSQL (Debian's
// package); where none can be started the test says so and skips.

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`

let stopPostgres: (() => void) | null = null
let skipped: string | null = null
const servers: RunningServer[] = []
let a: PublishedMember
let b: PublishedMember

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const pg = await startPostgres()
  if (pg.skipped !== undefined) return void (skipped = pg.skipped)
  stopPostgres = pg.stop
  // One after the other: the first creates the tables.
  for (const port of [ports.pgOne, ports.pgTwo])
    servers.push(await startServer({ port, env: { DATABASE_URL: pg.url } }))
  const member = async (
    server: RunningServer,
    firstName: string,
    gender: 'male' | 'female',
    phone: string,
  ) => {
    const request = await apiRequest.newContext({ baseURL: server.url })
    const made = await publishedMember(
      request,
      {
        firstName,
        gender,
        phone,
        password: `silver-bell-${phone.slice(-4)}`,
        unique,
        lastName: 'Menon',
        born: { day: 2, month: 11, year: year - 27 },
        city: `Twopur${inLetters(unique)}`,
        career: {
          education: 'B.Sc.',
          occupation: 'Pharmacist',
          annualIncome: '5to10',
          familyStatus: 'middle',
        },
        aboutMe: 'I work at our town pharmacy and sing in the temple choir.',
        expectation: 'Someone who likes music and long walks.',
      },
      server.logFile,
    )
    await request.dispose()
    return made
  }
  a = await member(servers[0], 'Revathi', 'female', '9840077777')
  b = await member(servers[1], 'Gopinath', 'male', '9840088888')
  const api = await apiRequest.newContext({ baseURL: servers[0].url })
  const sent = await api.post(`/api/profiles/${b.id}/interest`, {
    headers: { authorization: `Bearer ${a.token}` },
    data: {},
  })
  expect(sent.status()).toBe(201)
  const interest = (await sent.json()).interest.id as number
  await api.dispose()
  // B accepts through the other server.
  const other = await apiRequest.newContext({ baseURL: servers[1].url })
  const accepted = await other.post(`/api/connections/interests/${interest}/accept`, {
    headers: { authorization: `Bearer ${b.token}` },
    data: {},
  })
  expect(accepted.status()).toBe(200)
  await other.dispose()
})

test.afterAll(async () => {
  for (const server of servers) await server.stop()
  stopPostgres?.()
})

async function onServer(browser: Browser, server: RunningServer, who: PublishedMember) {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage()
  await loginAsMember(page, who)
  return page
}

test('messages, sharing and a block reach the other family live through the other server', async ({
  browser,
}) => {
  test.skip(skipped !== null, `PostgreSQL could not be started here: ${skipped}`)
  test.setTimeout(120_000)
  const pageA = await onServer(browser, servers[0], a)
  const pageB = await onServer(browser, servers[1], b)
  await pageA.goto('/conversations')
  await pageA.getByRole('link', { name: /Gopinath/ }).click()
  await expect(pageA.getByRole('heading', { level: 1 })).toHaveText('Conversation with Gopinath')
  await pageB.goto('/conversations')
  await pageB.getByRole('link', { name: /Revathi/ }).click()
  await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Conversation with Revathi')

  await pageA.getByLabel('Your message').fill('Namaste from the first server.')
  await pageA.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(
    pageB.getByRole('list', { name: 'Messages' }).getByText('Namaste from the first server.'),
  ).toBeVisible()
  // B's page has read it: A's page shows the receipt, through the other server.
  await expect(pageA.getByRole('list', { name: 'Messages' }).getByText('Read', { exact: true })).toBeVisible()

  await pageB.getByLabel('Your message').fill('And namaste back from the second.')
  await pageB.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(
    pageA.getByRole('list', { name: 'Messages' }).getByText('And namaste back from the second.'),
  ).toBeVisible()
  // Each page shows each message once.
  for (const page of [pageA, pageB])
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2)

  // B shares through server two: A's page on server one offers B's details, live; B still cannot see A's.
  await pageB.getByRole('button', { name: 'Share my contact details' }).click()
  await expect(pageB.getByRole('status').filter({ hasText: 'now shared with Revathi' })).toBeVisible()
  await pageA.getByRole('button', { name: 'View Gopinath’s contact details' }).click()
  await expect(pageA.getByText(b.phone)).toBeVisible()
  await expect(pageB.getByText('Revathi has not shared contact details yet.')).toBeVisible()
  await expect(pageB.getByText(a.phone)).toHaveCount(0)

  // B blocks A through server two: A's open page on server one says the conversation has ended.
  await pageB.goto(`/profiles/${a.id}`)
  const actionsB = pageB.getByRole('region', { name: /^Connect with / })
  await actionsB.getByRole('button', { name: 'Block this profile' }).click()
  await actionsB.getByRole('button', { name: 'Block Revathi' }).click()
  await expect(actionsB.getByRole('status')).toContainText('You blocked Revathi')
  await expect(pageA.getByText(msg.conversationEnded)).toBeVisible()
  await expect(pageA.getByLabel('Your message')).toHaveCount(0)
  await pageA.context().close()
  await pageB.context().close()
})
