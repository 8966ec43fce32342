import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../shared/messages'
import { NOTICE_VERSION } from '../../shared/notice'
import { configFromEnv } from '../config'
import { profileBody, startTestServer } from '../test-support'
import type { TestServer } from '../test-support'

// The privacy notice before consent: its version in force, the grievance officer from configuration, and the
// version (and language) each consent record keeps, at sign-up, at a candidate's consent and in Settings.

const year = new Date().getFullYear()
const registration = (email: string, over: Record<string, unknown> = {}) => ({
  relationship: 'myself',
  gender: 'female',
  firstName: 'Revathi',
  lastName: 'Subramanian',
  day: 3,
  month: 4,
  year: year - 27,
  religion: 'hindu',
  community: 'Mudaliar',
  livingIn: 'India',
  email,
  countryCode: '+91',
  phone: '9840012399',
  ...over,
})
const auth = (t: string) => ({ authorization: `Bearer ${t}` })

describe('privacy notice', () => {
  let s: TestServer
  const consentsOf = (email: string) =>
    s.db
      .selectFrom('consents')
      .innerJoin('accounts', 'accounts.id', 'consents.accountId')
      .select(['consents.kind', 'consents.noticeVersion', 'consents.noticeLanguage'])
      .where('accounts.email', '=', email)
      .orderBy('consents.kind')
      .execute()

  beforeAll(async () => {
    s = await startTestServer({
      grievanceOfficer: {
        ...configFromEnv({}).grievanceOfficer,
        name: 'Smt. Kamala Devi',
        email: 'grievance@example.in',
      },
    })
  })
  afterAll(() => s.close())

  it('gives the version in force and the grievance officer named in configuration', async () => {
    const res = await s.get('privacy/notice')
    expect(res.status).toBe(200)
    expect(res.body.version).toBe(NOTICE_VERSION)
    expect(res.body.officer).toMatchObject({ name: 'Smt. Kamala Devi', email: 'grievance@example.in' })
    expect(res.body.consentPage).toMatch(/\/consent$/)
  })

  it('keeps on each sign-up consent the version shown and the language it was read in', async () => {
    const notice = { version: NOTICE_VERSION, language: 'ta' }
    const res = await s.post('user/register', { ...registration('revathi@example.com'), notice })
    expect(res.status).toBe(201)
    expect(await consentsOf('revathi@example.com')).toEqual([
      { kind: 'privacy', noticeVersion: NOTICE_VERSION, noticeLanguage: 'ta' },
      { kind: 'terms', noticeVersion: NOTICE_VERSION, noticeLanguage: 'ta' },
    ])
  })

  it('refuses a consent given under an older notice, and creates nothing', async () => {
    const res = await s.post('user/register', {
      ...registration('old@example.com'),
      notice: { version: '2020-01-01', language: 'en' },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(msg.noticeChanged)
    const account = await s.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'old@example.com')
      .executeTakeFirst()
    expect(account).toBeUndefined()
    const bad = await s.post('user/register', {
      ...registration('old@example.com'),
      notice: { version: NOTICE_VERSION, language: 'fr' },
    })
    expect(bad.status).toBe(409)
  })

  it('keeps the version on the candidate’s consent with the printed code', async () => {
    await s.addAccount('office@example.com', 'office-password')
    const staff = await s.login('office@example.com', 'office-password')
    const created = await s.post(
      'user/create-form',
      profileBody({ email: 'kavitha@example.com' }),
      auth(staff),
    )
    const code = created.body.data.consentCode as string
    const res = await s.post('consent', {
      code,
      agree: true,
      notice: { version: NOTICE_VERSION, language: 'hi' },
    })
    expect(res.status).toBe(200)
    const record = await s.db
      .selectFrom('consents')
      .select(['kind', 'method', 'noticeVersion', 'noticeLanguage'])
      .where('profileId', '=', created.body.data.id as number)
      .executeTakeFirstOrThrow()
    expect(record).toEqual({
      kind: 'publish',
      method: 'printed code',
      noticeVersion: NOTICE_VERSION,
      noticeLanguage: 'hi',
    })
  })

  it('keeps the version on a consent given in Settings, and shows it in the history', async () => {
    await s.addAccount('member@example.com', 'quiet-river-42', 'member')
    const member = await s.login('member@example.com', 'quiet-river-42')
    const stale = await s.post(
      'privacy/consents/marketing/give',
      { agree: true, notice: { version: 'old', language: 'en' } },
      auth(member),
    )
    expect(stale.status).toBe(409)
    const given = await s.post(
      'privacy/consents/marketing/give',
      { agree: true, notice: { version: NOTICE_VERSION, language: 'en' } },
      auth(member),
    )
    expect(given.status).toBe(200)
    expect(given.body.consents.history).toEqual([
      expect.objectContaining({ kind: 'marketing', noticeVersion: NOTICE_VERSION }),
    ])
    expect(await consentsOf('member@example.com')).toEqual([
      { kind: 'marketing', noticeVersion: NOTICE_VERSION, noticeLanguage: 'en' },
    ])
  })
})
