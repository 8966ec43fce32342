import type { FastifyInstance, FastifyReply } from 'fastify'
import { findContactDetails } from '../../shared/contact-filter'
import type { ContactKind } from '../../shared/contact-filter'
import {
  CONVERSATION_PAGE,
  MESSAGE_PAGE,
  MESSAGES_PER_MINUTE_PER_CONVERSATION,
  MESSAGES_PER_MINUTE_PER_SENDER,
  MessageBody,
  MuteBody,
  ReadBody,
} from '../../shared/conversations'
import type { ConversationResponse, ConversationsResponse } from '../../shared/conversations'
import { msg } from '../../shared/messages'
import { callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import { actingOr, idParam, positiveId } from '../connections/acting'
import { blockedEitherWay, connected } from '../connections/store'
import type { AppContext } from '../context'
import { validOr400 } from '../http'
import { auditStaff } from '../privacy/audit'
import { findProfile } from '../profiles/store'
import { RateLimiter } from '../rate-limiter'
import { openedOr, readOnlyMessage, summaryOf } from './access'
import { liveRoutes } from './live-routes'
import { reportRoutes } from './report-routes'
import { mailUnread } from './unread-mail'
import {
  conversationOf,
  findConversation,
  messageItem,
  messagePage,
  openMissing,
  otherIdOf,
  readOnlyReason,
  shareContact,
  sideOf,
  unreadCounts,
} from './store'

// The conversations domain: a conversation for every accepted connection, its messages, read marks, the
// contact details each side shares when it chooses, muting, reports and the live stream.

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message })

const contactMessage: Record<ContactKind, string> = {
  phone: msg.messageHasPhone,
  email: msg.messageHasEmail,
  link: msg.messageHasLink,
  handle: msg.messageHasHandle,
}

const keyOf = (value: unknown) => (value === undefined || value === '' ? null : positiveId(value))

export function conversationRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, auth, live } = ctx
  // Per sender and per conversation, counted in the database: the same limit on every server process.
  const perSender = new RateLimiter(db, MESSAGES_PER_MINUTE_PER_SENDER, 60_000)
  const perConversation = new RateLimiter(db, MESSAGES_PER_MINUTE_PER_CONVERSATION, 60_000)

  // The conversation with another profile (made on first use): for accepted connections without a block.
  api.get('/profiles/:id/conversation', { preHandler: auth.session }, async (request, reply) => {
    const id = idParam(request)
    const target = id ? await findProfile(db, id) : undefined
    if (!target) return fail(reply, 404, msg.profileNotAvailable)
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    if (await blockedEitherWay(db, own.id, target.id)) return fail(reply, 404, msg.profileNotAvailable)
    if (!(await connected(db, own.id, target.id))) return fail(reply, 403, msg.conversationAfterAcceptance)
    const conversation = await conversationOf(db, own.id, target.id)
    return reply.send({ id: conversation.id })
  })

  // The acting profile's conversations, the latest message first; older pages by key (`before`).
  api.get('/conversations', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const before = keyOf((request.query as { before?: unknown }).before)
    await openMissing(db, own.id)
    const rows = await db
      .selectFrom('conversations')
      .selectAll()
      .where((eb) => eb.or([eb('lowProfileId', '=', own.id), eb('highProfileId', '=', own.id)]))
      .$if(before !== null, (q) => q.where('lastMessageId', '<', before!))
      .orderBy('lastMessageId', 'desc')
      .orderBy('id', 'desc')
      .limit(CONVERSATION_PAGE)
      .execute()
    const lastIds = rows.map((r) => r.lastMessageId).filter((id) => id > 0)
    const [unread, lasts] = await Promise.all([
      unreadCounts(
        db,
        own.id,
        rows.map((r) => r.id),
      ),
      lastIds.length
        ? db
            .selectFrom('messages')
            .select(['id', 'body', 'createdAt', 'senderProfileId'])
            .where('id', 'in', lastIds)
            .execute()
        : [],
    ])
    const conversations = []
    for (const conversation of rows) {
      const otherId = otherIdOf(conversation, own.id)
      const other = otherId ? await findProfile(db, otherId) : undefined
      const blocked = other ? await blockedEitherWay(db, own.id, other.id) : false
      conversations.push(
        await summaryOf(
          db,
          { own, conversation, other, blocked },
          unread.get(conversation.id) ?? 0,
          lasts.find((m) => m.id === conversation.lastMessageId),
        ),
      )
    }
    const last = rows.at(-1)
    const body: ConversationsResponse = {
      conversations,
      next: rows.length === CONVERSATION_PAGE && last && last.lastMessageId > 0 ? last.lastMessageId : null,
    }
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  // Unread messages of the acting profile, for the header and the Inbox.
  api.get('/conversations/unread', { preHandler: auth.session }, async (request, reply) => {
    const own = await actingOr(db, request, reply)
    if (!own) return reply
    const counts = await unreadCounts(db, own.id)
    let unread = 0
    for (const n of counts.values()) unread += n
    return reply.header('Cache-Control', 'no-store').send({ unread })
  })

  // One page of a conversation (the newest, or the one before `before`), oldest first.
  api.get('/conversations/:id', { preHandler: auth.session }, async (request, reply) => {
    const opened = await openedOr(db, request, reply)
    if (!opened) return reply
    const { own, conversation, other } = opened
    const before = keyOf((request.query as { before?: unknown }).before)
    const [page, mine, theirs, unread] = await Promise.all([
      messagePage(db, conversation.id, before, MESSAGE_PAGE),
      sideOf(db, conversation.id, own.id),
      other ? sideOf(db, conversation.id, other.id) : undefined,
      unreadCounts(db, own.id, [conversation.id]),
    ])
    const otherRead = theirs?.lastReadMessageId ?? 0
    const newest = page[0]
    const body: ConversationResponse = {
      conversation: await summaryOf(
        db,
        opened,
        unread.get(conversation.id) ?? 0,
        newest && newest.id === conversation.lastMessageId ? newest : undefined,
      ),
      sharedMine: Boolean(mine?.sharedContactAt),
      sharedTheirs: Boolean(theirs?.sharedContactAt) && !opened.blocked,
      messages: page.map((m) => messageItem(m, own.id, otherRead)).reverse(),
      older: page.length === MESSAGE_PAGE ? page[page.length - 1].id : null,
    }
    await auditStaff(db, callerOf(request), 'conversation.read', own.id, `conversation ${conversation.id}`)
    return reply.header('Cache-Control', 'no-store').send(body)
  })

  api.post('/conversations/:id/messages', { preHandler: auth.session }, async (request, reply) => {
    const opened = await openedOr(db, request, reply)
    if (!opened) return reply
    const { own, conversation, other } = opened
    const input = validOr400(request.body, MessageBody, reply)
    if (!input) return reply
    const closed = readOnlyReason(own, other, opened.blocked)
    if (closed) return fail(reply, 409, readOnlyMessage[closed])
    const side = await sideOf(db, conversation.id, own.id)
    // Until this side shares its contact details, its messages carry none: the same filter as profiles.
    if (!side?.sharedContactAt) {
      const kind = findContactDetails(input.body)
      if (kind)
        return reply.code(400).send({ message: contactMessage[kind], errors: { body: contactMessage[kind] } })
    }
    const waits = await Promise.all([
      perSender.hit(`message-sender:${own.id}`),
      perConversation.hit(`message-conversation:${conversation.id}`),
    ])
    if (waits.some((w) => w > 0))
      return reply
        .header('Retry-After', String(Math.ceil(Math.max(...waits) / 1000)))
        .code(429)
        .send({ message: msg.tooManyMessages })
    const caller = callerOf(request)
    const now = clockIso()
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('messages')
        .values({
          conversationId: conversation.id,
          senderProfileId: own.id,
          sentBy: caller.accountId,
          byStaff: caller.role === 'staff' ? 1 : 0,
          body: input.body,
          createdAt: now,
        })
        .returning(['id', 'conversationId', 'senderProfileId', 'byStaff', 'body', 'createdAt'])
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('conversations')
        .set({ lastMessageId: inserted.id, lastMessageAt: now })
        .where('id', '=', conversation.id)
        .where('lastMessageId', '<', inserted.id)
        .execute()
      // Writing reads everything before it.
      await trx
        .updateTable('conversationSides')
        .set({ lastReadMessageId: inserted.id })
        .where('conversationId', '=', conversation.id)
        .where('profileId', '=', own.id)
        .execute()
      return inserted
    })
    await auditStaff(db, caller, 'message.sent', own.id, `conversation ${conversation.id}, message ${row.id}`)
    await live.publish([own.id, other?.id ?? null], { kind: 'message', message: row })
    return reply.code(201).send({ message: messageItem(row, own.id, 0) })
  })

  // Read up to a message: the other side's page shows the receipt, my counters go down.
  api.post('/conversations/:id/read', { preHandler: auth.session }, async (request, reply) => {
    const opened = await openedOr(db, request, reply)
    if (!opened) return reply
    const input = validOr400(request.body, ReadBody, reply)
    if (!input) return reply
    const { own, conversation, other } = opened
    const fresh = (await findConversation(db, conversation.id))!
    const upTo = Math.min(Math.max(0, Math.floor(input.upTo)), fresh.lastMessageId)
    const moved = await db
      .updateTable('conversationSides')
      .set({ lastReadMessageId: upTo })
      .where('conversationId', '=', conversation.id)
      .where('profileId', '=', own.id)
      .where('lastReadMessageId', '<', upTo)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) > 0) {
      await live.publish([other?.id ?? null], { kind: 'read', conversationId: conversation.id, upTo })
      await live.publish([own.id], { kind: 'changed', conversationId: conversation.id })
    }
    return reply.code(204).send()
  })

  // "Share my contact details": from now on the other side may view this side's phone and e-mail (each
  // view logged, as before) and this side's messages no longer pass the contact filter.
  api.post('/conversations/:id/share-contact', { preHandler: auth.session }, async (request, reply) => {
    const opened = await openedOr(db, request, reply)
    if (!opened) return reply
    const { own, conversation, other } = opened
    const closed = readOnlyReason(own, other, opened.blocked)
    if (closed) return fail(reply, 409, readOnlyMessage[closed])
    const caller = callerOf(request)
    await shareContact(db, conversation.id, own.id, caller.accountId)
    await auditStaff(db, caller, 'contact.shared', own.id, `conversation ${conversation.id}`)
    await live.publish([own.id, other?.id ?? null], { kind: 'changed', conversationId: conversation.id })
    return reply.send({ message: msg.contactSharedNow(String(other?.firstName ?? '')) })
  })

  api.post('/conversations/:id/mute', { preHandler: auth.session }, async (request, reply) => {
    const opened = await openedOr(db, request, reply)
    if (!opened) return reply
    const input = validOr400(request.body, MuteBody, reply)
    if (!input) return reply
    await db
      .updateTable('conversationSides')
      .set({ mutedAt: input.muted ? clockIso() : null })
      .where('conversationId', '=', opened.conversation.id)
      .where('profileId', '=', opened.own.id)
      .execute()
    await live.publish([opened.own.id], { kind: 'changed', conversationId: opened.conversation.id })
    return reply.send({ message: input.muted ? msg.conversationMuted : msg.conversationUnmuted })
  })

  reportRoutes(api, ctx)
  liveRoutes(api, ctx)

  // E-mails about unread messages: a job every minute, run once across servers (and each e-mail is claimed in
  // the database as well).
  ctx.jobs.add({ name: 'unread-messages-mail', everyMs: 60_000, run: (log) => mailUnread(ctx, log) })
}
