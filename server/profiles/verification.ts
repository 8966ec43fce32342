import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { msg } from '../../shared/messages'
import { VerifyBody, VERIFIED_FIELDS } from '../../shared/verification'
import { callerOf } from '../accounts/guards'
import type { Caller } from '../accounts/guards'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import type { ProfileRow } from '../db/schema'
import { nowIso, validOr400 } from '../http'
import { audit } from '../privacy/audit'
import type { VerificationDetails } from '../visibility'
import { findProfile, logProfileEvent } from './store'

// Verified in person (issue 21, item 7): the staff of the office that manages a profile record the identity
// document they checked at the office (its kind and last four characters only), and may revoke it. A change
// of the first name, last name or date of birth ends it until the office checks again. Every step is audited.

/** The verification in force, as its managers read it; null when the profile is not verified. */
export async function currentVerification(db: Db, profileId: number): Promise<VerificationDetails | null> {
  const row = await db
    .selectFrom('inPersonVerifications as v')
    .leftJoin('accounts as a', 'a.id', 'v.verifiedBy')
    .select(['v.documentKind', 'v.lastFour', 'v.verifiedAt', 'a.displayName', 'a.email'])
    .where('v.profileId', '=', profileId)
    .where('v.endedAt', 'is', null)
    .orderBy('v.id', 'desc')
    .executeTakeFirst()
  if (!row) return null
  return {
    documentKind: row.documentKind,
    lastFour: row.lastFour,
    verifiedAt: row.verifiedAt,
    verifiedBy: row.displayName ?? row.email ?? '',
  }
}

/** Ends the verification in force (revoked by staff, or the details it proved changed); false when none. */
async function endVerification(
  db: Db,
  row: Pick<ProfileRow, 'id'>,
  by: number,
  reason: 'revoked' | 'details_changed',
): Promise<boolean> {
  const now = nowIso()
  const ended = await db
    .updateTable('inPersonVerifications')
    .set({ endedAt: now, endedBy: by, endReason: reason })
    .where('profileId', '=', row.id)
    .where('endedAt', 'is', null)
    .executeTakeFirst()
  await db
    .updateTable('profiles')
    .set({ verifiedAt: null, verifiedOffice: null })
    .where('id', '=', row.id)
    .execute()
  return Number(ended.numUpdatedRows) > 0
}

/**
 * Called by every edit of a profile: when it changes what the document proved (first name, last name, date
 * of birth), the badge goes until the office verifies again. Audited for the office, whoever edited.
 */
export async function endVerificationIfChanged(
  db: Db,
  row: ProfileRow,
  changes: Record<string, unknown>,
  caller: Caller,
): Promise<void> {
  if (!row.verifiedAt) return
  const changed = VERIFIED_FIELDS.filter((f) => f in changes && (changes[f] ?? null) !== (row[f] ?? null))
  if (!changed.length) return
  if (!(await endVerification(db, row, caller.accountId, 'details_changed'))) return
  await logProfileEvent(db, row.id, caller.accountId, 'Verification ended', changed.join(', '))
  await audit(db, caller, 'verification.ended', row.id, `changed: ${changed.join(', ')}`, row.officeId)
}

export function verificationRoutes(api: FastifyInstance, { db, auth }: AppContext) {
  /** A profile of the caller's own office, or the answer already sent (404, 403). */
  async function ownOffice(request: FastifyRequest, reply: FastifyReply) {
    const caller = callerOf(request)
    const id = Number((request.params as { id: string }).id)
    const row = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findProfile(db, id) : undefined
    if (!row) {
      reply.code(404).send({ message: msg.profileNotAvailable })
      return null
    }
    // Central roles (moderators, head-office admins) give nothing here: the check happens at the office.
    if (row.officeId === null || row.officeId !== caller.officeId) {
      reply.code(403).send({ message: msg.verifyOwnOfficeOnly })
      return null
    }
    if (row.status === 'closed') {
      reply.code(409).send({ message: msg.closedProfileUnchangeable })
      return null
    }
    return { caller, row }
  }

  api.post('/profiles/:id/verification', { preHandler: auth.staff }, async (request, reply) => {
    const found = await ownOffice(request, reply)
    if (!found) return reply
    const body = validOr400(request.body, VerifyBody, reply)
    if (!body) return reply
    const { caller, row } = found
    if (row.verifiedAt) return reply.code(409).send({ message: msg.alreadyVerified })
    const office = await db
      .selectFrom('offices')
      .select('name')
      .where('id', '=', row.officeId!)
      .executeTakeFirstOrThrow()
    const now = nowIso()
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('inPersonVerifications')
        .values({
          profileId: row.id,
          officeId: row.officeId!,
          documentKind: body.documentKind,
          lastFour: body.lastFour.toUpperCase(),
          verifiedAt: now,
          verifiedBy: caller.accountId,
        })
        .execute()
      await tx
        .updateTable('profiles')
        .set({ verifiedAt: now, verifiedOffice: office.name })
        .where('id', '=', row.id)
        .execute()
    })
    await logProfileEvent(db, row.id, caller.accountId, 'Verified in person', body.documentKind)
    // The kind of document only: the log never holds the characters themselves.
    await audit(db, caller, 'verification.added', row.id, body.documentKind)
    return reply
      .code(201)
      .header('Cache-Control', 'no-store')
      .send({ verification: await currentVerification(db, row.id) })
  })

  api.post('/profiles/:id/verification/revoke', { preHandler: auth.staff }, async (request, reply) => {
    const found = await ownOffice(request, reply)
    if (!found) return reply
    const { caller, row } = found
    if (!(await endVerification(db, row, caller.accountId, 'revoked')))
      return reply.code(409).send({ message: msg.notVerified })
    await logProfileEvent(db, row.id, caller.accountId, 'Verification revoked')
    await audit(db, caller, 'verification.revoked', row.id)
    return reply.header('Cache-Control', 'no-store').send({ verification: null })
  })
}
