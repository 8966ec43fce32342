import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES_PER_MINUTE_PER_SENDER } from '../../shared/conversations'
import { member } from '../connections/test-people'
import type { Person } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { awayFromMinuteEdge, bodyOf, isMessage, openStream } from './test-live'

// Two server processes behind one address on one database. The limits hold on both (SQLite and PostgreSQL);
// on PostgreSQL (`npm run test:postgres`) a message posted through one reaches a page connected to the other
// live, both ways, through LISTEN/NOTIFY. SQLite serves one process, so that part needs PostgreSQL.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

describe('conversations across two servers', () => {
  let one: TestServer
  let two: TestServer
  let a: Person
  let b: Person
  let id: number
  beforeAll(async () => {
    one = await startTestServer()
    two = await startTestServer({ dataDir: one.config.dataDir, databaseUrl: one.config.databaseUrl })
    ;[a, b] = await Promise.all([
      member(one, 'Anand', { gender: 'male' }),
      member(one, 'Bhavani', { gender: 'female' }),
    ])
    const sent = await one.post(`profiles/${b.id}/interest`, {}, a.auth)
    await two.post(`connections/interests/${sent.body.interest.id}/accept`, {}, b.auth)
    id = (await two.get(`profiles/${a.id}/conversation`, b.auth)).body.id
  })
  afterAll(async () => {
    await two.close()
    await one.close()
  })

  it.runIf(onPostgres)('pass messages both ways live, each page on its own server', async () => {
    const aPage = await openStream(one.url, a.auth)
    const bPage = await openStream(two.url, b.auth)
    // The LISTEN connections open in the background: a message sent meanwhile is read when they do.
    const fromA = await one.post(`conversations/${id}/messages`, { body: 'Hello from server one' }, a.auth)
    expect(fromA.status).toBe(201)
    const [got] = await bPage.until((r) => bodyOf(r) === 'Hello from server one')
    expect(got.id).toBe(fromA.body.message.id)
    const fromB = await two.post(`conversations/${id}/messages`, { body: 'And back from two' }, b.auth)
    await aPage.until((r) => bodyOf(r) === 'And back from two')
    // A reads B's answer through server one: B's page on server two shows the receipt.
    const read = await one.post(`conversations/${id}/read`, { upTo: fromB.body.message.id }, a.auth)
    expect(read.status).toBe(204)
    await bPage.until((r) => r.event.kind === 'read' && r.event.upTo === fromB.body.message.id)
    // Each page got each message once.
    expect(bPage.received.filter(isMessage).map(bodyOf)).toEqual([
      'Hello from server one',
      'And back from two',
    ])
    expect(aPage.received.filter(isMessage).map((r) => r.id)).toEqual([
      fromA.body.message.id,
      fromB.body.message.id,
    ])
    aPage.close()
    bPage.close()
  })

  it('keep one limit per sender: 50 messages spread over both, 20 stored', async () => {
    const [c, d] = await Promise.all([
      member(one, 'Chetan', { gender: 'male' }),
      member(one, 'Dhanya', { gender: 'female' }),
    ])
    const sent = await one.post(`profiles/${d.id}/interest`, {}, c.auth)
    await two.post(`connections/interests/${sent.body.interest.id}/accept`, {}, d.auth)
    const pair = (await two.get(`profiles/${c.id}/conversation`, d.auth)).body.id
    await awayFromMinuteEdge()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        (n % 2 ? one : two).post(`conversations/${pair}/messages`, { body: `Burst ${n}` }, c.auth),
      ),
    )
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MESSAGES_PER_MINUTE_PER_SENDER)
    expect(answers.filter((r) => r.status === 429)).toHaveLength(50 - MESSAGES_PER_MINUTE_PER_SENDER)
  })
})
