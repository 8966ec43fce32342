import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../shared/messages'
import { NOMINEE_GRIEVANCE_KIND } from '../../shared/nomination'
import { clock } from '../clock'
import { configFromEnv } from '../config'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'

// Grievances on time (acknowledged at once, due in 15 days, the grievance officer named in every e-mail) and
// nomination: a member names a nominee, who is told; the nominee's request asks for proof; staff record it.

const auth = (t: string) => ({ authorization: `Bearer ${t}` })
const mailed = (s: TestServer, to: string) =>
  s.logs.filter(
    (l) => l.includes('this e-mail would be sent') && l.includes(to.replace(/^(.)[^@]*/, '$1***')),
  )

describe('grievances on time, and nominees', () => {
  let s: TestServer
  let staff: string
  let member: string
  const solved = async () => {
    const challenge = (await s.get('captcha/challenge')).body
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
  const ticket = async (issueType: string, requester: string) =>
    s.post('support/tickets', {
      issueType,
      subject: 'About my data',
      description: '<p>Please help.</p>',
      requester,
      altcha: await solved(),
    })

  beforeAll(async () => {
    s = await startTestServer({
      grievanceOfficer: { ...configFromEnv({}).grievanceOfficer, name: 'Shri Arvind Iyer' },
    })
    // Grievances go to the central moderators (and office admins for their own profiles).
    const moderator = await s.addAccount('office@example.com', 'office-password')
    await s.db.updateTable('accounts').set({ centralRole: 'moderator' }).where('id', '=', moderator).execute()
    staff = await s.login('office@example.com', 'office-password')
    await s.addAccount('lalitha@example.com', 'mango-grove-11', 'member')
    member = await s.login('lalitha@example.com', 'mango-grove-11')
  })
  afterEach(() => {
    clock.now = () => new Date()
  })
  afterAll(() => s.close())

  it('acknowledges a privacy request at once by e-mail, due exactly 15 days later, naming the officer', async () => {
    clock.now = () => new Date('2027-05-13T04:30:00.000Z')
    const sent = await ticket('privacy', 'asker@example.com')
    expect(sent.status).toBe(201)
    const row = await s.db
      .selectFrom('grievances')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect([row.createdAt, row.dueAt]).toEqual(['2027-05-13T04:30:00.000Z', '2027-05-28T04:30:00.000Z'])
    expect(sent.body.message).toContain('28 May 2027')
    const [ack] = mailed(s, 'asker@example.com')
    expect(ack).toContain(row.number)
    expect(ack).toContain('Shri Arvind Iyer')
    // Sixteen days on, the queue shows it overdue.
    clock.now = () => new Date('2027-05-29T04:30:00.000Z')
    const queue = (await s.get('grievances', auth(staff))).body.grievances
    expect(queue.find((g: { id: number }) => g.id === row.id)).toMatchObject({ overdue: true, proof: 'none' })
  })

  it('a member names a nominee (not themself), who is told by e-mail; removing it forgets them', async () => {
    expect((await s.get('privacy/nominee', auth(member))).body).toEqual({ nominee: null })
    const self = await s.put('privacy/nominee', { name: 'Me', email: 'Lalitha@example.com' }, auth(member))
    expect(self.body.errors).toEqual({ email: msg.nomineeNotYourself })
    const bad = await s.put('privacy/nominee', { name: '', email: 'x@' }, auth(member))
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name'])
    const saved = await s.put(
      'privacy/nominee',
      { name: 'Ganesh Raman', email: 'Ganesh@Example.com' },
      auth(member),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe(msg.nomineeSaved)
    expect(saved.body.nominee).toMatchObject({ name: 'Ganesh Raman', email: 'ganesh@example.com' })
    expect(mailed(s, 'ganesh@example.com').join()).toContain('Ganesh Raman')
    expect((await s.put('privacy/nominee', { name: 'x', email: 'y@example.com' }, auth(staff))).status).toBe(
      403,
    )
    const removed = await fetch(`${s.url}/api/privacy/nominee`, { method: 'DELETE', headers: auth(member) })
    expect(await removed.json()).toEqual({ nominee: null, message: msg.nomineeRemoved })
    expect((await s.get('privacy/nominee', auth(member))).body).toEqual({ nominee: null })
    await s.put('privacy/nominee', { name: 'Ganesh Raman', email: 'ganesh@example.com' }, auth(member))
  })

  it('a nominee’s request asks for proof; staff see who named them and record the proof, audited', async () => {
    const sent = await ticket('nominee', 'ganesh@example.com')
    expect(sent.status).toBe(201)
    expect(sent.body.message).toContain('death certificate')
    expect(mailed(s, 'ganesh@example.com').pop()).toContain('proof')
    const queue = (await s.get('grievances', auth(staff))).body.grievances
    const item = queue.find((g: { kind: string }) => g.kind === NOMINEE_GRIEVANCE_KIND)
    expect(item).toMatchObject({ proof: 'awaiting', nominatedBy: 'lalitha@example.com' })
    const done = await s.post(
      `grievances/${item.id}`,
      { state: 'in_progress', proofReceived: true },
      auth(staff),
    )
    expect(done.body.grievance).toMatchObject({ proof: 'received', state: 'in_progress' })
    const audit = await s.db
      .selectFrom('auditLog')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit).toMatchObject({
      action: 'grievance.updated',
      detail: `${item.number}: in_progress, proof received`,
    })
    // Proof belongs to nominee requests only.
    const other = queue.find((g: { kind: string }) => g.kind !== NOMINEE_GRIEVANCE_KIND)
    expect(
      (await s.post(`grievances/${other.id}`, { state: 'open', proofReceived: true }, auth(staff))).status,
    ).toBe(400)
  })
})
