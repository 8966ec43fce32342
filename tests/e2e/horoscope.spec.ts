import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { nakshatraOptions } from '../../shared/matching/nakshatras'
import { labelOf } from '../../shared/options'
import { paths } from '../../shared/routes'
import { expectAccessible } from '../support/a11y'
import { inLetters, loggedIn, publishedMember as publishedMemberOf } from '../support/members'
import type { PublishedMember } from '../support/members'

// A Tamil family gives the date, time and place of birth instead of the nakshatra: the server works out the
// nakshatra, pada, rashi and manglik; then, on a match's page, the family sees the ten poruthams first and
// guna milan beside them, each koota explained. Time and place of birth never reach the other family.

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
const born = { day: 18, month: 2, year: year - 28 }

const member = (request: APIRequestContext, firstName: string, gender: 'male' | 'female', phone: string) =>
  publishedMemberOf(request, {
    firstName,
    gender,
    phone,
    password: 'moonlit veena raga',
    unique,
    lastName: 'Subramanian',
    born,
    city: `Horapur${inLetters(unique)}`,
    career: { education: 'B.Com', occupation: 'Accountant', annualIncome: '5to10', familyStatus: 'middle' },
    aboutMe: 'Carnatic music in the mornings, long walks by the sea in the evenings.',
    expectation: 'A patient, cheerful partner who values family.',
  })

let bride: PublishedMember
let groom: PublishedMember

test.describe.serial('horoscope from birth details', () => {
  test.beforeAll(async ({ request }) => {
    bride = await member(request, 'Sowmya', 'female', '9840066661')
    groom = await member(request, 'Karthik', 'male', '9840066662')
    // The groom's family typed his birth star.
    const typed = await request.patch(`/api/profiles/${groom.id}`, {
      headers: { authorization: `Bearer ${groom.token}` },
      data: { nakshatra: 'ardra', pada: '3', rashi: 'mithuna' },
    })
    expect(typed.status()).toBe(200)
  })

  test('a family enters birth details and sees the computed nakshatra', async ({ browser, request }) => {
    // What the server works out for these details, to compare with what the screen shows.
    const places = (await (await request.get('/api/places?q=Chenn')).json()).places
    expect(places[0].name).toBe('Chennai')
    const preview = await request.post(`/api/profiles/${bride.id}/birth-details/preview`, {
      headers: { authorization: `Bearer ${bride.token}` },
      data: { birthTime: '05:40', placeId: places[0].id, apply: true },
    })
    const { chart } = await preview.json()
    const nakshatra = labelOf(nakshatraOptions, chart.moon.nakshatra)

    const page = await loggedIn(browser, bride)
    const card = page.getByRole('region', { name: 'Birth details', exact: true })
    await card.getByRole('button', { name: 'Edit Birth details' }).click()
    // Nothing chosen yet: the form says what is missing beside each field.
    await card.getByRole('button', { name: 'Save birth details' }).click()
    await expect(
      card.getByText('Enter the time of birth as hours and minutes', { exact: false }),
    ).toBeVisible()
    await expect(card.getByText('Choose the place of birth from the list.')).toBeVisible()

    await card.getByLabel('Time of birth', { exact: true }).fill('05:40')
    const place = card.getByRole('combobox', { name: 'Place of birth' })
    await place.fill('Chenn')
    await card.getByRole('option', { name: 'Chennai, Tamil Nadu, India' }).click()
    await expect(place).toHaveValue('Chennai, Tamil Nadu, India')
    await card.getByRole('button', { name: 'Work out the horoscope' }).click()
    const result = card.getByRole('region', { name: 'What the birth details give' })
    await expect(result.getByText(`Moon in ${nakshatra} nakshatra, pada ${chart.moon.pada}`)).toBeVisible()
    await expect(result.getByText(/Manglik: (yes|no)\. Mars is in the \d+(st|nd|rd|th) house/)).toBeVisible()
    // At the edge of two padas the family says which their horoscope gives.
    if (chart.otherSide) await result.getByRole('radio').first().check()
    await expectAccessible(page, 'birth details worked out')

    await card.getByRole('button', { name: 'Save birth details' }).click()
    await expect(card.getByRole('button', { name: 'Edit Birth details' })).toBeVisible()
    await expect(card.getByText('05:40')).toBeVisible()
    await expect(card.getByText('Chennai, Tamil Nadu, India')).toBeVisible()
    await expect(card.getByText('Computed from the birth details')).toHaveCount(2)
    const horoscope = page.getByRole('region', { name: 'Horoscope', exact: true })
    await expect(horoscope.getByText(nakshatra, { exact: true })).toBeVisible()
    await page.close()
  })

  test('a Tamil family sees the ten poruthams first on a match’s page, and guna milan beside them', async ({
    browser,
    request,
  }) => {
    const page = await loggedIn(browser, bride)
    await page.goto(paths.profilePage(groom.id))
    const matching = page.getByRole('region', { name: 'Horoscope matching' })
    await expect(matching.getByRole('tab', { name: 'Ten poruthams' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const poruthams = matching.getByRole('tabpanel', { name: 'Ten poruthams' })
    await expect(poruthams.getByRole('row')).toHaveCount(11)
    for (const name of [
      'Dina',
      'Gana',
      'Mahendra',
      'Stree Deergha',
      'Yoni',
      'Rasi',
      'Vasya',
      'Rajju',
      'Vedhai',
    ])
      await expect(poruthams.getByRole('rowheader', { name: new RegExp(`^${name}`) }).first()).toBeVisible()
    await expect(
      poruthams.getByRole('rowheader', { name: /^Rajju \(deciding\) (Matched|Not matched)$/ }),
    ).toBeVisible()
    await expect(poruthams.getByText(/^\d+ of 10 poruthams matched$/)).toBeVisible()
    await expect(poruthams.getByText(/^(Good match|Average match|Not matched): /)).toBeVisible()
    await expectAccessible(page, 'ten poruthams')

    await matching.getByRole('tab', { name: 'Guna milan (Ashtakoot)' }).click()
    const guna = matching.getByRole('tabpanel', { name: 'Guna milan (Ashtakoot)' })
    await expect(guna.getByText(/^\d+(\.\d)? of 36 points/)).toBeVisible()
    await expect(guna.getByRole('row')).toHaveCount(9)
    await expect(guna.getByText(/^Compares nature: Deva/)).toBeVisible()
    await expectAccessible(page, 'guna milan beside the poruthams')
    await page.close()

    // The groom's family sees her nakshatra and that it was computed, never her time or place of birth.
    const seen = await request.get(`/api/profiles/${bride.id}`, {
      headers: { authorization: `Bearer ${groom.token}` },
    })
    const text = await seen.text()
    expect(JSON.parse(text)).toMatchObject({ horoscopeSource: 'computed' })
    expect(text).not.toContain('05:40')
    expect(text).not.toContain('birthPlace')
    expect(text).not.toContain('Asia/Kolkata')
  })

  test('the birth details form and the matching tabs fit a 320 px screen', async ({ browser }) => {
    const page = await loggedIn(browser, bride)
    await page.setViewportSize({ width: 320, height: 800 })
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    const card = page.getByRole('region', { name: 'Birth details', exact: true })
    await card.getByRole('button', { name: 'Edit Birth details' }).click()
    await card.getByRole('button', { name: 'Work out the horoscope' }).click()
    await expect(card.getByRole('region', { name: 'What the birth details give' })).toBeVisible()
    expect(await sideways()).toBeLessThanOrEqual(0)
    await card.screenshot({ path: test.info().outputPath('birth-details-320.png') })
    await page.goto(paths.profilePage(groom.id))
    const matching = page.getByRole('region', { name: 'Horoscope matching' })
    await expect(matching.getByRole('tabpanel', { name: 'Ten poruthams' })).toBeVisible()
    expect(await sideways()).toBeLessThanOrEqual(0)
    // Nor does a table spill out of its card.
    const spill = () => matching.evaluate((e) => e.scrollWidth - e.clientWidth)
    expect(await spill()).toBeLessThanOrEqual(0)
    await matching.screenshot({ path: test.info().outputPath('poruthams-320.png') })
    await matching.getByRole('tab', { name: 'Guna milan (Ashtakoot)' }).click()
    expect(await sideways()).toBeLessThanOrEqual(0)
    expect(await spill()).toBeLessThanOrEqual(0)
    await matching.screenshot({ path: test.info().outputPath('guna-320.png') })
    await page.close()
  })
})
