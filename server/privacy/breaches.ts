import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BREACH_LIST_MAX, BreachBody, boardDeadline, breachInstant } from '../../shared/breach'
import type { BreachDataKind, BreachReport, BreachScope, BreachTexts } from '../../shared/breach'
import { msg } from '../../shared/messages'
import { callerOf } from '../accounts/guards'
import { clock, clockIso } from '../clock'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import { validOr400 } from '../http'
import { audit } from './audit'
import { breachNoticeRoutes, sendBreachNotices } from './breach-notices'

// Personal-data breaches (DPDP Rules 2025, rule 7), the head-office admin's side: record one, read what the
// Data Protection Board is told within 72 hours (facts, cause, remediation, the notices sent and when). Only a
// head-office admin: a breach crosses offices, and the Board's account is the company's, not one office's.

const JOB = 'breach-notices'
const LISTED = 1000

/** Account numbers or e-mails as typed, resolved to account ids; the ones no account has, as typed. */
async function resolveAccounts(db: Db, typed: string) {
  const tokens = [...new Set(typed.split(/[\s,;]+/).filter(Boolean))]
  const numbers = tokens.filter((t) => /^\d+$/.test(t))
  const emails = tokens.filter((t) => !/^\d+$/.test(t)).map((t) => t.toLowerCase())
  const ids = new Set<number>()
  const found = new Set<string>()
  for (let i = 0; i < numbers.length; i += 500) {
    const chunk = numbers.slice(i, i + 500).map(Number)
    for (const r of await db.selectFrom('accounts').select('id').where('id', 'in', chunk).execute()) {
      ids.add(r.id)
      found.add(String(r.id))
    }
  }
  for (let i = 0; i < emails.length; i += 500) {
    const chunk = emails.slice(i, i + 500)
    const rows = await db
      .selectFrom('accounts')
      .select(['id', 'emailKey'])
      .where('emailKey', 'in', chunk)
      .execute()
    for (const r of rows) {
      ids.add(r.id)
      found.add(r.emailKey)
    }
  }
  const unknown = tokens.filter((t) => !found.has(/^\d+$/.test(t) ? String(Number(t)) : t.toLowerCase()))
  return { tokens, ids: [...ids].sort((a, b) => a - b), unknown }
}

async function reportOf(db: Db, id: number, after = 0): Promise<BreachReport | null> {
  const b = await db
    .selectFrom('breaches as b')
    .leftJoin('accounts as a', 'a.id', 'b.recordedBy')
    .selectAll('b')
    .select('a.email as recordedByEmail')
    .where('b.id', '=', id)
    .executeTakeFirst()
  if (!b) return null
  const byLanguage = await db
    .selectFrom('breachNotices')
    .select(['language'])
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.count<number>('mailedAt').as('mailed'),
      eb.fn.count<number>('dismissedAt').as('dismissed'),
      eb.fn.min('mailedAt').as('first'),
      eb.fn.max('mailedAt').as('last'),
    ])
    .where('breachId', '=', id)
    .groupBy('language')
    .execute()
  const sum = (f: (r: (typeof byLanguage)[number]) => unknown) =>
    byLanguage.reduce((total, r) => total + Number(f(r) ?? 0), 0)
  const times = (pick: 'first' | 'last') =>
    byLanguage
      .map((r) => r[pick] as string | null)
      .filter((t): t is string => Boolean(t))
      .sort()
  const accounts = await db
    .selectFrom('breachNotices as n')
    .innerJoin('accounts as a', 'a.id', 'n.accountId')
    .select(['a.id', 'a.email', 'n.language', 'n.mailedAt'])
    .where('n.breachId', '=', id)
    .where('a.id', '>', after)
    .orderBy('a.id')
    .limit(LISTED)
    .execute()
  const deadline = boardDeadline(b.discoveredAt)
  return {
    id: b.id,
    recordedAt: b.recordedAt,
    recordedBy: b.recordedByEmail ?? null,
    occurredAt: b.occurredAt,
    discoveredAt: b.discoveredAt,
    deadline,
    overdue: !b.boardReportedAt && clockIso() > deadline,
    boardReportedAt: b.boardReportedAt,
    dataKinds: JSON.parse(b.dataKinds) as BreachDataKind[],
    scope: b.scope as BreachScope,
    scopeOfficeId: b.scopeOfficeId,
    cause: b.cause,
    remediation: b.remediation,
    texts: JSON.parse(b.texts) as BreachReport['texts'],
    notices: {
      affected: sum((r) => r.n),
      mailed: sum((r) => r.mailed),
      dismissed: sum((r) => r.dismissed),
      firstMailedAt: times('first')[0] ?? null,
      lastMailedAt: times('last').at(-1) ?? null,
      byLanguage: Object.fromEntries(byLanguage.map((r) => [r.language, Number(r.n)])),
      done: Boolean(b.noticesDoneAt),
      doneAt: b.noticesDoneAt,
    },
    accounts: accounts.map((a) => ({ id: a.id, email: a.email, language: a.language, mailedAt: a.mailedAt })),
    listed: LISTED,
  }
}

export function breachRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth, config } = ctx
  breachNoticeRoutes(api, ctx)
  // A staff login first (401 / 403 for members as everywhere), then the head office's own role.
  const headAdmin = [
    auth.staff,
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.caller?.centralRole !== 'head_admin')
        return reply.code(403).send({ message: msg.breachAdminOnly })
    },
  ]
  // Every minute, once across servers; recording a breach makes it due at once.
  ctx.jobs.add({ name: JOB, everyMs: 60_000, run: (log) => sendBreachNotices(db, ctx.mailer, config, log) })

  api.post('/admin/breaches', { preHandler: headAdmin }, async (request, reply) => {
    const caller = callerOf(request)
    const body = validOr400(request.body, BreachBody, reply)
    if (!body) return reply
    const occurredAt = breachInstant(body.occurredAt)
    const discoveredAt = breachInstant(body.discoveredAt)
    if (!occurredAt)
      return reply.code(400).send({ message: msg.breachWhen, errors: { occurredAt: msg.breachWhen } })
    if (!discoveredAt)
      return reply.code(400).send({ message: msg.breachWhen, errors: { discoveredAt: msg.breachWhen } })
    if (discoveredAt < occurredAt || discoveredAt > clockIso())
      return reply.code(400).send({ message: msg.breachOrder, errors: { discoveredAt: msg.breachOrder } })
    let accountIds: number[] | null = null
    let scopeOfficeId: number | null = null
    if (body.scope === 'accounts') {
      const resolved = await resolveAccounts(db, body.accounts ?? '')
      if (resolved.tokens.length === 0 || resolved.tokens.length > BREACH_LIST_MAX)
        return reply.code(400).send({ message: msg.breachWhom, errors: { accounts: msg.breachWhom } })
      if (resolved.unknown.length > 0)
        return reply.code(400).send({
          message: msg.breachUnknown,
          errors: { accounts: msg.breachUnknown },
          unknown: resolved.unknown.slice(0, 50),
        })
      accountIds = resolved.ids
    } else if (body.scope === 'office') {
      const office = body.officeId
        ? await db.selectFrom('offices').select('id').where('id', '=', body.officeId).executeTakeFirst()
        : undefined
      if (!office)
        return reply.code(400).send({ message: msg.breachWhom, errors: { officeId: msg.breachWhom } })
      scopeOfficeId = office.id
    }
    const texts: Record<string, BreachTexts> = { en: body.texts.en }
    if (body.texts.hi) texts.hi = body.texts.hi
    if (body.texts.ta) texts.ta = body.texts.ta
    const row = await db
      .insertInto('breaches')
      .values({
        occurredAt,
        discoveredAt,
        recordedAt: clockIso(),
        recordedBy: caller.accountId,
        dataKinds: JSON.stringify([...new Set(body.dataKinds)]),
        cause: body.cause,
        remediation: body.remediation,
        texts: JSON.stringify(texts),
        scope: body.scope,
        scopeOfficeId,
        accountIds: accountIds ? JSON.stringify(accountIds) : null,
        noticesDoneAt: null,
        boardReportedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await audit(db, caller, 'breach.recorded', null, `breach ${row.id}: ${body.scope}`)
    // Without delay: the notice job is due now; it runs in the background, never in this request.
    await db
      .updateTable('jobRuns')
      .set({ nextRunAt: new Date(0).toISOString() })
      .where('name', '=', JOB)
      .execute()
    void ctx.jobs.runDue()
    return reply.code(201).send({ id: row.id, deadline: boardDeadline(discoveredAt) })
  })

  api.get('/admin/breaches', { preHandler: headAdmin }, async (_request, reply) => {
    const rows = await db
      .selectFrom('breaches')
      .select(['id', 'recordedAt', 'occurredAt', 'discoveredAt', 'noticesDoneAt', 'boardReportedAt', 'scope'])
      .select((eb) =>
        eb
          .selectFrom('breachNotices as n')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('n.breachId', '=', 'breaches.id')
          .as('affected'),
      )
      .orderBy('id', 'desc')
      .limit(200)
      .execute()
    const now = clockIso()
    return reply.header('Cache-Control', 'no-store').send({
      breaches: rows.map((r) => {
        const deadline = boardDeadline(r.discoveredAt)
        return {
          ...r,
          affected: Number(r.affected ?? 0),
          deadline,
          overdue: !r.boardReportedAt && now > deadline,
        }
      }),
    })
  })

  api.get<{ Params: { id: string }; Querystring: { after?: string } }>(
    '/admin/breaches/:id',
    { preHandler: headAdmin },
    async (request, reply) => {
      const report = await reportOf(db, Number(request.params.id) || 0, Number(request.query.after) || 0)
      if (!report) return reply.code(404).send({ message: msg.breachNotFound })
      await audit(db, callerOf(request), 'breach.read', null, `breach ${report.id}`)
      return reply.header('Cache-Control', 'no-store').send({ report })
    },
  )

  /** The admin has sent the Board its account: the deadline is met. */
  api.post<{ Params: { id: string } }>(
    '/admin/breaches/:id/board',
    { preHandler: headAdmin },
    async (request, reply) => {
      const id = Number(request.params.id) || 0
      const at = clock.now().toISOString()
      const done = await db
        .updateTable('breaches')
        .set({ boardReportedAt: at })
        .where('id', '=', id)
        .where('boardReportedAt', 'is', null)
        .executeTakeFirst()
      const exists = await db
        .selectFrom('breaches')
        .select('boardReportedAt')
        .where('id', '=', id)
        .executeTakeFirst()
      if (!exists) return reply.code(404).send({ message: msg.breachNotFound })
      if (Number(done.numUpdatedRows) === 1)
        await audit(db, callerOf(request), 'breach.boardTold', null, `breach ${id}`)
      return { boardReportedAt: exists.boardReportedAt }
    },
  )
}
