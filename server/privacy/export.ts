import type { FastifyInstance, FastifyReply } from 'fastify'
import { msg } from '../../shared/messages'
import { photoUrl } from '../../shared/photos'
import type { Caller } from '../accounts/guards'
import { callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import type { ProfileRow } from '../db/schema'
import { fromRow } from '../profiles/preferences'
import { findOwnProfile, findProfile } from '../profiles/store'
import { photoSrcOf, relationTo, userIdOf } from '../visibility'
import { audit } from './audit'
import { consentRecordsOf } from './consents'
import { conversationsExport } from '../conversations/export'

// "Export my data": everything held about a profile (and the member's account) as one JSON file. Other
// people appear only as the profile ids the person already sees (MT000123), never with their details; what
// others wrote to the person is left out, and so are staff e-mail addresses.

export const EXPORT_FORMAT = 'matrimony-data-export/1'

/** Internal keys of a profile row that mean nothing outside the server. */
const INTERNAL = new Set(['idempotencyKey', 'accountId', 'ownerAccountId', 'updatedBy', 'mainPhotoId'])

function profileData(row: ProfileRow) {
  const values: Record<string, unknown> = { userId: userIdOf(row.id) }
  for (const [key, value] of Object.entries(row)) if (!INTERNAL.has(key)) values[key] = value
  return values
}

export async function exportOf(
  db: Db,
  publicUrl: string,
  what: { accountId: number | null; profile: ProfileRow | undefined },
  exportedBy: string,
) {
  const { accountId, profile } = what
  const pid = profile?.id ?? -1
  const account = accountId
    ? await db
        .selectFrom('accounts')
        .select([
          'email',
          'role',
          'registration',
          'createdAt',
          'updatedAt',
          'lastLoginAt',
          'emailNotifications',
          'language',
        ])
        .where('id', '=', accountId)
        .executeTakeFirst()
    : undefined
  const other = (id: number | null) => (id ? userIdOf(id) : null)
  const [
    preferences,
    photos,
    interests,
    shortlist,
    blocks,
    reports,
    consents,
    contactViews,
    events,
    notifications,
    deletions,
    conversations,
    verifications,
    savedSearches,
  ] = await Promise.all([
    db.selectFrom('preferences').selectAll().where('profileId', '=', pid).executeTakeFirst(),
    db
      .selectFrom('photos')
      .selectAll()
      .where('profileId', '=', pid)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('interests')
      .selectAll()
      .where((eb) => eb.or([eb('fromProfileId', '=', pid), eb('toProfileId', '=', pid)]))
      .orderBy('id')
      .execute(),
    db.selectFrom('shortlist').selectAll().where('ownerProfileId', '=', pid).orderBy('at').execute(),
    db.selectFrom('blocks').selectAll().where('blockerProfileId', '=', pid).orderBy('at').execute(),
    accountId
      ? db
          .selectFrom('reports')
          .selectAll()
          .where('reporterAccountId', '=', accountId)
          .orderBy('id')
          .execute()
      : [],
    consentRecordsOf(db, accountId ?? -1, profile?.id ?? null),
    db.selectFrom('contactViews').selectAll().where('profileId', '=', pid).orderBy('id').execute(),
    db
      .selectFrom('profileEvents as e')
      .leftJoin('accounts as a', 'a.id', 'e.accountId')
      .select(['e.action', 'e.detail', 'e.at', 'e.accountId', 'a.role'])
      .where('e.profileId', '=', pid)
      .orderBy('e.id')
      .execute(),
    db.selectFrom('notifications').selectAll().where('profileId', '=', pid).orderBy('id').execute(),
    db
      .selectFrom('deletionRequests')
      .select(['requestedAt', 'eraseAfter', 'cancelledAt', 'method'])
      .where((eb) =>
        eb.or([eb('profileId', '=', pid), ...(accountId ? [eb('accountId', '=', accountId)] : [])]),
      )
      .orderBy('id')
      .execute(),
    conversationsExport(db, pid),
    // The identity documents an office checked in person: their kind and last four, as the office recorded them.
    db
      .selectFrom('inPersonVerifications as v')
      .innerJoin('offices as o', 'o.id', 'v.officeId')
      .select([
        'v.documentKind',
        'v.lastFour',
        'v.verifiedAt',
        'o.name as office',
        'v.endedAt',
        'v.endReason',
      ])
      .where('v.profileId', '=', pid)
      .orderBy('v.id')
      .execute(),
    accountId
      ? db
          .selectFrom('savedSearches')
          .select(['name', 'criteria', 'createdAt', 'lastSeenAt'])
          .where('accountId', '=', accountId)
          .orderBy('id')
          .execute()
      : [],
  ])
  const byWhom = (id: number | null, role: string | null | undefined) =>
    id === null
      ? 'the candidate (consent link)'
      : id === accountId
        ? 'you'
        : role === 'staff'
          ? 'the office'
          : 'another account'
  return {
    format: EXPORT_FORMAT,
    exportedAt: clockIso(),
    exportedBy,
    account: account
      ? {
          email: account.email,
          role: account.role,
          createdAt: account.createdAt,
          updatedAt: account.updatedAt,
          lastLoginAt: account.lastLoginAt,
          emailNotifications: Boolean(account.emailNotifications),
          language: account.language,
          registration: account.registration ? (JSON.parse(account.registration) as unknown) : null,
        }
      : null,
    profile: profile ? profileData(profile) : null,
    preferences: preferences ? { ...fromRow(preferences), updatedAt: preferences.updatedAt } : null,
    photos: photos.map((p) => ({
      id: p.id,
      status: p.status,
      rejectReason: p.rejectReason,
      position: p.position,
      width: p.width,
      height: p.height,
      uploadedAt: p.createdAt,
      // Links through the API: they open for the profile's managers (log in first).
      links: {
        full: `${publicUrl}/api/${photoUrl(photoSrcOf(p.id), 'full', 'jpeg')}`,
        card: `${publicUrl}/api/${photoUrl(photoSrcOf(p.id), 'card', 'jpeg')}`,
      },
    })),
    interests: interests.map((i) => {
      const sent = i.fromProfileId === pid
      return {
        direction: sent ? 'sent' : 'received',
        otherProfile: other(sent ? i.toProfileId : i.fromProfileId),
        status: i.status,
        // Only the person's own words: a message someone else wrote is theirs.
        message: sent ? i.message : null,
        createdAt: i.createdAt,
        expiresAt: i.expiresAt,
        answeredAt: i.answeredAt,
      }
    }),
    shortlist: shortlist.map((s) => ({ profile: other(s.profileId), kind: s.kind, at: s.at })),
    blocks: blocks.map((b) => ({ profile: other(b.blockedProfileId), at: b.at })),
    reportsMade: reports.map((r) => ({
      profile: other(r.profileId),
      reason: r.reason,
      details: r.details,
      createdAt: r.createdAt,
      status: r.status,
    })),
    consents,
    contactViews: contactViews.map((v) => ({
      at: v.at,
      viewedBy: v.viewerProfileId
        ? `the member of profile ${userIdOf(v.viewerProfileId)}`
        : v.viewerAccountId === accountId
          ? 'you'
          : 'the office',
    })),
    history: events.map((e) => ({
      action: e.action,
      detail: e.detail,
      at: e.at,
      by: byWhom(e.accountId, e.role),
    })),
    notifications: notifications.map((n) => ({
      kind: n.kind,
      otherProfile: other(n.otherProfileId),
      at: n.at,
      readAt: n.readAt,
    })),
    deletionRequests: deletions,
    conversations,
    verifiedInPerson: verifications,
    savedSearches: savedSearches.map((x) => ({ ...x, criteria: JSON.parse(x.criteria) as unknown })),
  }
}

const send = (reply: FastifyReply, data: Awaited<ReturnType<typeof exportOf>>, name: string) =>
  reply
    .header(
      'Content-Disposition',
      `attachment; filename="matrimony-data-${name}-${data.exportedAt.slice(0, 10)}.json"`,
    )
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(data, null, 2))

const whoExports = (caller: Caller) =>
  caller.role === 'staff' ? 'office staff, on the candidate’s request' : 'you, from Settings'

export function exportRoutes(api: FastifyInstance, { db, auth, config }: AppContext) {
  // A member: their account and their own profile.
  api.get('/privacy/export', { preHandler: auth.member }, async (request, reply) => {
    const caller = callerOf(request)
    const own = await findOwnProfile(db, caller.accountId)
    const data = await exportOf(
      db,
      config.publicUrl,
      { accountId: caller.accountId, profile: own },
      whoExports(caller),
    )
    await audit(db, caller, 'profile.exported', own?.id ?? null, 'Settings', own?.officeId ?? null)
    return send(reply, data, own ? userIdOf(own.id) : 'account')
  })

  // A profile's managers: a member's own, or staff for a candidate of their office who asks at the office.
  api.get('/profiles/:id/export', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const id = Number((request.params as { id?: string }).id)
    const row = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findProfile(db, id) : undefined
    if (!row) return reply.code(404).send({ message: msg.profileNotAvailable })
    if (relationTo(caller, row) !== 'manager')
      return reply.code(403).send({ message: caller.role === 'staff' ? msg.otherOffice : msg.notYourProfile })
    const accountId = caller.role === 'member' ? caller.accountId : row.ownerAccountId
    const data = await exportOf(db, config.publicUrl, { accountId, profile: row }, whoExports(caller))
    await audit(
      db,
      caller,
      'profile.exported',
      row.id,
      caller.role === 'staff' ? 'at the office' : 'own profile',
      row.officeId,
    )
    return send(reply, data, userIdOf(row.id))
  })
}
