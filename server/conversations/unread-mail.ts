import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import type { Locale } from '../../shared/i18n'
import { paths } from '../../shared/routes'
import { clock } from '../clock'
import type { AppContext } from '../context'
import { say } from '../i18n'
import { findProfile } from '../profiles/store'
import { userIdOf } from '../visibility'

// An e-mail about unread messages: 15 minutes after a message still unread, at most one a day per side of a
// conversation, to the account that manages the receiving profile, in its language, unless that account has
// turned e-mails off or this side muted the conversation. Each side is claimed with a compare-and-set on its
// `emailedAt`, so several server processes running the job send one e-mail, not one each.

export const UNREAD_MAIL_AFTER_MS = 15 * 60_000
const DAY_MS = 86_400_000
const BATCH = 100

export async function mailUnread(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, log: FastifyBaseLogger) {
  const { db, mailer, config } = ctx
  const now = clock.now().getTime()
  const waitingSince = new Date(now - UNREAD_MAIL_AFTER_MS).toISOString()
  const dayAgo = new Date(now - DAY_MS).toISOString()
  const due = await db
    .selectFrom('conversationSides as s')
    .innerJoin('messages as m', (j) =>
      j.onRef('m.conversationId', '=', 's.conversationId').onRef('m.id', '>', 's.lastReadMessageId'),
    )
    .select([
      's.conversationId',
      's.profileId',
      's.emailedAt',
      sql<number>`count(*)`.as('unread'),
      sql<number>`max(m."senderProfileId")`.as('senderId'),
    ])
    .whereRef('m.senderProfileId', '!=', 's.profileId')
    .where('m.createdAt', '<=', waitingSince)
    .where('s.mutedAt', 'is', null)
    .where((eb) => eb.or([eb('s.emailedAt', 'is', null), eb('s.emailedAt', '<', dayAgo)]))
    .groupBy(['s.conversationId', 's.profileId', 's.emailedAt'])
    .limit(BATCH)
    .execute()
  let sent = 0
  for (const side of due) {
    const claimed = await db
      .updateTable('conversationSides')
      .set({ emailedAt: new Date(now).toISOString() })
      .where('conversationId', '=', side.conversationId)
      .where('profileId', '=', side.profileId)
      .where((eb) =>
        side.emailedAt === null ? eb('emailedAt', 'is', null) : eb('emailedAt', '=', side.emailedAt),
      )
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    const [profile, sender] = await Promise.all([
      findProfile(db, side.profileId),
      findProfile(db, Number(side.senderId)),
    ])
    if (!profile || !sender) continue
    const account = await db
      .selectFrom('accounts')
      .select(['email', 'emailNotifications', 'language'])
      .where('id', '=', profile.ownerAccountId ?? profile.accountId)
      .executeTakeFirst()
    if (!account?.emailNotifications) continue
    const language: Locale = account.language ?? 'en'
    const name = sender.firstName ?? say(language, 'server.email.notify.member')
    const text = say(language, 'server.email.unread.text', {
      name,
      userId: userIdOf(sender.id),
      profile: profile.firstName
        ? say(language, 'server.email.notify.profileOf', { name: profile.firstName })
        : say(language, 'server.email.notify.yourProfile'),
      count: Number(side.unread),
      link: `${config.webOrigin}${paths.conversation(side.conversationId)}`,
    })
    const links = say(language, 'server.email.unread.links', {
      settings: `${config.webOrigin}${paths.connectionSettings}`,
    })
    try {
      await mailer.send(
        account.email,
        say(language, 'server.email.unread.subject', { name }),
        `${text}\n\n${links}\n`,
      )
      sent++
    } catch (error) {
      log.warn({ err: error }, 'unread-messages e-mail not sent')
    }
  }
  return sent
}
