import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { startTestSmtp, waitFor } from './test-smtp'

// Mail leaves through the outbox (server/mail/): a request writes a row, a background sender on any server
// delivers it, retrying with growing waits while SMTP refuses. Waits here are milliseconds, not minutes.
const mailRetry = { firstDelayMs: 40, maxDelayMs: 300, giveUpMs: 3_600_000, pollMs: 100 }
const rateLimit = { max: 1000, windowMinutes: 15 }

describe('the mail outbox, with two servers and a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>
  let a: TestServer
  let b: TestServer
  const people = Array.from({ length: 8 }, (_, i) => `parent${i}@example.com`)

  beforeAll(async () => {
    smtp = await startTestSmtp()
    a = await startTestServer({ smtpUrl: smtp.url, mailRetry, rateLimit })
    b = await startTestServer({
      smtpUrl: smtp.url,
      mailRetry,
      rateLimit,
      dataDir: a.config.dataDir,
      databaseUrl: a.config.databaseUrl,
    })
    for (const email of people) await a.addAccount(email, 'a-long-password-1', 'member')
  })
  afterAll(async () => {
    await b.close()
    await a.close()
    await smtp.close()
  })
  afterEach(() => {
    smtp.state.refusing = false
    smtp.state.silent = false
  })

  const outbox = () => a.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute()

  it('keeps every mail while SMTP refuses, then delivers each exactly once when it is back', async () => {
    smtp.state.refusing = true
    const answers = await Promise.all(
      people.map((email, i) => (i % 2 ? a : b).post('user/forgot-password', { email })),
    )
    expect(answers.map((r) => r.status)).toEqual(people.map(() => 202))

    // Several refused attempts, each recorded; nothing delivered, nothing dropped.
    await waitFor(async () => (await outbox()).some((row) => row.attempts >= 3), 'several refused attempts')
    const waiting = await outbox()
    expect(waiting).toHaveLength(people.length)
    expect(waiting.every((row) => row.sentAt === null && row.failedAt === null)).toBe(true)
    expect(waiting.some((row) => /maintenance/.test(row.lastError ?? ''))).toBe(true)
    expect(smtp.received).toHaveLength(0)
    // The waiting rows hold neither the address nor the link in readable form.
    for (const row of waiting) {
      expect(row.sealed).toBeTruthy()
      expect(row.sealed).not.toMatch(/example\.com|reset-password|token=/)
    }

    smtp.state.refusing = false
    await waitFor(async () => (await outbox()).every((row) => row.sentAt !== null), 'every mail sent')
    // A little longer: a second copy, if any server were to send one, would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 600))

    expect(smtp.received).toHaveLength(people.length)
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...people].sort())
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(people.length)
    const sent = await outbox()
    expect(sent.every((row) => row.sealed === null && row.claimedUntil === null)).toBe(true)
    expect(sent.map((row) => row.messageId).sort()).toEqual(smtp.received.map((m) => m.messageId).sort())
  })

  it('delivers a link that works: the reset mail received sets a new password', async () => {
    const before = smtp.received.length
    expect((await b.post('user/forgot-password', { email: people[0] })).status).toBe(202)
    await waitFor(() => smtp.received.length > before, 'the reset mail')
    const mail = smtp.received[before]
    // Quoted-printable may fold long lines: unfold before reading the link.
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1]
    expect(token).toBeTruthy()
    expect((await a.post('user/reset-password', { token, password: 'another-long-password-2' })).status).toBe(
      200,
    )
    expect(
      (await a.post('user/login', { email: people[0], password: 'another-long-password-2' })).status,
    ).toBe(200)
  })

  it('answers requests without waiting for a mail server that never answers', async () => {
    smtp.state.silent = true
    const connections = smtp.state.connections
    // A request that waited for this SMTP server would hang for its 10 s greeting time-out.
    const answer = await a.post('user/forgot-password', { email: people[1] })
    expect(answer.status).toBe(202)
    const rows = await outbox()
    expect(rows.at(-1)?.sentAt).toBeNull()
    await waitFor(() => smtp.state.connections > connections, 'the sender trying in the background')
    // The mail server comes back: the mail goes out on a later attempt.
    const before = smtp.received.length
    smtp.state.silent = false
    smtp.dropConnections()
    await waitFor(() => smtp.received.length > before, 'the mail after the mail server came back')
    expect(smtp.received.at(-1)?.to).toEqual([people[1]])
  })
})
