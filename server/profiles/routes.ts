import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { define, object, optional } from 'superstruct'
import { ageOn } from '../../shared/dates'
import { msg } from '../../shared/messages'
import { religionUsesGotra } from '../../shared/options'
import { privacyMsg } from '../../shared/privacy'
import {
  closeReasonOptions,
  completenessOf,
  PUBLISH_CONSENT_VERSION,
  publishConsentText,
} from '../../shared/profile-sections'
import { checkProfilePatch, profileRuleError } from '../../shared/schemas/profile'
import { storedState } from '../../shared/place-rules'
import { email, FORM_KEY, oneOf } from '../../shared/validation'
import type { Caller } from '../accounts/guards'
import { callerOf } from '../accounts/guards'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import type { ProfileRow } from '../db/schema'
import { nowIso, validOr400 } from '../http'
import { requestLocale } from '../i18n'
import { gunaMilanOf, poruthamsOf } from '../matching/matches'
import { matchingStyleOf } from '../../shared/matching/style'
import { auditStaff } from '../privacy/audit'
import { deletionPending } from '../privacy/deletion'
import { lastNoticeOf } from '../privacy/notice'
import { profileView, relationTo } from '../visibility'
import { issueConsentLink } from './consent'
import { sourcesAfterEdit } from './horoscope/sources'
import { findOwnProfile, findProfile, logProfileEvent, managedProfile, setStatus } from './store'
import { currentVerification, endVerificationIfChanged } from './verification'

const idOf = (request: FastifyRequest) => {
  const id = Number((request.params as { id?: string }).id)
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null
}

const PublishBody = object({
  agree: optional(define<true>('agree', (v) => v === true || msg.consentRequired)),
  candidateEmail: optional(email(msg.emailRequired, msg.emailShape)),
})
const CloseBody = object({
  reason: oneOf(closeReasonOptions, msg.closeReasonRequired),
})

/** The profile of the route's id when the caller manages it; otherwise answers 404 or 403 and gives null. */
export async function findManaged(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ row: ProfileRow; caller: Caller } | null> {
  const caller = callerOf(request)
  const id = idOf(request)
  const row = id ? await findProfile(db, id) : undefined
  if (!row) {
    void reply.code(404).send({ message: msg.profileNotAvailable })
    return null
  }
  if (relationTo(caller, row) !== 'manager') {
    void reply.code(403).send({ message: caller.role === 'staff' ? msg.otherOffice : msg.notYourProfile })
    return null
  }
  return { row, caller }
}

export function profileRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth } = ctx
  const managed = (request: FastifyRequest, reply: FastifyReply) => findManaged(db, request, reply)

  const sendManaged = async (reply: FastifyReply, id: number) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ profile: await managedProfile(db, (await findProfile(db, id))!, requestLocale(reply.request)) })

  api.get('/me', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const office = caller.officeId
      ? await db
          .selectFrom('offices')
          .select(['id', 'name'])
          .where('id', '=', caller.officeId)
          .executeTakeFirst()
      : undefined
    const own = caller.role === 'member' ? await findOwnProfile(db, caller.accountId) : undefined
    return reply.header('Cache-Control', 'no-store').send({
      email: caller.email,
      role: caller.role,
      name: own?.firstName ?? caller.displayName,
      office: office ?? null,
      profileId: own?.id ?? null,
    })
  })

  // A member's own profile; one is made (as a draft) for an account that has none yet.
  api.get('/me/profile', { preHandler: auth.member }, async (request, reply) => {
    const caller = callerOf(request)
    let row = await findOwnProfile(db, caller.accountId)
    if (!row) {
      const now = nowIso()
      await db
        .insertInto('profiles')
        .values({
          accountId: caller.accountId,
          ownerAccountId: caller.accountId,
          createdBy: 'Self',
          managedBy: 'self',
          status: 'draft',
          createdAt: now,
          updatedAt: now,
          email: caller.email,
        })
        .onConflict((oc) => oc.column('ownerAccountId').doNothing())
        .execute()
      row = (await findOwnProfile(db, caller.accountId))!
    }
    return sendManaged(reply, row.id)
  })

  api.get('/profiles/:id/manage', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(request, reply)
    if (m) await auditStaff(db, m.caller, 'profile.viewed', m.row.id)
    return m ? sendManaged(reply, m.row.id) : reply
  })

  // An edit of some fields, checked by the same structs as the forms; the merged profile must still hold.
  api.patch('/profiles/:id', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(request, reply)
    if (!m) return reply
    if (m.row.status === 'closed') return reply.code(409).send({ message: msg.closedProfileUnchangeable })
    const patch = checkProfilePatch(request.body)
    if (!patch.ok) return reply.code(400).send({ message: msg.badRequest, errors: patch.errors })
    const merged = { ...m.row, ...patch.value }
    const rule = profileRuleError(merged, Object.keys(patch.value))
    if (rule) return reply.code(400).send({ message: msg.badRequest, errors: rule })
    const values = {
      ...patch.value,
      ...(merged.dob ? { age: ageOn(merged.dob) } : {}),
      // A region of a whole list is stored by its English label, however it was written ('dubai': 'Dubai').
      ...(patch.value.state ? { state: storedState(merged.country, patch.value.state) } : {}),
      // Only some religions have gotras: a profile of another religion keeps none (issue 22).
      ...(merged.gotra && !religionUsesGotra(merged.religion) ? { gotra: null } : {}),
    }
    const after = { ...merged, ...values }
    // Required fields refuse blanks, so an edit cannot make a profile less complete; a field a migration
    // emptied (a citizenship that named no country, 037) does not unpublish it when another section is edited.
    const missing = completenessOf(after).missingSections.length
    const status =
      m.row.status === 'draft' || missing === 0 || missing <= completenessOf(m.row).missingSections.length
        ? m.row.status
        : 'draft'
    const sources = sourcesAfterEdit(m.row, patch.value)
    await db
      .updateTable('profiles')
      .set({ ...values, ...sources, status, updatedAt: nowIso(), updatedBy: m.caller.accountId })
      .where('id', '=', m.row.id)
      .execute()
    // A new name or date of birth is not what the office checked: the in-person badge goes until it checks again.
    await endVerificationIfChanged(db, m.row, patch.value, m.caller)
    await logProfileEvent(db, m.row.id, m.caller.accountId, 'Edited', Object.keys(patch.value).join(', '))
    await auditStaff(db, m.caller, 'profile.edited', m.row.id, Object.keys(patch.value).join(', '))
    return sendManaged(reply, m.row.id)
  })

  // Publishing: a member's own profile with their own consent; anyone else's waits for the candidate's.
  api.post('/profiles/:id/publish', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(request, reply)
    if (!m) return reply
    const body = validOr400(request.body ?? {}, PublishBody, reply)
    if (!body) return reply
    const { row, caller } = m
    if (await deletionPending(db, row.id))
      return reply.code(409).send({ message: privacyMsg.deletionPending })
    if (!['draft', 'pending_consent'].includes(row.status))
      return reply.code(409).send({ message: msg.alreadyPublished })
    if (completenessOf(row).missingSections.length)
      return reply
        .code(400)
        .send({ message: msg.profileIncomplete, errors: { [FORM_KEY]: msg.profileIncomplete } })
    if (row.managedBy === 'self') {
      if (!body.agree)
        return reply.code(400).send({ message: msg.consentRequired, errors: { agree: msg.consentRequired } })
      await db
        .insertInto('consents')
        .values({
          profileId: row.id,
          accountId: caller.accountId,
          kind: 'publish',
          version: PUBLISH_CONSENT_VERSION,
          text: publishConsentText('self'),
          method: 'ticked on My profile',
          givenAt: nowIso(),
          withdrawnAt: null,
          // The notice the member read at sign-up or in Settings, which My profile links to.
          ...(await lastNoticeOf(db, caller.accountId)),
        })
        .execute()
      await setStatus(db, row.id, 'published', caller.accountId)
      await logProfileEvent(db, row.id, caller.accountId, 'Published')
      return sendManaged(reply, row.id)
    }
    await setStatus(db, row.id, 'pending_consent', caller.accountId)
    const sendTo = body.candidateEmail ?? (row.managedBy === 'office' ? row.email : null)
    const { code, sentTo } = await issueConsentLink(
      ctx,
      row,
      caller.accountId,
      sendTo,
      requestLocale(request),
    )
    return reply.send({
      message: sentTo
        ? msg.consentLinkSent(sentTo, String(row.firstName))
        : msg.consentCodeGiven(String(row.firstName)),
      code,
      sentTo,
    })
  })

  for (const [action, from, to, label] of [
    ['hide', 'published', 'hidden', 'Hidden'],
    ['unhide', 'hidden', 'published', 'Shown again'],
  ] as const) {
    api.post(`/profiles/:id/${action}`, { preHandler: auth.session }, async (request, reply) => {
      const m = await managed(request, reply)
      if (!m) return reply
      if (await deletionPending(db, m.row.id))
        return reply.code(409).send({ message: privacyMsg.deletionPending })
      if (action === 'unhide' && m.row.moderationHiddenAt)
        return reply.code(409).send({ message: msg.hiddenByModerator })
      if (m.row.status !== from)
        return reply
          .code(409)
          .send({ message: action === 'hide' ? msg.onlyPublishedCanHide : msg.onlyHiddenCanShow })
      await setStatus(db, m.row.id, to, m.caller.accountId)
      await logProfileEvent(db, m.row.id, m.caller.accountId, label)
      await auditStaff(db, m.caller, action === 'hide' ? 'profile.hidden' : 'profile.unhidden', m.row.id)
      return sendManaged(reply, m.row.id)
    })
  }

  api.post('/profiles/:id/close', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(request, reply)
    if (!m) return reply
    const body = validOr400(request.body, CloseBody, reply)
    if (!body) return reply
    if (m.row.status === 'closed') return reply.code(409).send({ message: msg.alreadyClosed })
    await setStatus(db, m.row.id, 'closed', m.caller.accountId, { closeReason: body.reason })
    await logProfileEvent(db, m.row.id, m.caller.accountId, 'Closed', body.reason)
    await auditStaff(db, m.caller, 'profile.closed', m.row.id, body.reason)
    return sendManaged(reply, m.row.id)
  })

  // The profile page: published profiles for everyone; any status for its managers.
  api.get('/profiles/:id', { preHandler: auth.optional }, async (request, reply) => {
    const id = idOf(request)
    const row = id ? await findProfile(db, id) : undefined
    const viewer = request.caller ?? null
    if (!row || (row.status !== 'published' && relationTo(viewer, row) !== 'manager'))
      return reply.code(404).send({ message: msg.profileNotAvailable })
    // Staff opening one of their office's profiles read its personal data (last name, contact): audited.
    if (viewer && relationTo(viewer, row) === 'manager')
      await auditStaff(db, viewer, 'profile.viewed', row.id, 'profile page')
    // A member looking at someone of the other gender sees how their horoscopes match.
    const own = viewer?.role === 'member' ? await findOwnProfile(db, viewer.accountId) : undefined
    const pair =
      own && own.id !== row.id && own.gender && row.gender && own.gender !== row.gender ? own : null
    const verification =
      row.verifiedAt && relationTo(viewer, row) === 'manager' ? await currentVerification(db, row.id) : null
    return reply.header('Cache-Control', viewer ? 'private, no-store' : 'no-cache').send({
      ...profileView(row, viewer, verification),
      gunaMilan: pair ? gunaMilanOf(pair, row) : null,
      manglik: pair ? { yours: pair.dosham ?? 'dontknow', theirs: row.dosham ?? 'dontknow' } : null,
      poruthams: pair ? poruthamsOf(pair, row) : null,
      matchingStyle: pair ? matchingStyleOf(pair) : null,
    })
  })
}
