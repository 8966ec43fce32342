import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { DEMO, loginAsStaff } from '../support/session'

// The family staff act for: opening a woman's matches makes her the acting profile; her match's page says so
// (and keeps it in the URL, so a reload keeps it); the interest names both families before it leaves, and it
// leaves from her, never from whichever profile of the office comes first in a list.

interface Office {
  auth: { authorization: string }
}
interface Acting {
  id: number
  userId: string
  firstName: string
}

async function staffApi(request: APIRequestContext): Promise<Office> {
  const login = await request.post('/api/user/login', { data: DEMO })
  expect(login.status()).toBe(200)
  return { auth: { authorization: `Bearer ${(await login.json()).token}` } }
}

/** A published woman's profile of the demo office with a mutual match she may still send an interest to. */
async function brideWithAMatch(request: APIRequestContext, { auth }: Office) {
  const { profiles } = (await (await request.get('/api/connections/acting', { headers: auth })).json()) as {
    profiles: Acting[]
  }
  for (const p of profiles) {
    const page = await (await request.get(`/api/profiles/${p.id}`, { headers: auth })).json()
    if (page.gender !== 'female') continue
    const matches = await request.get(`/api/matches?for=${p.id}&mutual=1`, { headers: auth })
    if (matches.status() !== 200) continue
    const first = (await matches.json()).results[0] as { id: number; firstName: string } | undefined
    if (!first) continue
    const state = await (
      await request.get(`/api/profiles/${first.id}/connection?as=${p.id}`, { headers: auth })
    ).json()
    if (state.canSendInterest) return { bride: p, match: first }
  }
  throw new Error('no published woman of the demo office with a match to write to')
}

test('staff send an interest from the family whose matches they opened, and a reload keeps her', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const office = await staffApi(request)
  const { bride, match } = await brideWithAMatch(request, office)
  const matchId = `MT${String(match.id).padStart(6, '0')}`
  const banner = `Acting for ${bride.firstName}, ${bride.userId}`

  await loginAsStaff(page)
  await page.goto(`/matches?for=${bride.id}`)
  await expect(page.getByText(banner)).toBeVisible()
  await page.getByRole('article').first().getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/profiles/${match.id}\\?as=${bride.id}$`))
  const panel = page.getByRole('region', { name: /^Connect with / })
  await expect(page.getByText(banner)).toBeVisible()
  await expect(panel.getByLabel('Act for another family')).toHaveValue(String(bride.id))

  // A reload keeps the family, from the URL.
  await page.reload()
  await expect(page.getByText(banner)).toBeVisible()
  await expect(panel.getByLabel('Act for another family')).toHaveValue(String(bride.id))

  await panel.getByRole('button', { name: 'Send interest' }).click()
  const confirm = panel.getByRole('group', { name: /^Send an interest from / })
  await expect(confirm).toContainText(
    `Send an interest from ${bride.firstName}, ${bride.userId}, to ${match.firstName}, ${matchId}?`,
  )
  await expectAccessible(page, 'interest confirmation for an office profile')
  await confirm.getByRole('button', { name: 'Yes, send the interest' }).click()
  await expect(panel.getByRole('status')).toContainText(`Your interest was sent to ${match.firstName}`)

  // It left from her, and only from her.
  const inbox = await (
    await request.get(`/api/connections/inbox?as=${bride.id}`, { headers: office.auth })
  ).json()
  expect(inbox.sent.map((i: { profile: { id: number } }) => i.profile.id)).toContain(match.id)
})

test('a staff screen reached without a family asks for one and shows nothing of another', async ({
  page,
}) => {
  await loginAsStaff(page)
  await page.evaluate(() => sessionStorage.removeItem('actingProfileId'))
  await page.goto('/inbox')
  const select = page.getByLabel('Acting for')
  await expect(select).toHaveValue('')
  await expect(page.getByText('Choose which of your office’s profiles you are acting for.')).toBeVisible()
  await expect(page.getByRole('tablist')).toHaveCount(0)
  await expect(page.getByText(/^Acting for .*, MT\d{6}$/)).toHaveCount(0)
  await expectAccessible(page, 'staff inbox without a family chosen')
  // Choosing one names it, puts it in the URL and shows its inbox.
  const option = (await select.locator('option').nth(1).textContent())!
  await select.selectOption({ index: 1 })
  await expect(page).toHaveURL(/\/inbox\?as=\d+$/)
  await expect(page.getByText(`Acting for ${option.replace(/ \((MT\d{6})\).*$/, ', $1')}`)).toBeVisible()
  await expect(page.getByRole('tablist')).toBeVisible()
})
