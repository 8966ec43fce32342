import { expect } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { DEMO } from './session'

export interface OfficeFamily {
  id: number
  userId: string
  firstName: string
  gender: 'male' | 'female'
  /** The demo office's staff session, for API calls in the test. */
  staff: { authorization: string }
}

/** A published profile of the demo office that its staff may act for, with the staff's session. */
export async function officeFamily(request: APIRequestContext): Promise<OfficeFamily> {
  const login = await request.post('/api/user/login', { data: DEMO })
  expect(login.status()).toBe(200)
  const staff = { authorization: `Bearer ${(await login.json()).token}` }
  const { profiles } = (await (await request.get('/api/connections/acting', { headers: staff })).json()) as {
    profiles: { id: number; userId: string; firstName: string }[]
  }
  for (const p of profiles) {
    const page = (await (await request.get(`/api/profiles/${p.id}`, { headers: staff })).json()) as {
      gender?: string
    }
    if (page.gender === 'female' || page.gender === 'male') return { ...p, gender: page.gender, staff }
  }
  throw new Error('the demo office has no published profile to act for')
}

/** `member` sends an interest to the office's family and the staff accept it for her: the conversation id. */
export async function connectWithOffice(
  request: APIRequestContext,
  family: OfficeFamily,
  member: { id: number; token: string },
): Promise<number> {
  const sent = await request.post(`/api/profiles/${family.id}/interest`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: {},
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const interest = (await sent.json()).interest.id as number
  const accepted = await request.post(`/api/connections/interests/${interest}/accept?as=${family.id}`, {
    headers: family.staff,
    data: {},
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  const opened = await request.get(`/api/profiles/${member.id}/conversation?as=${family.id}`, {
    headers: family.staff,
  })
  expect(opened.status()).toBe(200)
  return (await opened.json()).id as number
}
