import sharp from 'sharp'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { photoMsg, photoShownToOptions, photoStatusLabels } from '../../shared/photos'
import { paths } from '../../shared/routes'
import { expectAccessible } from '../support/a11y'
import { inLetters, loggedIn, publishedMember as publishedMemberOf } from '../support/members'
import type { PublishedMember } from '../support/members'
import { loginAsStaff } from '../support/session'

// Photos end to end: a member adds a photo on My profile and keeps it for accepted connections; staff approve
// it; the accepted member sees it on the search card, another member sees it blurred (the server sends
// them different bytes from the same address); the profile page's gallery; refusals in words.

const year = new Date().getFullYear()
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
const city = `Photopur${inLetters(unique)}`

type Member = PublishedMember

/** A member with a complete, published profile (tests/support/members.ts), from this spec's family. */
const publishedMember = (
  request: APIRequestContext,
  firstName: string,
  gender: 'male' | 'female',
): Promise<Member> =>
  publishedMemberOf(request, {
    firstName,
    gender,
    phone: '9840055555',
    password: `lantern-photo-${firstName.length}`,
    unique,
    lastName: 'Pillai',
    born: { day: 4, month: 7, year: year - 28 },
    city,
    career: {
      education: 'B.Sc Physics',
      occupation: 'Teacher',
      annualIncome: '5to10',
      familyStatus: 'middle',
    },
    aboutMe: 'I teach physics and sing in a temple choir.',
    expectation: 'Someone gentle who loves family.',
  })

const photoFile = async (name = 'portrait.jpg') => {
  const [w, h] = [900, 1200]
  const pixels = Buffer.alloc(w * h * 3)
  for (let i = 0; i < w * h; i++) {
    pixels[i * 3] = ((i % w) * 255) / w
    pixels[i * 3 + 1] = (Math.floor(i / w) * 255) / h
    pixels[i * 3 + 2] = 140
  }
  const buffer = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** What the server sent for an image on the page: the original or its blurred version. */
const variantOf = (scope: Page | Locator, name: string) =>
  scope.getByRole('img', { name }).evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const res = await fetch(img.currentSrc)
    return { variant: res.headers.get('x-photo-variant'), width: img.naturalWidth }
  })

let bride: Member
let accepted: Member
let other: Member

test.describe.serial('profile photos', () => {
  test.beforeAll(async ({ request }) => {
    bride = await publishedMember(request, 'Ilakkiya', 'female')
    accepted = await publishedMember(request, 'Jeevan', 'male')
    other = await publishedMember(request, 'Kathir', 'male')
    // Jeevan's interest, accepted by Ilakkiya: they are connected.
    const sent = await request.post(`/api/profiles/${bride.id}/interest`, {
      headers: { authorization: `Bearer ${accepted.token}` },
      data: {},
    })
    expect(sent.status()).toBe(201)
    const answered = await request.post(
      `/api/connections/interests/${(await sent.json()).interest.id}/accept`,
      {
        headers: { authorization: `Bearer ${bride.token}` },
      },
    )
    expect(answered.status()).toBe(200)
  })

  test('a member adds a photo for accepted connections only, and staff approve it', async ({ browser }) => {
    test.setTimeout(90_000)
    const page = await loggedIn(browser, bride)
    const photos = page.getByRole('region', { name: 'Photos' })
    await expect(photos.getByText('0 of 6')).toBeVisible()
    await photos.getByLabel(photoShownToOptions[1].label).check()
    await expect(photos.getByRole('status')).toHaveText(photoMsg.shownToSaved)

    // Refusals in words, before anything is stored.
    await photos.getByLabel('Add a photo').setInputFiles({
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('MZ this is a program, not a photo'),
    })
    await expect(photos.getByRole('alert')).toHaveText(photoMsg.notAPhoto)
    await photos.getByLabel('Add a photo').setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypheic\0\0\0\0mif1heic'),
        Buffer.alloc(500),
      ]),
    })
    await expect(photos.getByRole('alert')).toHaveText(photoMsg.heic)

    await photos.getByLabel('Add a photo').setInputFiles(await photoFile())
    await expect(photos.getByText('Photo added. It shows on your profile')).toBeVisible()
    const item = photos.getByRole('listitem', { name: 'Photo 1' })
    await expect(item.getByText(photoStatusLabels.pending)).toBeVisible()
    await expect(photos.getByText('1 of 6')).toBeVisible()
    await expectAccessible(page, 'My profile with a photo waiting for approval')

    const staff = await (await browser.newContext()).newPage()
    await loginAsStaff(staff)
    await staff.goto(paths.photoReview)
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Photos to review')
    const mine = staff.getByRole('article', {
      name: `Photo of ${bride.firstName} (MT${String(bride.id).padStart(6, '0')})`,
    })
    expect(await variantOf(mine, `New photo of ${bride.firstName}, waiting for review`)).toMatchObject({
      variant: 'original',
    })
    await expectAccessible(staff, 'photo review queue')
    await mine.getByRole('button', { name: 'Approve' }).click()
    await expect(staff.getByRole('status')).toContainText(photoMsg.approved)
    await expect(mine).toHaveCount(0)

    await page.reload()
    await expect(item.getByText(photoStatusLabels.approved)).toBeVisible()
    await expect(item.getByText('Main photo')).toBeVisible()
  })

  test('the accepted member sees the photo on the search card; another member sees it blurred', async ({
    browser,
  }) => {
    test.setTimeout(60_000)
    const results = `${paths.searchResult}?city=${city}&gender=female&withPhoto=1`
    const name = `Photo of ${bride.firstName}`

    const mine = await loggedIn(browser, accepted)
    await mine.goto(results)
    const card = mine.getByRole('article', { name: new RegExp(`^${bride.firstName},`) })
    await expect(card.getByRole('img', { name })).toBeVisible()
    const img = card.getByRole('img', { name })
    await expect(img).toHaveAttribute('loading', 'lazy')
    // The card leads with a large photo (its box set before a byte arrives).
    await expect(img).toHaveAttribute('width', '480')
    await expect(img).toHaveAttribute('height', '600')
    expect((await img.boundingBox())!.width).toBeGreaterThanOrEqual(160)
    expect(await variantOf(card, name)).toMatchObject({ variant: 'original' })
    await expectAccessible(mine, 'search results with photos')

    const theirs = await loggedIn(browser, other)
    await theirs.goto(results)
    const blurred = theirs.getByRole('article', { name: new RegExp(`^${bride.firstName},`) })
    expect(await variantOf(blurred, name)).toMatchObject({ variant: 'blurred' })

    // "With photo" leaves out the groom without one; without it, he is found.
    await theirs.goto(`${paths.searchResult}?city=${city}&gender=male&withPhoto=1`)
    await expect(theirs.getByText('No profiles match your search yet.')).toBeVisible()
    await theirs.goto(`${paths.searchResult}?city=${city}&gender=male`)
    await expect(theirs.getByRole('article', { name: new RegExp(`^${other.firstName},`) })).toBeVisible()
  })

  test('the profile page shows a gallery: blurred for others, with keys to move between photos', async ({
    browser,
  }) => {
    const page = await loggedIn(browser, other)
    await page.goto(paths.profilePage(bride.id))
    const gallery = page.getByRole('region', { name: 'Photos' })
    await expect(gallery.getByText('Photo 1 of 1')).toBeVisible()
    await expect(gallery.getByText(/shows photos only to members whose interest/)).toBeVisible()
    expect(await variantOf(gallery, `Photo 1 of 1 of ${bride.firstName}, blurred`)).toMatchObject({
      variant: 'blurred',
    })
    await gallery.getByRole('group', { name: /Photos of Ilakkiya/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(gallery.getByText('Photo 1 of 1')).toBeVisible()
    await expectAccessible(page, 'profile page with a gallery')
  })
})
