import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { NOTICE_BATCH, NOTICE_BATCHES } from '../../shared/breach'
import type { BreachDataKind, BreachNoticeView, BreachTexts } from '../../shared/breach'
import { isLocale } from '../../shared/i18n'
import type { Locale } from '../../shared/i18n'
import { msg } from '../../shared/messages'
import { dayInWords } from '../../shared/translate'
import { callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import type { ServerConfig } from '../config'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import type { BreachTable } from '../db/schema'
import { indiaDay, requestLocale, say } from '../i18n'
import type { Mailer } from '../mailer'
import { audit } from './audit'
import { officerLine } from './officer'

// Telling those affected by a breach (DPDP Rules 2025, rule 7): a job, once across servers, makes one notice
// row per affected account (keyset batches over accounts, never the whole table) and e-mails each row once, in
// the account's language; the person also reads it in the product until they dismiss it.

type Breach = Pick<
  BreachTable,
  'occurredAt' | 'discoveredAt' | 'dataKinds' | 'texts' | 'scope' | 'scopeOfficeId' | 'accountIds'
> & { id: number }

const server = { accountId: null, officeId: null }

// Each text by its full key, so that the catalog check sees every one used.
const kindKeys: Record<BreachDataKind, string> = {
  name: 'server.breach.kind.name',
  contact: 'server.breach.kind.contact',
  birth: 'server.breach.kind.birth',
  photos: 'server.breach.kind.photos',
  horoscope: 'server.breach.kind.horoscope',
  messages: 'server.breach.kind.messages',
  identity: 'server.breach.kind.identity',
  password: 'server.breach.kind.password',
}
const partKeys = {
  what: 'server.breach.what',
  consequences: 'server.breach.consequences',
  measures: 'server.breach.measures',
  advice: 'server.breach.advice',
} as const

/** The affected accounts after `after`, in id order, `limit` of them. */
function affectedAfter(db: Db, breach: Breach, after: number, limit: number) {
  let query = db
    .selectFrom('accounts as a')
    .select(['a.id', 'a.language'])
    .where('a.id', '>', after)
    .orderBy('a.id')
    .limit(limit)
  if (breach.scope === 'accounts') {
    const ids = (JSON.parse(breach.accountIds ?? '[]') as number[]).filter((id) => id > after)
    if (ids.length === 0) return Promise.resolve([])
    query = query.where('a.id', 'in', ids.sort((x, y) => x - y).slice(0, limit))
  } else if (breach.scope === 'office') {
    const office = breach.scopeOfficeId ?? -1
    // The office's staff, and every member whose profile the office manages (registered or owned).
    query = query.where((eb) =>
      eb.or([
        eb('a.officeId', '=', office),
        eb.exists(
          eb
            .selectFrom('profiles as p')
            .select('p.id')
            .where('p.officeId', '=', office)
            .where((p) =>
              p.or([p('p.accountId', '=', p.ref('a.id')), p('p.ownerAccountId', '=', p.ref('a.id'))]),
            ),
        ),
      ]),
    )
  }
  return query.execute()
}

/** The texts of a breach in one language: the admin's own words in it when written, else English. */
export function noticeOf(breach: Breach, locale: Locale, config: Pick<ServerConfig, 'grievanceOfficer'>) {
  const texts = JSON.parse(breach.texts) as Partial<Record<Locale, BreachTexts>> & { en: BreachTexts }
  const own = texts[locale] ?? texts.en
  const kinds = (JSON.parse(breach.dataKinds) as BreachDataKind[])
    .map((kind) => say(locale, kindKeys[kind]))
    .join(', ')
  const day = (iso: string) => dayInWords(indiaDay(iso), locale)
  return {
    subject: say(locale, 'server.breach.subject'),
    intro: say(locale, 'server.breach.intro', {
      discovered: day(breach.discoveredAt),
      occurred: day(breach.occurredAt),
      kinds,
    }),
    sections: (Object.keys(partKeys) as (keyof typeof partKeys)[]).map((part) => ({
      heading: say(locale, partKeys[part]),
      text: own[part],
    })),
    officer: officerLine(locale, config),
  }
}

function mailText(notice: ReturnType<typeof noticeOf>, locale: Locale) {
  return [
    notice.intro,
    ...notice.sections.map((s) => `${s.heading}:\n${s.text}`),
    `${say(locale, 'server.breach.contact')}:\n${notice.officer}`,
    say(locale, 'server.breach.inProduct'),
  ].join('\n\n')
}

const languageOf = (value: unknown): Locale => (isLocale(value) ? value : 'en')

/** One run of the job: notices made and e-mailed for every breach not yet fully told; safe to repeat. */
export async function sendBreachNotices(
  db: Db,
  mailer: Mailer,
  config: Pick<ServerConfig, 'grievanceOfficer'>,
  log?: FastifyBaseLogger,
) {
  let made = 0
  let mailed = 0
  let batches = 0
  const open = await db
    .selectFrom('breaches')
    .select([
      'id',
      'occurredAt',
      'discoveredAt',
      'dataKinds',
      'texts',
      'scope',
      'scopeOfficeId',
      'accountIds',
    ])
    .where('noticesDoneAt', 'is', null)
    .orderBy('id')
    .limit(10)
    .execute()
  for (const breach of open) {
    // 1. A notice row for each affected account, after the last one made (the unique key stops doubles).
    for (;;) {
      if (batches >= NOTICE_BATCHES) return { made, mailed, unfinished: true }
      const last = await db
        .selectFrom('breachNotices')
        .select((eb) => eb.fn.max('accountId').as('last'))
        .where('breachId', '=', breach.id)
        .executeTakeFirst()
      const accounts = await affectedAfter(db, breach, Number(last?.last ?? 0), NOTICE_BATCH)
      if (accounts.length === 0) break
      batches++
      const createdAt = clockIso()
      await db
        .insertInto('breachNotices')
        .values(
          accounts.map((a) => ({
            breachId: breach.id,
            accountId: a.id,
            language: languageOf(a.language),
            createdAt,
            mailedAt: null,
            dismissedAt: null,
          })),
        )
        .onConflict((oc) => oc.columns(['breachId', 'accountId']).doNothing())
        .execute()
      made += accounts.length
    }
    // 2. E-mail each notice not yet e-mailed, once: the row is stamped as soon as its mail is handed over.
    const texts = new Map<Locale, ReturnType<typeof noticeOf>>()
    for (;;) {
      if (batches >= NOTICE_BATCHES) return { made, mailed, unfinished: true }
      const due = await db
        .selectFrom('breachNotices as n')
        .innerJoin('accounts as a', 'a.id', 'n.accountId')
        .select(['n.id', 'n.language', 'a.email'])
        .where('n.breachId', '=', breach.id)
        .where('n.mailedAt', 'is', null)
        .orderBy('n.id')
        .limit(NOTICE_BATCH)
        .execute()
      if (due.length === 0) break
      batches++
      for (const row of due) {
        const locale = languageOf(row.language)
        if (!texts.has(locale)) texts.set(locale, noticeOf(breach, locale, config))
        const notice = texts.get(locale)!
        await mailer.send(row.email, notice.subject, `${mailText(notice, locale)}\n`)
        await db.updateTable('breachNotices').set({ mailedAt: clockIso() }).where('id', '=', row.id).execute()
        mailed++
      }
      await audit(db, server, 'breach.notices.sent', null, `breach ${breach.id}: ${due.length} e-mailed`)
    }
    await db
      .updateTable('breaches')
      .set({ noticesDoneAt: clockIso() })
      .where('id', '=', breach.id)
      .where('noticesDoneAt', 'is', null)
      .execute()
    const count = await db
      .selectFrom('breachNotices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('breachId', '=', breach.id)
      .executeTakeFirstOrThrow()
    await audit(db, server, 'breach.notified', null, `breach ${breach.id}: ${Number(count.n)} people told`)
    log?.info({ breach: breach.id, affected: Number(count.n) }, 'breach notices all sent')
  }
  return { made, mailed, unfinished: false }
}

/** The affected person's side: their notices not yet dismissed, and dismissing one. */
export function breachNoticeRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth, config } = ctx
  api.get('/me/breach-notices', { preHandler: auth.session }, async (request) => {
    const caller = callerOf(request)
    const rows = await db
      .selectFrom('breachNotices as n')
      .innerJoin('breaches as b', 'b.id', 'n.breachId')
      .select(['n.id', 'b.id as breachId', 'b.occurredAt', 'b.discoveredAt', 'b.dataKinds', 'b.texts'])
      .select(['b.scope', 'b.scopeOfficeId', 'b.accountIds'])
      .where('n.accountId', '=', caller.accountId)
      .where('n.dismissedAt', 'is', null)
      .orderBy('n.id', 'desc')
      .limit(20)
      .execute()
    // Read in the language the person now uses the service in.
    const locale = requestLocale(request)
    const notices: BreachNoticeView[] = rows.map((r) => ({
      id: r.id,
      occurredAt: r.occurredAt,
      discoveredAt: r.discoveredAt,
      language: locale,
      ...noticeOf({ ...r, id: r.breachId }, locale, config),
    }))
    return { notices }
  })

  api.post<{ Params: { id: string } }>(
    '/me/breach-notices/:id/dismiss',
    { preHandler: auth.session },
    async (request, reply) => {
      const caller = callerOf(request)
      const id = Number(request.params.id)
      const row = Number.isInteger(id)
        ? await db
            .selectFrom('breachNotices')
            .select(['id', 'breachId', 'dismissedAt'])
            .where('id', '=', id)
            .where('accountId', '=', caller.accountId)
            .executeTakeFirst()
        : undefined
      if (!row) return reply.code(404).send({ message: msg.breachNotFound })
      if (!row.dismissedAt) {
        await db.updateTable('breachNotices').set({ dismissedAt: clockIso() }).where('id', '=', id).execute()
        await audit(db, caller, 'breach.dismissed', null, `breach ${row.breachId}`)
      }
      return { ok: true }
    },
  )
}
