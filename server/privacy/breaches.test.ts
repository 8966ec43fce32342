import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { boardDeadline } from '../../shared/breach'
import type { Locale } from '../../shared/i18n'
import { msg } from '../../shared/messages'
import { clock } from '../clock'
import { say } from '../i18n'
import en from '../../shared/locales/en/server.json'
import hi from '../../shared/locales/hi/server.json'
import ta from '../../shared/locales/ta/server.json'
import { insertAccount } from '../db/accounts'
import type { Mailer } from '../mailer'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { sendBreachNotices } from './breach-notices'

// Breach notification (DPDP Rules 2025, rule 7) with a fake clock and a few hundred affected accounts: the job
// tells exactly the affected accounts, each once and in its language; the Board's account lists them with the
// 72-hour deadline; only a head-office admin records and reads; an affected member reads and dismisses it.

type Role = 'anonymous' | 'member' | 'staff' | 'admin' | 'moderator' | 'headAdmin'
const NOW = new Date('2027-06-10T06:00:00.000Z')
const HOUR = 3_600_000
const LANGS: (Locale | null)[] = ['en', 'hi', 'ta', null]
let s: TestServer
let officeA: number
let officeB: number
const auth = {} as Record<Role, Record<string, string>>
const affected: { id: number; email: string; language: Locale | null }[] = []
const bystanders: { id: number; email: string }[] = []
let memberId = 0

const texts = (lang: string) => ({
  what: `${lang}: a copy of the photo store was readable from outside for six hours.`,
  consequences: `${lang}: someone may have seen your photos.`,
  measures: `${lang}: we closed the access and changed every key.`,
  advice: `${lang}: watch for messages that use your photos; tell us at once.`,
})
const body = (over: Record<string, unknown> = {}) => ({
  occurredAt: '2027-06-09 09:30',
  discoveredAt: '2027-06-10T05:00:00Z',
  dataKinds: ['photos', 'contact'],
  cause: 'A storage bucket was made public by mistake during maintenance.',
  remediation: 'Access closed at once, keys rotated, the change process now needs two people.',
  texts: { en: texts('EN'), hi: texts('HI'), ta: texts('TA') },
  scope: 'accounts',
  accounts: '',
  ...over,
})

const subjects = [en, hi, ta].map((c) => c['server.breach.subject'])
/** The e-mails the log mailer wrote (no SMTP in tests): to whom (masked, the domain names the account). */
function mails() {
  return s.logs
    .map((line) => JSON.parse(line) as { mail?: { to: string; subject: string }; msg: string })
    .filter((l) => l.mail && subjects.includes(l.mail.subject))
    .map((l) => ({ domain: l.mail!.to.split('@')[1], subject: l.mail!.subject, text: l.msg }))
}
const runJob = async () => {
  await s.db
    .updateTable('jobRuns')
    .set({ nextRunAt: new Date(0).toISOString() })
    .where('name', '=', 'breach-notices')
    .execute()
  await s.jobs.runDue()
}

beforeAll(async () => {
  clock.now = () => NOW
  s = await startTestServer()
  officeA = await s.addOffice('Madurai office', 'Madurai')
  officeB = await s.addOffice('Pune office', 'Pune')
  const staff = async (role: Role, set: Record<string, string>) => {
    const email = `${role.toLowerCase()}@staff${role.toLowerCase()}.example.com`
    const id = await s.addAccount(email, 'office-password', 'staff', officeA)
    await s.db.updateTable('accounts').set(set).where('id', '=', id).execute()
    auth[role] = { authorization: `Bearer ${await s.login(email, 'office-password')}` }
  }
  await staff('staff', { staffRole: 'staff' })
  await staff('admin', { staffRole: 'admin' })
  await staff('moderator', { centralRole: 'moderator' })
  await staff('headAdmin', { centralRole: 'head_admin' })
  memberId = await s.addAccount('kavya@member.example.com', 'member-password', 'member')
  auth.member = { authorization: `Bearer ${await s.login('kavya@member.example.com', 'member-password')}` }
  // After the login, which records the language it was made in (English here).
  await s.db.updateTable('accounts').set({ language: 'ta' }).where('id', '=', memberId).execute()
  auth.anonymous = {}
  for (let i = 0; i < 320; i++) {
    const email = `family${i}@acc${i}.example.com`
    const language = LANGS[i % LANGS.length]!
    const id = (await insertAccount(s.db, { email, passwordHash: null, role: 'member', language }))!
    if (i < 300) affected.push({ id, email, language })
    else bystanders.push({ id, email })
  }
  affected.push({ id: memberId, email: 'kavya@member.example.com', language: 'ta' })
})
afterEach(() => {
  clock.now = () => NOW
})
afterAll(async () => {
  clock.now = () => new Date()
  await s.close()
})

describe('breach notification', () => {
  it.each<[Role, number]>([
    ['anonymous', 401],
    ['member', 403],
    ['staff', 403],
    ['admin', 403],
    ['moderator', 403],
  ])('refuses to record or read for %s (%i)', async (role, status) => {
    const one = body({ accounts: String(bystanders[0]!.id) })
    const recorded = await s.post('admin/breaches', one, auth[role])
    expect(recorded.status).toBe(status)
    if (status === 403)
      expect(recorded.body.message).toBe(role === 'member' ? msg.staffOnly : msg.breachAdminOnly)
    expect((await s.get('admin/breaches', auth[role])).status).toBe(status)
    expect((await s.get('admin/breaches/1', auth[role])).status).toBe(status)
    expect((await s.post('admin/breaches/1/board', {}, auth[role])).status).toBe(status)
    expect(await s.db.selectFrom('breaches').select('id').execute()).toEqual([])
  })

  it('refuses unknown accounts, times out of order and a missing text, beside the field', async () => {
    const unknown = await s.post(
      'admin/breaches',
      body({ accounts: `${affected[0]!.id}, nobody@example.com` }),
      auth.headAdmin,
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      errors: { accounts: msg.breachUnknown },
      unknown: ['nobody@example.com'],
    })
    const order = await s.post(
      'admin/breaches',
      body({ accounts: String(affected[0]!.id), discoveredAt: '2027-06-08 10:00' }),
      auth.headAdmin,
    )
    expect(order.body.errors).toEqual({ discoveredAt: msg.breachOrder })
    const future = await s.post(
      'admin/breaches',
      body({ accounts: String(affected[0]!.id), discoveredAt: '2027-06-11 10:00' }),
      auth.headAdmin,
    )
    expect(future.body.errors).toEqual({ discoveredAt: msg.breachOrder })
    const noText = body({ accounts: String(affected[0]!.id), dataKinds: [] })
    ;(noText.texts as { en: Record<string, string> }).en.advice = ''
    const missing = await s.post('admin/breaches', noText, auth.headAdmin)
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toMatchObject({ dataKinds: msg.breachKinds, 'texts.en.advice': msg.required })
    expect(await s.db.selectFrom('breaches').select('id').execute()).toEqual([])
  })

  it('tells exactly the affected accounts, once each, in their language; the Board account lists them', async () => {
    // Half by number, half by e-mail (in capitals: e-mails are matched whatever their case).
    const list = affected.map((a, i) => (i % 2 ? String(a.id) : a.email.toUpperCase())).join(',\n')
    const recorded = await s.post('admin/breaches', body({ accounts: list }), auth.headAdmin)
    expect(recorded.status).toBe(201)
    const discovered = '2027-06-10T05:00:00.000Z'
    expect(recorded.body.deadline).toBe(boardDeadline(discovered))
    expect(recorded.body.deadline).toBe('2027-06-13T05:00:00.000Z')
    await s.jobs.runDue()
    await runJob() // a second run sends nothing again

    const sent = mails()
    expect(sent).toHaveLength(affected.length)
    const byDomain = new Map(sent.map((m) => [m.domain, m]))
    expect(byDomain.size).toBe(affected.length)
    for (const a of affected) {
      const mail = byDomain.get(a.email.split('@')[1]!)!
      const lang = a.language ?? 'en'
      expect(mail.subject).toBe(say(lang, 'server.breach.subject'))
      expect(mail.subject).toBe(
        { en: en['server.breach.subject'], hi: hi['server.breach.subject'], ta: ta['server.breach.subject'] }[
          lang
        ],
      )
      expect(mail.text).toContain(`${lang.toUpperCase()}: we closed the access`)
      // The grievance officer from configuration, and the day in the reader's words.
      expect(mail.text).toContain(s.config.grievanceOfficer.email)
    }
    for (const b of bystanders) expect(byDomain.has(b.email.split('@')[1]!)).toBe(false)
    expect(byDomain.get('acc1.example.com')!.text).toContain('10 जून 2027')

    const direct: string[] = []
    const fake: Mailer = { sendLink: async () => undefined, send: async (to) => void direct.push(to) }
    expect(await sendBreachNotices(s.db, fake, s.config)).toMatchObject({ mailed: 0 })
    expect(direct).toEqual([])

    const read = await s.get(`admin/breaches/${recorded.body.id}`, auth.headAdmin)
    expect(read.status).toBe(200)
    const report = read.body.report
    expect(report).toMatchObject({
      discoveredAt: discovered,
      occurredAt: '2027-06-09T04:00:00.000Z', // 09:30 India time
      deadline: '2027-06-13T05:00:00.000Z',
      overdue: false,
      dataKinds: ['photos', 'contact'],
      cause: body().cause,
      remediation: body().remediation,
      notices: { affected: affected.length, mailed: affected.length, dismissed: 0, done: true },
    })
    expect(report.notices.byLanguage).toEqual({ en: 150, hi: 75, ta: 76 })
    expect(report.notices.firstMailedAt).toBe(NOW.toISOString())
    expect(report.accounts.map((a: { id: number }) => a.id)).toEqual(
      affected.map((a) => a.id).sort((x, y) => x - y),
    )

    // Past the 72 hours, and not yet told: overdue; once the admin marks the Board told, no longer.
    clock.now = () => new Date(Date.parse(discovered) + 73 * HOUR)
    expect((await s.get(`admin/breaches/${recorded.body.id}`, auth.headAdmin)).body.report.overdue).toBe(true)
    expect((await s.post(`admin/breaches/${recorded.body.id}/board`, {}, auth.headAdmin)).status).toBe(200)
    const after = (await s.get('admin/breaches', auth.headAdmin)).body.breaches[0]
    expect(after).toMatchObject({ id: recorded.body.id, affected: affected.length, overdue: false })

    const actions = (
      await s.db.selectFrom('auditLog').select('action').where('action', 'like', 'breach.%').execute()
    ).map((r) => r.action)
    expect(actions.filter((a) => a === 'breach.notices.sent')).toHaveLength(2) // 301 in batches of 200
    for (const a of ['breach.recorded', 'breach.notified', 'breach.read', 'breach.boardTold'])
      expect(actions).toContain(a)
  })

  it('shows an affected member the notice in the product until they dismiss it; nobody else', async () => {
    const list = await s.get('me/breach-notices?language=ta', auth.member)
    expect(list.status).toBe(200)
    expect(list.body.notices).toHaveLength(1)
    const notice = list.body.notices[0]
    expect(notice.subject).toBe(ta['server.breach.subject'])
    expect(notice.sections.map((x: { text: string }) => x.text)).toContain(texts('TA').advice)
    expect(notice.officer).toContain(s.config.grievanceOfficer.name)
    // Another account cannot dismiss it; the staff accounts were not affected.
    expect((await s.post(`me/breach-notices/${notice.id}/dismiss`, {}, auth.staff)).status).toBe(404)
    expect((await s.get('me/breach-notices', auth.staff)).body.notices).toEqual([])
    expect((await s.post(`me/breach-notices/${notice.id}/dismiss`, {}, auth.member)).status).toBe(200)
    expect((await s.get('me/breach-notices', auth.member)).body.notices).toEqual([])
    expect((await s.get('me/breach-notices', {})).status).toBe(401)
  })

  it('an office breach reaches that office’s accounts only', async () => {
    const before = mails().length
    const recorded = await s.post(
      'admin/breaches',
      body({ scope: 'office', officeId: officeA }),
      auth.headAdmin,
    )
    expect(recorded.status).toBe(201)
    await s.jobs.runDue()
    const rows = await s.db
      .selectFrom('breachNotices as n')
      .innerJoin('accounts as a', 'a.id', 'n.accountId')
      .select(['a.officeId', 'n.mailedAt'])
      .where('n.breachId', '=', recorded.body.id)
      .execute()
    expect(rows).toHaveLength(4) // staff, admin, moderator and head-office admin of office A
    expect(rows.every((r) => r.officeId === officeA && r.mailedAt)).toBe(true)
    expect(mails().length - before).toBe(4)
    expect(officeB).toBeGreaterThan(0)
  })

  it('a breach of every account reaches every account, each once', async () => {
    const recorded = await s.post('admin/breaches', body({ scope: 'all' }), auth.headAdmin)
    expect(recorded.status).toBe(201)
    await s.jobs.runDue()
    await runJob()
    const accounts = await s.db.selectFrom('accounts').select('id').execute()
    const notices = await s.db
      .selectFrom('breachNotices')
      .select(['accountId', 'mailedAt'])
      .where('breachId', '=', recorded.body.id)
      .execute()
    expect(notices.map((n) => n.accountId).sort((a, b) => a - b)).toEqual(
      accounts.map((a) => a.id).sort((a, b) => a - b),
    )
    expect(notices.every((n) => n.mailedAt)).toBe(true)
  })
})
