import type { FastifyInstance } from 'fastify'
import { PAGE_SIZE } from '../../shared/limits'
import { msg } from '../../shared/messages'
import { religionUsesGotra } from '../../shared/options'
import { OfficeListQuery } from '../../shared/office-list'
import { ProfileBody } from '../../shared/schemas/profile'
import { storedState } from '../../shared/place-rules'
import { callerOf } from '../accounts/guards'
import type { AppContext } from '../context'
import type { ProfileRow } from '../db/schema'
import { nowIso, validOr400 } from '../http'
import { requestLocale } from '../i18n'
import { audit } from '../privacy/audit'
import { userIdOf } from '../visibility'
import { issueConsentLink } from './consent'
import { officeList } from './office-list'
import { logProfileEvent } from './store'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/

/** A repeated key is the same submit only if it carries the same details (two tabs can share one key). */
const sameDetails = (body: ProfileBody, row: ProfileRow) =>
  (Object.keys(body) as (keyof ProfileBody)[]).every(
    (k) => String(body[k] ?? '') === String((row as Record<string, unknown>)[k] ?? ''),
  )

export const createdByLabel = (role: 'staff' | 'member') => (role === 'staff' ? 'Matchmaking office' : 'Self')

/** What the office's list shows of a profile it registered (its managers may see the last name). */
export function storedProfile(
  row: Pick<
    ProfileRow,
    | 'id'
    | 'createdAt'
    | 'firstName'
    | 'lastName'
    | 'age'
    | 'religion'
    | 'country'
    | 'state'
    | 'status'
    | 'managedBy'
  >,
  consentCode: string | null = null,
) {
  const { id, createdAt, status, managedBy } = row
  return {
    id,
    createdAt,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    age: row.age ?? 0,
    religion: row.religion ?? '',
    country: row.country ?? '',
    state: row.state ?? '',
    status,
    managedBy,
    consentCode,
  }
}

export function officeRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth } = ctx

  // Staff register a family's candidate: the profile waits for the candidate's consent before anyone sees it.
  api.post('/user/create-form', { preHandler: auth.staff }, async (request, reply) => {
    const caller = callerOf(request)
    const keyHeader = request.headers['idempotency-key']
    const idempotencyKey = typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : null
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return reply.code(400).send({ message: msg.idempotencyKeyShape })
    }
    const body = validOr400(request.body, ProfileBody, reply)
    if (!body) return reply
    // Only some religions have gotras: a form filled in before the religion changed keeps none (issue 22).
    if (!religionUsesGotra(body.religion)) body.gotra = undefined
    // A region of a whole list is stored by its English label, however it was written (issue 22).
    if (body.state) body.state = storedState(body.country, body.state)
    // Optional fields left blank are stored as not given (null), as an edit of My profile stores them.
    for (const [key, value] of Object.entries(body))
      if (value === '') delete (body as Record<string, unknown>)[key]

    const answerRepeat = (row: ProfileRow) =>
      sameDetails(body, row)
        ? reply.code(201).send({ data: storedProfile(row) })
        : reply.code(409).send({ message: msg.idempotencyKeyReused })
    const findByKey = () =>
      db
        .selectFrom('profiles')
        .selectAll()
        .where('accountId', '=', caller.accountId)
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst()
    if (idempotencyKey) {
      const earlier = await findByKey()
      if (earlier) return answerRepeat(earlier)
    }
    const now = nowIso()
    const inserted = await db
      .insertInto('profiles')
      .values({
        ...body,
        accountId: caller.accountId,
        ownerAccountId: null,
        officeId: caller.officeId,
        createdBy: createdByLabel('staff'),
        managedBy: 'office',
        status: 'pending_consent',
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
        updatedBy: caller.accountId,
      })
      // Two copies of one submit racing: the unique key keeps one row and the loser reads it back.
      .onConflict((oc) => oc.columns(['accountId', 'idempotencyKey']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!inserted) {
      const row = await findByKey()
      if (!row) throw new Error('profile insert returned nothing')
      return answerRepeat(row)
    }
    await logProfileEvent(db, inserted.id, caller.accountId, 'Registered at the office')
    const { code } = await issueConsentLink(
      ctx,
      inserted,
      caller.accountId,
      inserted.email,
      requestLocale(request),
    )
    return reply.code(201).send({ data: storedProfile(inserted, code) })
  })

  // The office's profiles with their status: every staff member of the office sees them. Search by name or
  // profile id, a status (or a photo waiting, an open report), newest registered or last changed first.
  api.get('/profiles/mine', { preHandler: auth.staff }, async (request, reply) => {
    const caller = callerOf(request)
    const query = validOr400(request.query, OfficeListQuery, reply)
    if (!query) return reply
    const { rows, total, next } = await officeList(db, caller.officeId ?? -1, query)
    const page = query.after ? 'next page' : 'first page'
    // The list carries last names: one audit row per page read, naming the profiles on it (numbers only).
    await audit(db, caller, 'office.listed', null, `${page}: ${rows.map((r) => userIdOf(r.id)).join(' ')}`)
    return reply.header('Cache-Control', 'no-store').send({
      results: rows.map((r) => ({ ...storedProfile(r), updatedAt: r.updatedAt })),
      total,
      pageSize: PAGE_SIZE,
      next,
    })
  })
}
