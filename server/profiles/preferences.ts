import type { FastifyInstance } from 'fastify'
import { msg } from '../../shared/messages'
import { defaultPreferences, Preferences, preferenceListFields } from '../../shared/preferences'
import type { Preferences as PreferencesValue } from '../../shared/preferences'
import { check } from '../../shared/validation'
import type { Caller } from '../accounts/guards'
import { callerOf } from '../accounts/guards'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import type { PreferencesTable, ProfileRow } from '../db/schema'
import { nowIso } from '../http'
import { relationTo } from '../visibility'
import { findProfile, logProfileEvent } from './store'

// Partner preferences: stored as columns (lists comma-joined) so matching can read them in SQL both ways.

const join = (list: readonly string[]) => list.join(',')
const split = (text: string) => (text ? text.split(',') : [])

export function toRow(profileId: number, p: PreferencesValue): Omit<PreferencesTable, 'updatedAt'> {
  const lists = Object.fromEntries(preferenceListFields.map((f) => [f, join(p[f])])) as Record<
    (typeof preferenceListFields)[number],
    string
  >
  return {
    profileId,
    ageMin: p.ageMin,
    ageMax: p.ageMax,
    heightMin: p.heightMin,
    heightMax: p.heightMax,
    manglik: p.manglik,
    ...lists,
  }
}

export function fromRow(row: PreferencesTable): PreferencesValue {
  const lists = Object.fromEntries(preferenceListFields.map((f) => [f, split(row[f])])) as Pick<
    PreferencesValue,
    (typeof preferenceListFields)[number]
  >
  return {
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    heightMin: row.heightMin,
    heightMax: row.heightMax,
    manglik: row.manglik,
    ...lists,
  }
}

/** The profile's preferences, or the defaults its own details suggest (isDefault) until someone saves them. */
export async function preferencesOf(
  db: Db,
  profile: ProfileRow,
): Promise<{ preferences: PreferencesValue; isDefault: boolean }> {
  const row = await db
    .selectFrom('preferences')
    .selectAll()
    .where('profileId', '=', profile.id)
    .executeTakeFirst()
  return row
    ? { preferences: fromRow(row), isDefault: false }
    : { preferences: defaultPreferences(profile), isDefault: true }
}

export async function savePreferences(db: Db, profileId: number, p: PreferencesValue) {
  const row = { ...toRow(profileId, p), updatedAt: nowIso() }
  await db
    .insertInto('preferences')
    .values(row)
    .onConflict((oc) => oc.column('profileId').doUpdateSet(row))
    .execute()
}

export function preferenceRoutes(api: FastifyInstance, { db, auth }: AppContext) {
  async function managed(
    id: number,
    caller: Caller,
  ): Promise<{ row: ProfileRow } | { status: 403 | 404; message: string }> {
    const row = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findProfile(db, id) : undefined
    if (!row) return { status: 404, message: msg.profileNotAvailable }
    if (relationTo(caller, row) !== 'manager')
      return { status: 403, message: caller.role === 'staff' ? msg.otherOffice : msg.notYourProfile }
    return { row }
  }

  api.get('/profiles/:id/preferences', { preHandler: auth.session }, async (request, reply) => {
    const m = await managed(Number((request.params as { id: string }).id), callerOf(request))
    if (!('row' in m)) return reply.code(m.status).send({ message: m.message })
    return reply.header('Cache-Control', 'no-store').send(await preferencesOf(db, m.row))
  })

  api.put('/profiles/:id/preferences', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const m = await managed(Number((request.params as { id: string }).id), caller)
    if (!('row' in m)) return reply.code(m.status).send({ message: m.message })
    const body = check(request.body ?? undefined, Preferences)
    if (!body.ok) return reply.code(400).send({ message: msg.badRequest, errors: body.errors })
    await savePreferences(db, m.row.id, body.value)
    await logProfileEvent(db, m.row.id, caller.accountId, 'Partner preferences changed')
    return reply.send({ preferences: body.value, isDefault: false })
  })
}
