import type { FastifyInstance } from 'fastify'
import { msg } from '../../shared/messages'
import { privacyMsg } from '../../shared/privacy'
import type { BiodataContact, BiodataResponse } from '../../shared/privacy'
import { callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import { actingOr, idParam } from '../connections/acting'
import { blockedEitherWay, connected } from '../connections/store'
import { sharedWith } from '../conversations/store'
import type { AppContext } from '../context'
import { findProfile } from '../profiles/store'
import { contactDetails, profileView, relationTo } from '../visibility'
import type { Relation } from '../visibility'
import { auditStaff } from './audit'

// The printable biodata: for a profile's managers and for accepted matches only. What it shows comes from
// the visibility rule (profileView for the profile, contactDetails for a member's own contact); an office's
// profile gives the office's phone instead of the family's.

export function biodataRoutes(api: FastifyInstance, { db, auth }: AppContext) {
  api.get('/profiles/:id/biodata', { preHandler: auth.session }, async (request, reply) => {
    const caller = callerOf(request)
    const id = idParam(request)
    const row = id ? await findProfile(db, id) : undefined
    if (!row) return reply.code(404).send({ message: msg.profileNotAvailable })
    let relation: Relation = relationTo(caller, row)
    let viewerProfileId: number | null = null
    if (relation !== 'manager') {
      if (row.status !== 'published') return reply.code(404).send({ message: msg.profileNotAvailable })
      const own = await actingOr(db, request, reply)
      if (!own) return reply
      if (await blockedEitherWay(db, own.id, row.id))
        return reply.code(404).send({ message: msg.profileNotAvailable })
      const isConnection = await connected(db, own.id, row.id)
      relation = relationTo(caller, row, isConnection, isConnection && (await sharedWith(db, row.id, own.id)))
      viewerProfileId = own.id
    }
    if (relation === 'other') return reply.code(403).send({ message: privacyMsg.biodataNotAllowed })

    let contact: BiodataContact | null = null
    if (row.managedBy === 'office' && row.officeId) {
      const office = await db
        .selectFrom('offices')
        .select(['name', 'phone', 'city'])
        .where('id', '=', row.officeId)
        .executeTakeFirst()
      if (office) contact = { kind: 'office', ...office }
    } else {
      const details = contactDetails(row, relation)
      if (details) {
        contact = { kind: 'member', ...details }
        // A match seeing a member's own phone and e-mail is a contact view like any other: logged.
        if (relation === 'shared')
          await db
            .insertInto('contactViews')
            .values({ viewerProfileId, viewerAccountId: caller.accountId, profileId: row.id, at: clockIso() })
            .execute()
      }
    }
    await auditStaff(
      db,
      caller,
      'biodata.printed',
      row.id,
      relation === 'manager' ? 'managed profile' : 'accepted match',
    )

    const office = caller.officeId
      ? await db.selectFrom('offices').select('name').where('id', '=', caller.officeId).executeTakeFirst()
      : undefined
    const who = caller.displayName ?? caller.email
    const body: BiodataResponse = {
      profile: profileView(row, caller),
      nakshatra: row.nakshatra,
      contact,
      printedBy: caller.role === 'staff' && office ? `${who}, ${office.name}` : who,
    }
    return reply.header('Cache-Control', 'no-store').send(body)
  })
}
