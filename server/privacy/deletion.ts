import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DeletionBody, ERASURE_DAYS, OfficeDeletionBody, privacyMsg } from '../../shared/privacy'
import type { DeletionState } from '../../shared/privacy'
import { msg } from '../../shared/messages'
import type { Caller } from '../accounts/guards'
import { callerOf } from '../accounts/guards'
import { clockIso, daysFromNow } from '../clock'
import type { ServerConfig } from '../config'
import type { AppContext } from '../context'
import { purgeDeletedData } from '../db/database'
import type { Db } from '../db/database'
import type { ProfileRow, ProfileStatus } from '../db/schema'
import { validOr400 } from '../http'
import { indiaDay } from '../i18n'
import { removeProfilePhotos } from '../photos/store'
import { findOwnProfile, findProfile, logProfileEvent, setStatus } from '../profiles/store'
import { relationTo } from '../visibility'
import { audit } from './audit'
import { eraseReportedWords } from '../conversations/store'
import { applyRetention } from './retention'

// Deleting an account or a profile: hidden at once everywhere (status hidden, so search, matches, pages,
// inbox and lists no longer show it), erased ERASURE_DAYS later by a job that survives restarts (the
// schedule is a row, the job runs at start and every hour), and cancellable until then.

const HOUR = 60 * 60_000

// Where an erased profile's rows lived (directly or by cascade): vacuumed on PostgreSQL after an erasure.
const ERASED_TABLES = [
  'profiles',
  'accounts',
  'preferences',
  'consents',
  'consentLinks',
  'profileEvents',
  'interests',
  'notifications',
  'shortlist',
  'blocks',
  'contactViews',
  'profileViews',
  'photos',
  'passwordTokens',
  'messages',
  'conversationSides',
  'conversations',
] as const

const pendingQuery = (db: Db) =>
  db.selectFrom('deletionRequests').selectAll().where('cancelledAt', 'is', null).where('erasedAt', 'is', null)

export async function deletionPending(db: Db, profileId: number): Promise<boolean> {
  return Boolean(await pendingQuery(db).where('profileId', '=', profileId).executeTakeFirst())
}

const stateOf = (
  row: { requestedAt: string; eraseAfter: string; method: string } | undefined,
): DeletionState => ({
  pending: row ? { requestedAt: row.requestedAt, eraseAfter: row.eraseAfter, method: row.method } : null,
})

/** Schedules the erasure and hides the profile now; the status it had comes back if the deletion is cancelled. */
async function requestDeletion(
  db: Db,
  caller: Caller,
  profile: ProfileRow | undefined,
  what: { accountId: number | null; method: string; note: string | null },
) {
  const now = clockIso()
  const row = await db
    .insertInto('deletionRequests')
    .values({
      profileId: profile?.id ?? null,
      accountId: what.accountId,
      requestedBy: caller.accountId,
      method: what.method,
      note: what.note,
      previousStatus: profile?.status ?? null,
      requestedAt: now,
      eraseAfter: daysFromNow(ERASURE_DAYS),
      cancelledAt: null,
      cancelledBy: null,
      erasedAt: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  if (profile) {
    // Hidden whatever it was, so that no consent link or publish can show it during the wait.
    if (profile.status !== 'closed') await setStatus(db, profile.id, 'hidden', caller.accountId)
    await logProfileEvent(db, profile.id, caller.accountId, 'Deletion requested', what.method)
  }
  await audit(db, caller, 'deletion.requested', profile?.id ?? null, what.method, profile?.officeId ?? null)
  return row
}

async function cancelDeletion(
  db: Db,
  caller: Caller,
  request: { id: number; profileId: number | null; previousStatus: string | null },
) {
  const done = await db
    .updateTable('deletionRequests')
    .set({ cancelledAt: clockIso(), cancelledBy: caller.accountId })
    .where('id', '=', request.id)
    .where('cancelledAt', 'is', null)
    .where('erasedAt', 'is', null)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) !== 1) return false
  const profile = request.profileId ? await findProfile(db, request.profileId) : undefined
  if (profile) {
    if (profile.status === 'hidden' && request.previousStatus && request.previousStatus !== 'hidden')
      await setStatus(db, profile.id, request.previousStatus as ProfileStatus, caller.accountId)
    await logProfileEvent(db, profile.id, caller.accountId, 'Deletion cancelled')
  }
  await audit(db, caller, 'deletion.cancelled', profile?.id ?? null, null, profile?.officeId ?? null)
  return true
}

/**
 * Erases every deletion that is due: photo files (through the photos domain), then in one transaction the
 * profile (its interests, shortlist, consents, views, notifications and photos' rows go by cascade), the
 * member's own consent records and the account (its password links with it, and every login token stops
 * working). Safe to run twice or from two servers at once: each step is a no-op once done.
 */
export async function eraseDue(
  db: Db,
  config: Pick<ServerConfig, 'dataDir'>,
  log?: FastifyBaseLogger,
): Promise<number> {
  const due = await pendingQuery(db).where('eraseAfter', '<=', clockIso()).orderBy('id').limit(100).execute()
  for (const request of due) {
    const profiles = await db
      .selectFrom('profiles')
      .select(['id', 'officeId'])
      .where((eb) =>
        eb.or([
          ...(request.profileId ? [eb('id', '=', request.profileId)] : []),
          ...(request.accountId
            ? [eb('ownerAccountId', '=', request.accountId), eb('accountId', '=', request.accountId)]
            : []),
        ]),
      )
      .execute()
    // Files first: rows without files are harmless, files without rows are what the erasure must not leave.
    for (const p of profiles) await removeProfilePhotos(db, config, p.id, log)
    await db.transaction().execute(async (trx) => {
      await eraseReportedWords(
        trx,
        profiles.map((p) => p.id),
      )
      if (profiles.length)
        await trx
          .deleteFrom('profiles')
          .where(
            'id',
            'in',
            profiles.map((p) => p.id),
          )
          .execute()
      if (request.accountId) {
        await trx.deleteFrom('consents').where('accountId', '=', request.accountId).execute()
        // The nominee's name and e-mail are the member's data too (the foreign key cascades as well).
        await trx.deleteFrom('nominations').where('accountId', '=', request.accountId).execute()
        await trx
          .deleteFrom('accounts')
          .where('id', '=', request.accountId)
          .where('role', '=', 'member')
          .execute()
      }
      await trx
        .updateTable('deletionRequests')
        .set({ erasedAt: clockIso() })
        .where('id', '=', request.id)
        .where('erasedAt', 'is', null)
        .execute()
    })
    await audit(
      db,
      { accountId: null, officeId: null },
      'profile.erased',
      request.profileId,
      `${ERASURE_DAYS} days after the request`,
      profiles.find((p) => p.id === request.profileId)?.officeId ?? null,
    )
    log?.info({ deletionRequest: request.id }, 'erased a profile after its waiting period')
  }
  if (due.length) await purgeDeletedData(db, ERASED_TABLES)
  return due.length
}

const idOf = (request: FastifyRequest) => {
  const id = Number((request.params as { id?: string }).id)
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null
}

export function deletionRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth, config } = ctx

  const ownPending = (accountId: number) =>
    pendingQuery(db).where('accountId', '=', accountId).orderBy('id', 'desc').executeTakeFirst()

  // A member deletes their own account (and with it their profile) from Settings.
  api.get('/privacy/deletion', { preHandler: auth.member }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(stateOf(await ownPending(callerOf(request).accountId))),
  )

  api.post('/privacy/deletion', { preHandler: auth.member }, async (request, reply) => {
    const caller = callerOf(request)
    if (!validOr400(request.body, DeletionBody, reply)) return reply
    if (await ownPending(caller.accountId))
      return reply.code(409).send({ message: privacyMsg.deletionAlreadyPending })
    const own = await findOwnProfile(db, caller.accountId)
    const row = await requestDeletion(db, caller, own, {
      accountId: caller.accountId,
      method: 'member in Settings',
      note: null,
    })
    return reply.send({
      message: msg.deletionScheduled(indiaDay(row.eraseAfter)),
      deletion: stateOf(row),
    })
  })

  api.post('/privacy/deletion/cancel', { preHandler: auth.member }, async (request, reply) => {
    const caller = callerOf(request)
    const pending = await ownPending(caller.accountId)
    if (!pending || !(await cancelDeletion(db, caller, pending)))
      return reply.code(409).send({ message: privacyMsg.noDeletion })
    return reply.send({
      message: msg.deletionCancelled,
      deletion: stateOf(undefined),
    })
  })

  /** The office's profile of the route's :id, or null after answering 404 or 403. */
  async function officeProfile(request: FastifyRequest, reply: FastifyReply) {
    const caller = callerOf(request)
    const id = idOf(request)
    const row = id ? await findProfile(db, id) : undefined
    if (!row) return void reply.code(404).send({ message: msg.profileNotAvailable })
    if (relationTo(caller, row) !== 'manager') return void reply.code(403).send({ message: msg.otherOffice })
    return { caller, row }
  }
  const profilePending = (profileId: number) =>
    pendingQuery(db).where('profileId', '=', profileId).orderBy('id', 'desc').executeTakeFirst()

  // Staff close a profile for a candidate who asks at the office: the same schedule, with a note of the request.
  api.get('/profiles/:id/deletion', { preHandler: auth.staff }, async (request, reply) => {
    const m = await officeProfile(request, reply)
    if (!m) return reply
    return reply.header('Cache-Control', 'no-store').send(stateOf(await profilePending(m.row.id)))
  })

  api.post('/profiles/:id/deletion', { preHandler: auth.staff }, async (request, reply) => {
    const m = await officeProfile(request, reply)
    if (!m) return reply
    const body = validOr400(request.body, OfficeDeletionBody, reply)
    if (!body) return reply
    if (await profilePending(m.row.id))
      return reply.code(409).send({ message: privacyMsg.deletionAlreadyPending })
    const row = await requestDeletion(db, m.caller, m.row, {
      accountId: null,
      method: 'at the office, on the candidate’s request',
      note: body.note,
    })
    return reply.send({
      message: msg.officeDeletionScheduled(indiaDay(row.eraseAfter)),
      deletion: stateOf(row),
    })
  })

  api.post('/profiles/:id/deletion/cancel', { preHandler: auth.staff }, async (request, reply) => {
    const m = await officeProfile(request, reply)
    if (!m) return reply
    const pending = await profilePending(m.row.id)
    if (!pending || !(await cancelDeletion(db, m.caller, pending)))
      return reply.code(409).send({ message: privacyMsg.noDeletion })
    return reply.send({
      message: msg.officeDeletionCancelled,
      deletion: stateOf(undefined),
    })
  })

  // The schedule lives in the database: a restart loses nothing, and the job catches up when it is due.
  ctx.jobs.add({ name: 'erasure', everyMs: HOUR, run: (log) => eraseDue(db, config, log) })
  // The retention schedule (shared/retention.ts): its own job on the same hourly beat, once across servers.
  ctx.jobs.add({
    name: 'retention',
    everyMs: HOUR,
    run: (log) => applyRetention(db, ctx.mailer, config, log),
  })
}
