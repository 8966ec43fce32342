import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import type { Mailer } from '../mailer'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { mailUnread } from './unread-mail'

// E-mails about unread messages: after 15 minutes, once a day per conversation, in the receiver's language,
// never when muted or when the account turned e-mails off, and once however many servers run the job.

let s: TestServer
const mails: { to: string; subject: string; text: string }[] = []
const mailer: Mailer = {
  sendLink: async () => undefined,
  send: async (to, subject, text) => void mails.push({ to, subject, text }),
}
const log = { warn: () => undefined } as never
const realNow = clock.now
const later = (minutes: number) => {
  clock.now = () => new Date(Date.now() + minutes * 60_000)
}
const job = () => mailUnread({ db: s.db, mailer, config: s.config }, log)

beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())
afterEach(() => {
  clock.now = realNow
  mails.length = 0
})

async function pair(a: Person, b: Person) {
  const sent = await s.post(`profiles/${b.id}/interest`, {}, a.auth)
  await s.post(`connections/interests/${sent.body.interest.id}/accept`, {}, b.auth)
  return (await s.get(`profiles/${a.id}/conversation`, b.auth)).body.id as number
}

describe('unread messages by e-mail', () => {
  it('go after 15 minutes, once a day per conversation, in the receiver’s language, with the link', async () => {
    const [a, b] = await Promise.all([
      member(s, 'Anjali', { gender: 'female' }),
      member(s, 'Balaji', { gender: 'male' }),
    ])
    await s.db.updateTable('accounts').set({ language: 'ta' }).where('id', '=', b.accountId).execute()
    const id = await pair(a, b)
    expect((await s.post(`conversations/${id}/messages`, { body: 'Vanakkam!' }, a.auth)).status).toBe(201)
    expect(await job()).toBe(0)
    later(16)
    expect(await Promise.all([job(), job()])).toEqual(expect.arrayContaining([1, 0]))
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toBe(b.email)
    expect(mails[0].subject).toBe('Anjali உங்களுக்கு எழுதியுள்ளார்')
    expect(mails[0].text).toContain(`/conversations/${id}`)
    expect(mails[0].text).not.toContain('Vanakkam')
    // Another message the same day: no second e-mail; the next day, one.
    await s.post(`conversations/${id}/messages`, { body: 'Are you there?' }, a.auth)
    later(60)
    expect(await job()).toBe(0)
    later(60 * 25)
    expect(await job()).toBe(1)
  })

  it('do not go once read, when muted, or when the account turned e-mails off', async () => {
    const [c, d, e, f] = await Promise.all(
      (
        [
          ['Chitra', 'female'],
          ['Dinesh', 'male'],
          ['Ezhil', 'female'],
          ['Fathima', 'female'],
        ] as const
      ).map(([name, gender]) => member(s, name, { gender })),
    )
    const read = await pair(c, d)
    const sent = await s.post(`conversations/${read}/messages`, { body: 'Hello' }, c.auth)
    await s.post(`conversations/${read}/read`, { upTo: sent.body.message.id }, d.auth)
    const muted = await pair(e, d)
    await s.post(`conversations/${muted}/messages`, { body: 'Hello' }, e.auth)
    await s.post(`conversations/${muted}/mute`, { muted: true }, d.auth)
    const off = await pair(d, f)
    await s.post(`conversations/${off}/messages`, { body: 'Hello' }, d.auth)
    expect((await s.post('connections/settings', { emailNotifications: false }, f.auth)).status).toBe(200)
    later(20)
    await job()
    expect(mails).toEqual([])
  })
})
