import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../shared/i18n'
import { paths } from '../../shared/routes'
import type { AppContext } from '../context'
import type { NotificationTable, ProfileRow } from '../db/schema'
import { clockIso } from '../clock'
import { say } from '../i18n'
import { userIdOf } from '../visibility'

// News for a profile's managers: a row for the header's counter, and the same event by e-mail to the account
// that manages the profile, unless that account has turned e-mails off.

type Kind = NotificationTable['kind']

function mailFor(
  locale: Locale,
  kind: Kind,
  about: Pick<ProfileRow, 'firstName'>,
  other: ProfileRow | null,
  note = '',
) {
  const who = {
    name: other?.firstName ?? say(locale, 'server.email.notify.member'),
    userId: other ? userIdOf(other.id) : '',
  }
  // Whose profile the news is about: the catalog writes it (Tamil puts it in the oblique form before மீது).
  const profile = about.firstName ? { whose: 'named', owner: about.firstName } : { whose: 'yours', owner: '' }
  switch (kind) {
    case 'interest':
      return {
        subject: say(locale, 'server.email.interest.subject', {
          name: other?.firstName ?? say(locale, 'server.email.notify.aMember'),
        }),
        text: say(locale, 'server.email.interest.text', { ...who, ...profile }),
      }
    case 'accepted':
      return {
        subject: say(locale, 'server.email.accepted.subject', { name: who.name }),
        text: say(locale, 'server.email.accepted.text', { ...who, ...profile }),
      }
    case 'declined':
      return {
        subject: say(locale, 'server.email.declined.subject'),
        text: say(locale, 'server.email.declined.text', { ...who, ...profile }),
      }
    case 'warning':
      return {
        subject: say(locale, 'server.email.warning.subject'),
        text: `${say(locale, 'server.email.warning.text', profile)}${note ? `\n\n${note}` : ''}`,
      }
  }
}

/**
 * Stores the event and mails it in the receiving account's language (the one it last used the service in),
 * else in `locale`, the language of the request that caused it.
 */
export async function notify(
  ctx: AppContext,
  log: FastifyBaseLogger,
  locale: Locale,
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
    .select(['email', 'emailNotifications', 'language'])
    .where('id', '=', profile.ownerAccountId ?? profile.accountId)
    .executeTakeFirst()
  if (!account?.emailNotifications) return
  const language = account.language ?? locale
  const { subject, text } = mailFor(language, kind, profile, other, note)
  const links = say(language, 'server.email.notify.links', {
    inbox: `${config.webOrigin}${paths.inbox}`,
    settings: `${config.webOrigin}${paths.connectionSettings}`,
  })
  try {
    await mailer.send(account.email, subject, `${text}\n\n${links}\n`)
  } catch (error) {
    // The event is stored and counted in the app; a mail server that is down must not undo it.
    log.warn({ err: error }, 'notification e-mail not sent')
  }
}
