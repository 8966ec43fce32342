import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { awayFromMinuteEdge, bodyOf, isMessage, openStream } from './test-live'

// The live stream under load: a message goes to the streams of its two profiles and to no other, each stream
// sends each message once even when both sides write at the same moment, and a page resumes after the last
// one it got. (On PostgreSQL, `npm run test:postgres`, the messages come through LISTEN/NOTIFY.)

let s: TestServer
let a: Person
let b: Person
let c: Person
let id: number
beforeAll(async () => {
  s = await startTestServer()
  ;[a, b, c] = await Promise.all([
    member(s, 'Devika', { gender: 'female' }),
    member(s, 'Elango', { gender: 'male' }),
    member(s, 'Farhan', { gender: 'male' }),
  ])
  const sent = await s.post(`profiles/${b.id}/interest`, {}, a.auth)
  await s.post(`connections/interests/${sent.body.interest.id}/accept`, {}, b.auth)
  id = (await s.get(`profiles/${a.id}/conversation`, b.auth)).body.id
})
afterAll(() => s.close())

describe('the live stream', () => {
  it('sends each message once to both sides when both write at once, and nothing to anyone else', async () => {
    const [aPage, bPage, bOtherTab, stranger] = await Promise.all([
      openStream(s.url, a.auth),
      openStream(s.url, b.auth),
      openStream(s.url, b.auth),
      openStream(s.url, c.auth),
    ])
    await awayFromMinuteEdge()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        s.post(`conversations/${id}/messages`, { body: `At once ${n}` }, (n % 2 ? a : b).auth),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201))
    const ids = answers.map((r) => r.body.message.id as number).sort((x, y) => x - y)
    for (const page of [aPage, bPage, bOtherTab]) {
      await page.until(isMessage, 20)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const got = page.received.filter(isMessage).map((r) => r.id!)
      expect([...got].sort((x, y) => x - y)).toEqual(ids)
    }
    // Each side sees which are its own.
    const mine = aPage.received.filter((r) => r.event.kind === 'message' && r.event.message.mine)
    expect(mine.map(bodyOf).sort()).toEqual(
      answers
        .filter((_, n) => n % 2)
        .map((r) => r.body.message.body as string)
        .sort(),
    )
    expect(stranger.received.filter(isMessage)).toEqual([])

    // A page that saw the newest resumes with nothing repeated.
    const last = ids.at(-1)!
    const again = await openStream(s.url, b.auth, `?after=${last}`)
    const next = await s.post(`conversations/${id}/messages`, { body: 'After the burst' }, c.auth)
    expect(next.status).toBe(404)
    const after = await s.post(`conversations/${id}/messages`, { body: 'After the burst' }, b.auth)
    expect(after.status).toBe(201)
    const [resumed] = await again.until(isMessage)
    expect(resumed.id).toBe(after.body.message.id)
    for (const page of [aPage, bPage, bOtherTab, stranger, again]) page.close()
  })

  it('carries a message of 1,000 characters in Tamil live, whole', async () => {
    const page = await openStream(s.url, b.auth)
    const body = 'வணக்கம் '.repeat(124) + 'வணக்கம்!'
    expect(body).toHaveLength(1000)
    const sent = await s.post(`conversations/${id}/messages`, { body }, a.auth)
    expect(sent.status).toBe(201)
    const [got] = await page.until((r) => r.id === sent.body.message.id)
    expect(bodyOf(got)).toBe(body)
    page.close()
  })
})
