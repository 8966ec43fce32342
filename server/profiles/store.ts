import { ageOn } from '../../shared/dates'
import type { Locale } from '../../shared/i18n'
import { completenessOf } from '../../shared/profile-sections'
import type { ProfileHistoryAction } from '../../shared/profile-sections'
import type { ManagedProfile } from '../../shared/api'
import type { Db } from '../db/database'
import type { ProfileRow, ProfileStatus } from '../db/schema'
import { nowIso } from '../http'
import { labelIn, say } from '../i18n'
import { userIdOf } from '../visibility'

// Queries of the profiles domain: small functions that take the database first, so tests can pass a transaction.

export const findProfile = (db: Db, id: number) =>
  db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst()

export const findOwnProfile = (db: Db, accountId: number) =>
  db.selectFrom('profiles').selectAll().where('ownerAccountId', '=', accountId).executeTakeFirst()

export async function logProfileEvent(
  db: Db,
  profileId: number,
  accountId: number | null,
  action: ProfileHistoryAction,
  detail: string | null = null,
) {
  await db
    .insertInto('profileEvents')
    .values({ profileId, accountId, action, detail, at: nowIso() })
    .execute()
}

/**
 * Sets the status (and what goes with it), stamped with who did it and when. A profile under a moderator's
 * hold is set hidden instead of published; resolves with the status set.
 */
export async function setStatus(
  db: Db,
  id: number,
  status: ProfileStatus,
  by: number | null,
  extra: { closeReason?: string | null } = {},
): Promise<ProfileStatus> {
  const now = nowIso()
  let update = db
    .updateTable('profiles')
    .set({
      status,
      updatedAt: now,
      updatedBy: by,
      ...(status === 'published' ? { publishedAt: now } : {}),
      ...('closeReason' in extra ? { closeReason: extra.closeReason ?? null } : {}),
    })
    .where('id', '=', id)
  // A profile a moderator hid stays hidden, whichever way its managers try to show it again.
  if (status === 'published') update = update.where('moderationHiddenAt', 'is', null)
  const done = await update.executeTakeFirst()
  if (status !== 'published' || Number(done.numUpdatedRows) === 1) return status
  await setStatus(db, id, 'hidden', by)
  return 'hidden'
}

const editable = (row: ProfileRow) => {
  const values: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(row))
    if (value !== null && !NON_FIELDS.has(key)) values[key] = value as string | number
  if (row.dob) values.age = ageOn(row.dob)
  return values
}
const NON_FIELDS = new Set([
  'id',
  'accountId',
  'ownerAccountId',
  'officeId',
  'createdBy',
  'managedBy',
  'status',
  'closeReason',
  'idempotencyKey',
  'createdAt',
  'updatedAt',
  'updatedBy',
  'publishedAt',
  'mainPhotoId',
  'photoVisibility',
  'verifiedAt',
  'verifiedOffice',
])

/** What the managers of a profile read: every field, its completeness, consent and change history. */
export async function managedProfile(db: Db, row: ProfileRow, locale: Locale): Promise<ManagedProfile> {
  const [consent, link, events] = await Promise.all([
    db
      .selectFrom('consents')
      .select('givenAt')
      .where('profileId', '=', row.id)
      .where('kind', '=', 'publish')
      .where('withdrawnAt', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('consentLinks')
      .select(['sentTo', 'createdAt'])
      .where('profileId', '=', row.id)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('profileEvents as e')
      .leftJoin('accounts as a', 'a.id', 'e.accountId')
      .select(['e.action', 'e.at', 'a.email', 'a.role'])
      .where('e.profileId', '=', row.id)
      .orderBy('e.id', 'desc')
      .limit(20)
      .execute(),
  ])
  return {
    id: row.id,
    userId: userIdOf(row.id),
    status: row.status,
    managedBy: row.managedBy,
    closeReason: row.closeReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    values: editable(row),
    completeness: completenessOf(row),
    consent: {
      givenAt: consent?.givenAt ?? null,
      linkSentTo: link?.sentTo ?? null,
      linkSentAt: link?.createdAt ?? null,
    },
    history: events.map((e) => ({
      action: labelIn(locale, e.action),
      by: e.email
        ? e.role === 'staff'
          ? say(locale, 'server.history.office', { email: e.email })
          : e.email
        : say(locale, 'server.history.candidate'),
      at: e.at,
    })),
  }
}
