import type { FastifyBaseLogger } from 'fastify'
import { isLocale } from '../../shared/i18n'
import { paths } from '../../shared/routes'
import {
  INACTIVE_WARNING_HOURS,
  LIMIT_RETENTION_DAYS,
  LOG_RETENTION_DAYS,
  NOTIFICATION_RETENTION_DAYS,
} from '../../shared/retention'
import { clock } from '../clock'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import { say } from '../i18n'
import type { Mailer } from '../mailer'
import { audit } from './audit'
import { eraseDue } from './deletion'
import { officerLine } from './officer'

// The retention schedule (shared/retention.ts), enforced: a plain function the server's job scheduler calls
// every hour (next to the erasure job). Each step deletes in bounded batches, so no run holds a table long.

const DAY = 86_400_000
const BATCH = 5000
const INACTIVE_METHOD = 'inactive account'

type Config = Pick<ServerConfig, 'dataDir' | 'webOrigin' | 'grievanceOfficer' | 'inactiveErasureYears'>

export interface RetentionResult {
  purged: Record<string, number>
  warned: number
  erased: number
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString()

export async function applyRetention(
  db: Db,
  mailer: Mailer,
  config: Config,
  log?: FastifyBaseLogger,
): Promise<RetentionResult> {
  const now = clock.now()
  const nowIso = now.toISOString()
  const logsBefore = before(now, LOG_RETENTION_DAYS)
  const limitsBefore = before(now, LIMIT_RETENTION_DAYS)
  const purged: Record<string, number> = {}
  const count = (name: string, result: { numDeletedRows: bigint }[]) => {
    purged[name] = (purged[name] ?? 0) + result.reduce((n, r) => n + Number(r.numDeletedRows), 0)
  }
  // Processing and audit logs: kept one year, then erased.
  count('auditLog', await db.deleteFrom('auditLog').where('at', '<', logsBefore).execute())
  count('profileEvents', await db.deleteFrom('profileEvents').where('at', '<', logsBefore).execute())
  count('contactViews', await db.deleteFrom('contactViews').where('at', '<', logsBefore).execute())
  count('profileViews', await db.deleteFrom('profileViews').where('at', '<', logsBefore).execute())
  count(
    'notifications',
    await db
      .deleteFrom('notifications')
      .where('readAt', '<', before(now, NOTIFICATION_RETENTION_DAYS))
      .execute(),
  )
  // Expired links, ended sessions, old limits.
  count('passwordTokens', await db.deleteFrom('passwordTokens').where('expiresAt', '<', nowIso).execute())
  count('consentLinks', await db.deleteFrom('consentLinks').where('expiresAt', '<', nowIso).execute())
  count('revokedTokens', await db.deleteFrom('revokedTokens').where('expiresAt', '<', nowIso).execute())
  count('usedCaptchas', await db.deleteFrom('usedCaptchas').where('expiresAt', '<', nowIso).execute())
  count(
    'limitCounters',
    await db.deleteFrom('limitCounters').where('windowStart', '<', limitsBefore).execute(),
  )
  count('backoffs', await db.deleteFrom('backoffs').where('lastAt', '<', limitsBefore).execute())
  count(
    'readShares',
    await db.deleteFrom('readShares').where('dueAt', '<', Date.parse(limitsBefore)).execute(),
  )

  const { warned, erased } = config.inactiveErasureYears
    ? await inactiveAccounts(db, mailer, config, config.inactiveErasureYears, now, log)
    : { warned: 0, erased: 0 }
  return { purged, warned, erased }
}

/**
 * The optional policy: a member account unused for `years` is warned by e-mail, and erased (through the
 * erasure job, with its audit rows) once INACTIVE_WARNING_HOURS have passed without a login.
 */
async function inactiveAccounts(
  db: Db,
  mailer: Mailer,
  config: Config,
  years: number,
  now: Date,
  log?: FastifyBaseLogger,
) {
  const nowIso = now.toISOString()
  const idleSince = new Date(now)
  idleSince.setUTCFullYear(idleSince.getUTCFullYear() - years)
  const idle = idleSince.toISOString()
  // A login after the warning withdraws it.
  await db
    .updateTable('accounts')
    .set({ inactivityWarnedAt: null })
    .where('inactivityWarnedAt', 'is not', null)
    .whereRef('lastLoginAt', '>', 'inactivityWarnedAt')
    .execute()
  const toWarn = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'language'])
    .where('role', '=', 'member')
    .where('inactivityWarnedAt', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('lastLoginAt', 'createdAt'), '<', idle))
    .orderBy('id')
    .limit(BATCH)
    .execute()
  for (const account of toWarn) {
    const locale = isLocale(account.language) ? account.language : 'en'
    const text = say(locale, 'server.email.inactive.text', {
      years,
      hours: INACTIVE_WARNING_HOURS,
      login: `${config.webOrigin}${paths.login}`,
    })
    try {
      await mailer.send(
        account.email,
        say(locale, 'server.email.inactive.subject'),
        `${text}\n\n${officerLine(locale, config)}\n`,
      )
    } catch (error) {
      // Not warned, not erased: the next run tries again.
      log?.warn({ err: error }, 'inactivity warning not sent')
      continue
    }
    await db
      .updateTable('accounts')
      .set({ inactivityWarnedAt: nowIso })
      .where('id', '=', account.id)
      .execute()
  }
  const due = await db
    .selectFrom('accounts')
    .select('id')
    .where('role', '=', 'member')
    .where('inactivityWarnedAt', '<=', before(now, INACTIVE_WARNING_HOURS / 24))
    .where((eb) => eb(eb.fn.coalesce('lastLoginAt', 'createdAt'), '<', idle))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('deletionRequests as d')
            .select('d.id')
            .whereRef('d.accountId', '=', 'accounts.id')
            .where('d.cancelledAt', 'is', null)
            .where('d.erasedAt', 'is', null),
        ),
      ),
    )
    .orderBy('id')
    .limit(BATCH)
    .execute()
  for (const { id } of due) {
    await db
      .insertInto('deletionRequests')
      .values({
        profileId: null,
        accountId: id,
        requestedBy: id,
        method: INACTIVE_METHOD,
        note: null,
        previousStatus: null,
        requestedAt: nowIso,
        eraseAfter: nowIso,
        cancelledAt: null,
        cancelledBy: null,
        erasedAt: null,
      })
      .execute()
    await audit(db, { accountId: null, officeId: null }, 'deletion.requested', null, INACTIVE_METHOD)
  }
  const erased = due.length ? await eraseDue(db, config, log) : 0
  return { warned: toWarn.length, erased }
}
