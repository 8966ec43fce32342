import { sql } from 'kysely'
import type { Caller } from '../accounts/guards'
import { reviews } from '../accounts/roles'
import { blockedEitherWay, connected, notBlockedWith } from '../connections/store'
import type { Db } from '../db/database'
import type { PhotoRow, ProfileRow } from '../db/schema'
import { findOwnProfile } from '../profiles/store'
import { photoAccess, relationTo } from '../visibility'
import type { PhotoAccess, PhotoViewer } from '../visibility'

// The facts server/visibility.ts `photoAccess` needs about a viewer and a profile, read from the database
// for each request: a connection made or ended a second ago counts.

/** Staff act for their office's profiles: one of them connected with `profileId` makes the office a connection. */
async function officeConnected(db: Db, officeId: number, profileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('interests as i')
    .innerJoin('profiles as o', (join) =>
      join.on(
        sql`o.id`,
        '=',
        sql`case when i."fromProfileId" = ${profileId} then i."toProfileId" else i."fromProfileId" end`,
      ),
    )
    .select('i.id')
    .where((eb) => eb.or([eb('i.fromProfileId', '=', profileId), eb('i.toProfileId', '=', profileId)]))
    .where('i.status', '=', 'accepted')
    .where('o.officeId', '=', officeId)
    .where(notBlockedWith(profileId, 'o.id'))
    .limit(1)
    .executeTakeFirst()
  return Boolean(row)
}

export async function photoViewerOf(
  db: Db,
  viewer: Caller | null,
  profile: Pick<ProfileRow, 'id' | 'ownerAccountId' | 'officeId'>,
): Promise<PhotoViewer> {
  const base = { loggedIn: viewer !== null, staff: reviews(viewer, profile), blocked: false }
  const relation = relationTo(viewer, profile)
  if (!viewer || relation === 'manager') return { ...base, relation }
  if (viewer.role === 'staff') {
    const isConnection = viewer.officeId !== null && (await officeConnected(db, viewer.officeId, profile.id))
    return { ...base, relation: relationTo(viewer, profile, isConnection) }
  }
  const own = await findOwnProfile(db, viewer.accountId)
  if (!own) return { ...base, relation }
  const [blocked, isConnection] = await Promise.all([
    blockedEitherWay(db, own.id, profile.id),
    connected(db, own.id, profile.id),
  ])
  return { ...base, blocked, relation: relationTo(viewer, profile, isConnection) }
}

/** The one question every photo answer asks: what this viewer gets of this photo. */
export async function accessTo(
  db: Db,
  viewer: Caller | null,
  photo: Pick<PhotoRow, 'status'>,
  profile: ProfileRow,
): Promise<PhotoAccess> {
  return photoAccess(photo, profile, await photoViewerOf(db, viewer, profile))
}
