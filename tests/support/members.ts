import { expect } from '@playwright/test'
import type { APIRequestContext, Browser } from '@playwright/test'
import { lastMailedLink, suiteLog } from './server'
import { loginAsMember } from './session'

export interface PublishedMember {
  firstName: string
  email: string
  phone: string
  password: string
  id: number
  /** The member's login token, for API calls in the test. */
  token: string
}

/** What a spec chooses about its member; the rest of the profile is the same for every spec. */
export interface MemberDetails {
  firstName: string
  gender: 'male' | 'female'
  phone: string
  password: string
  /** Makes the e-mail address unique to this run. */
  unique: string
  lastName: string
  born: { day: number; month: number; year: number }
  city: string
  career: { education: string; occupation: string; annualIncome: string; familyStatus: string }
  aboutMe: string
  expectation: string
}

/**
 * A member with a complete, published profile, made through the API as sign-up and My profile do. `logFile`:
 * the log of the server `request` speaks to, where it writes the password link (the suite's server by default).
 */
export async function publishedMember(
  request: APIRequestContext,
  d: MemberDetails,
  logFile = suiteLog(),
): Promise<PublishedMember> {
  const email = `${d.firstName.toLowerCase()}.${d.unique}@example.com`
  const before = lastMailedLink(logFile)
  const registered = await request.post('/api/user/register', {
    data: {
      relationship: 'myself',
      gender: d.gender,
      firstName: d.firstName,
      lastName: d.lastName,
      ...d.born,
      religion: 'hindu',
      community: 'Iyer',
      livingIn: 'India',
      email,
      countryCode: '+91',
      phone: d.phone,
    },
  })
  expect(registered.status()).toBe(201)
  // The server's log reaches the file a moment after the answer: wait for this member's link.
  await expect.poll(() => lastMailedLink(logFile)).not.toBe(before)
  const link = new URL(lastMailedLink(logFile)!)
  const reset = await request.post('/api/user/reset-password', {
    data: { token: link.searchParams.get('token'), password: d.password },
  })
  expect(reset.status()).toBe(200)
  const login = await request.post('/api/user/login', { data: { email, password: d.password } })
  const token = (await login.json()).token as string
  const headers = { authorization: `Bearer ${token}` }
  const { profile } = await (await request.get('/api/me/profile', { headers })).json()
  const patched = await request.patch(`/api/profiles/${profile.id}`, {
    headers,
    data: {
      height: d.gender === 'male' ? 69 : 63,
      maritalStatus: 'single',
      haveChildren: 'no',
      motherTongue: 'tamil',
      gotra: 'Kashyap',
      state: 'Tamil Nadu',
      city: d.city,
      citizen: 'India',
      ...d.career,
      family: 'nuclear',
      value: 'moderate',
      eating: 'vegetarian',
      smoking: 'no',
      drinking: 'no',
      weight: 60,
      rashi: 'kanya',
      dosham: 'no',
      aboutMe: d.aboutMe,
      expectation: d.expectation,
    },
  })
  expect(patched.status(), await patched.text()).toBe(200)
  const published = await request.post(`/api/profiles/${profile.id}/publish`, {
    headers,
    data: { agree: true },
  })
  expect(published.status()).toBe(200)
  return { firstName: d.firstName, email, phone: d.phone, password: d.password, id: profile.id, token }
}

/** The member logged in, in a browser context of their own. */
export async function loggedIn(browser: Browser, who: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage()
  await loginAsMember(page, who)
  return page
}

/** A unique run of digits written in letters, for place names: a run of digits in free text reads as a phone number. */
export const inLetters = (digits: string) => digits.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])
