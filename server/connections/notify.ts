import type { FastifyBaseLogger } from 'fastify'
import { paths } from '../../shared/routes'
import type { AppContext } from '../context'
import type { NotificationTable, ProfileRow } from '../db/schema'
import { clockIso } from '../clock'
import { userIdOf } from '../visibility'

// News for a profile's managers: a row for the header's counter, and the same event by e-mail to the account
// that manages the profile, unless that account has turned e-mails off.

type Kind = NotificationTable['kind']

function mailFor(kind: Kind, about: Pick<ProfileRow, 'firstName'>, other: ProfileRow | null, note = '') {
  const who = other ? `${other.firstName ?? 'A member'} (${userIdOf(other.id)})` : ''
  const profile = `${about.firstName ?? 'your'}’s profile`
  switch (kind) {
    case 'interest':
      return {
        subject: `New interest from ${other?.firstName ?? 'a member'}`,
        text: `${who} sent an interest to ${profile}. Accept or decline it in your Inbox.`,
      }
    case 'accepted':
      return {
        subject: `${other?.firstName ?? 'A member'} accepted your interest`,
        text: `${who} accepted the interest sent from ${profile}. You can now see each other’s contact details on the profile page.`,
      }
    case 'declined':
      return {
        subject: `An answer to your interest`,
        text: `${who} has decided not to take the interest sent from ${profile} further.`,
      }
    case 'warning':
      return {
        subject: 'A warning about your profile',
        text: `Our team reviewed a report about ${profile}. Please keep to our terms of use: no contact details in the profile, no requests for money, and respectful messages.${note ? `\n\n${note}` : ''}`,
      }
  }
}

export async function notify(
  ctx: AppContext,
  log: FastifyBaseLogger,
  event: {
    profile: ProfileRow
    kind: Kind
    other?: ProfileRow | null
    interestId?: number | null
    note?: string
  },
) {
  const { db, mailer, config } = ctx
  const { profile, kind, other = null, interestId = null, note } = event
  await db
    .insertInto('notifications')
    .values({
      profileId: profile.id,
      kind,
      otherProfileId: other?.id ?? null,
      interestId,
      at: clockIso(),
      readAt: null,
    })
    .execute()
  // The member who owns it, or whoever registered it (a relative's account, or office staff).
  const account = await db
    .selectFrom('accounts')
    .select(['email', 'emailNotifications'])
    .where('id', '=', profile.ownerAccountId ?? profile.accountId)
    .executeTakeFirst()
  if (!account?.emailNotifications) return
  const { subject, text } = mailFor(kind, profile, other, note)
  const links = `Your Inbox: ${config.webOrigin}${paths.inbox}\nTurn these e-mails off in Settings: ${config.webOrigin}${paths.connectionSettings}`
  try {
    await mailer.send(account.email, subject, `${text}\n\n${links}\n`)
  } catch (error) {
    // The event is stored and counted in the app; a mail server that is down must not undo it.
    log.warn({ err: error }, 'notification e-mail not sent')
  }
}
