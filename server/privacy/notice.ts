import type { FastifyInstance, FastifyReply } from 'fastify'
import { msg } from '../../shared/messages'
import { NOTICE_VERSION, NoticeShown } from '../../shared/notice'
import { paths } from '../../shared/routes'
import { check } from '../../shared/validation'
import type { AppContext } from '../context'
import type { Db } from '../db/database'

// The privacy notice (shared/notice.ts): the screens fetch its version and the grievance officer's contact,
// and send back the version they showed with each consent, which the consent record keeps.

/** The consent record's notice columns: the version shown and the language it was read in. */
export interface NoticeColumns {
  noticeVersion: string | null
  noticeLanguage: string | null
}

export const noNotice: NoticeColumns = { noticeVersion: null, noticeLanguage: null }

/**
 * The notice a form says it showed. Absent (an API client that showed none): no notice is recorded. A version
 * other than the current one answers 409: the person must read the text that is in force before agreeing.
 */
export function noticeShownOr409(value: unknown, reply: FastifyReply): NoticeColumns | null {
  if (value === undefined) return noNotice
  const shown = check(value, NoticeShown)
  if (!shown.ok || shown.value.version !== NOTICE_VERSION) {
    void reply.code(409).send({ message: msg.noticeChanged, errors: { notice: msg.noticeChanged } })
    return null
  }
  return { noticeVersion: shown.value.version, noticeLanguage: shown.value.language }
}

/** The notice an account last read before a consent (at sign-up or in Settings), for a consent given later. */
export async function lastNoticeOf(db: Db, accountId: number): Promise<NoticeColumns> {
  const row = await db
    .selectFrom('consents')
    .select(['noticeVersion', 'noticeLanguage'])
    .where('accountId', '=', accountId)
    .where('noticeVersion', 'is not', null)
    .orderBy('givenAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row ?? noNotice
}

/** Takes `notice` out of a request body, so the rest is checked by the form's own struct. */
export function withoutNotice(body: unknown): { notice: unknown; rest: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { notice: undefined, rest: body }
  const { notice, ...rest } = body as Record<string, unknown>
  return { notice, rest }
}

export function noticeRoutes(api: FastifyInstance, { config }: AppContext) {
  api.get('/privacy/notice', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send({
      version: NOTICE_VERSION,
      officer: config.grievanceOfficer,
      consentPage: `${config.publicUrl}${paths.consent}`,
    }),
  )
}
