import { expect, request as apiRequest, test } from '@playwright/test'
import type { Browser } from '@playwright/test'
import { startPostgres } from '../../scripts/postgres.mjs'
import { inLetters, publishedMember } from '../support/members'
import type { PublishedMember } from '../support/members'
import { ports } from '../support/ports'
import { startServer } from '../support/server'
import type { RunningServer } from '../support/server'
import { loginAsMember } from '../support/session'

// Two server processes behind one address, on one PostgreSQL: each family's browser talks to its own server,
// and messages pass both ways live (LISTEN/NOTIFY), with the read receipt. Needs PostgreSQL (Debian's
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

test('messages pass both ways live between pages on two servers', async ({ browser }) => {
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
  await pageA.context().close()
  await pageB.context().close()
})
