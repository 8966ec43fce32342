import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { member } from './test-people'
import type { Person } from './test-people'

// For random sequences of interests, answers, blocks and unblocks between a few profiles, over real HTTP:
// contact details come back exactly when the pair has an accepted interest, no block, and the profile looked
// at has shared its details in their conversation (accepting alone shares nothing), and each view that
// returns them adds one row to the contact log. A small model predicts every answer.

let s: TestServer
let people: Person[]
beforeAll(async () => {
  s = await startTestServer()
  // Brides at even places, grooms at odd ones: an interest between two of the same gender is refused.
  people = await Promise.all(
    ['Anu', 'Balu', 'Charu', 'Dev'].map((name, i) => member(s, name, { gender: i % 2 ? 'male' : 'female' })),
  )
})
afterAll(() => s.close())

interface Command {
  op: 'send' | 'accept' | 'decline' | 'block' | 'unblock' | 'share' | 'look'
  a: number
  b: number
}

const pair = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
  .filter(([a, b]) => a !== b)
const command: fc.Arbitrary<Command> = fc
  .tuple(
    fc.constantFrom<Command['op']>('send', 'send', 'accept', 'decline', 'block', 'unblock', 'share', 'look'),
    pair,
  )
  .map(([op, [a, b]]) => ({ op, a, b }))

interface Interest {
  id: number
  from: number
  to: number
  status: 'pending' | 'accepted' | 'declined'
}

class Model {
  interests: Interest[] = []
  blocks = new Set<string>()
  /** "b>a": b has shared its contact details with a. */
  shared = new Set<string>()
  blocked = (a: number, b: number) => this.blocks.has(`${a}>${b}`) || this.blocks.has(`${b}>${a}`)
  between = (a: number, b: number) =>
    this.interests.filter((i) => (i.from === a && i.to === b) || (i.from === b && i.to === a))
  accepted = (a: number, b: number) => this.between(a, b).some((i) => i.status === 'accepted')
  /** What sending from a to b should answer. */
  sendStatus(a: number, b: number) {
    if (this.blocked(a, b)) return 404
    if (a % 2 === b % 2) return 409
    if (this.between(a, b).some((i) => i.status !== 'declined')) return 409
    if (this.interests.some((i) => i.from === a && i.to === b && i.status === 'declined')) return 409
    return 201
  }
  contactStatus(a: number, b: number) {
    if (this.blocked(a, b)) return 404
    return this.accepted(a, b) && this.shared.has(`${b}>${a}`) ? 200 : 403
  }
}

async function reset() {
  for (const table of [
    'contactViews',
    'notifications',
    'messages',
    'conversationSides',
    'conversations',
    'interests',
    'interestQuota',
    'blocks',
  ] as const)
    await s.db.deleteFrom(table).execute()
}

it('returns contact details exactly for an accepted pair without a block', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
      await reset()
      const model = new Model()
      let views = 0
      const look = async (a: number, b: number) => {
        const res = await s.post(`profiles/${people[b].id}/contact`, {}, people[a].auth)
        expect(res.status, `${a} looks at ${b}`).toBe(model.contactStatus(a, b))
        if (res.status === 200) {
          views++
          expect(res.body).toEqual({ email: people[b].email, mobile: people[b].mobile })
        } else expect(JSON.stringify(res.body)).not.toContain(people[b].mobile)
      }
      for (const { op, a, b } of commands) {
        const [pa, pb] = [people[a], people[b]]
        if (op === 'send') {
          const res = await s.post(`profiles/${pb.id}/interest`, {}, pa.auth)
          expect(res.status, `${a} sends to ${b}`).toBe(model.sendStatus(a, b))
          if (res.status === 201)
            model.interests.push({ id: res.body.interest.id, from: a, to: b, status: 'pending' })
        } else if (op === 'accept' || op === 'decline') {
          // b answers a's pending interest, when there is one.
          const pending = model.interests.find((i) => i.from === a && i.to === b && i.status === 'pending')
          if (!pending) continue
          const res = await s.post(`connections/interests/${pending.id}/${op}`, {}, pb.auth)
          expect(res.status, `${b} ${op}s ${a}`).toBe(model.blocked(a, b) ? 404 : 200)
          if (res.status === 200) pending.status = op === 'accept' ? 'accepted' : 'declined'
        } else if (op === 'block' || op === 'unblock') {
          expect((await s.post(`profiles/${pb.id}/${op}`, {}, pa.auth)).status).toBe(200)
          if (op === 'block') model.blocks.add(`${a}>${b}`)
          else model.blocks.delete(`${a}>${b}`)
        } else if (op === 'share') {
          // a shares its details with b, through their conversation (only accepted, unblocked pairs have one).
          const opened = await s.get(`profiles/${pb.id}/conversation`, pa.auth)
          const expected = model.blocked(a, b) ? 404 : model.accepted(a, b) ? 200 : 403
          expect(opened.status, `${a} opens the conversation with ${b}`).toBe(expected)
          if (opened.status === 200) {
            const shared = await s.post(`conversations/${opened.body.id}/share-contact`, {}, pa.auth)
            expect(shared.status).toBe(200)
            model.shared.add(`${a}>${b}`)
          }
        }
        await look(a, b)
        await look(b, a)
      }
      for (let a = 0; a < people.length; a++)
        for (let b = 0; b < people.length; b++) if (a !== b) await look(a, b)
      const logged = await s.db.selectFrom('contactViews').select('id').execute()
      expect(logged).toHaveLength(views)
    }),
    { numRuns: 60 },
  )
}, 180_000)
