import type { FastifyInstance } from 'fastify'
import { msg } from '../../shared/messages'
import { completenessOf, PUBLISH_CONSENT_VERSION, publishConsentText } from '../../shared/profile-sections'
import {
  consentKinds,
  consentTitles,
  GiveConsentBody,
  MARKETING_CONSENT_VERSION,
  marketingConsentText,
  PRIVACY_CONSENT_VERSION,
  privacyConsentText,
  privacyMsg,
  SIGNUP_CONSENT_METHOD,
  TERMS_CONSENT_VERSION,
  termsConsentText,
} from '../../shared/privacy'
import type { ConsentItem, ConsentKind, ConsentsResponse } from '../../shared/privacy'
import { callerOf } from '../accounts/guards'
import { clockIso } from '../clock'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import type { ProfileRow } from '../db/schema'
import { validOr400 } from '../http'
import { findOwnProfile, logProfileEvent, setStatus } from '../profiles/store'
import { deletionPending } from './deletion'
import { noNotice, noticeShownOr409, withoutNotice } from './notice'
import type { NoticeColumns } from './notice'

// Consent records (the `consents` table): terms and privacy at sign-up, publishing the profile (the
// candidate's own yes, or their consent to being managed by someone else), marketing e-mails. Each is
// stored with its text, version, time and how it was given; a member gives and withdraws them in Settings.

const SETTINGS_METHOD = 'Settings'

const accountKinds = new Set<ConsentKind>(['terms', 'privacy', 'marketing'])
const accountTexts = {
  terms: { text: termsConsentText, version: TERMS_CONSENT_VERSION },
  privacy: { text: privacyConsentText, version: PRIVACY_CONSENT_VERSION },
  marketing: { text: marketingConsentText, version: MARKETING_CONSENT_VERSION },
} as const

/** The registration wizard's Submit: the new member agreed to the terms and the privacy policy. */
export async function recordSignupConsents(db: Db, accountId: number, notice: NoticeColumns = noNotice) {
  const givenAt = clockIso()
  await db
    .insertInto('consents')
    .values(
      (['terms', 'privacy'] as const).map((kind) => ({
        profileId: null,
        accountId,
        kind,
        version: accountTexts[kind].version,
        text: accountTexts[kind].text,
        method: SIGNUP_CONSENT_METHOD,
        givenAt,
        withdrawnAt: null,
        ...notice,
      })),
    )
    .execute()
}

/** Every consent record of the account and of its own profile, newest first. */
export const consentRecordsOf = (db: Db, accountId: number, profileId: number | null) =>
  db
    .selectFrom('consents')
    .select([
      'id',
      'kind',
      'version',
      'text',
      'method',
      'givenAt',
      'withdrawnAt',
      'profileId',
      'noticeVersion',
      'noticeLanguage',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('accountId', '=', accountId), eb('profileId', 'is', null)]),
        ...(profileId ? [eb('profileId', '=', profileId)] : []),
      ]),
    )
    .orderBy('givenAt', 'desc')
    .orderBy('id', 'desc')
    .execute()

async function consentsOf(
  db: Db,
  accountId: number,
  profile: ProfileRow | undefined,
): Promise<ConsentsResponse> {
  const records = await consentRecordsOf(db, accountId, profile?.id ?? null)
  const pending = profile ? await deletionPending(db, profile.id) : false
  const item = (kind: ConsentKind): ConsentItem => {
    const ofKind = records.filter((r) => r.kind === kind)
    const active = ofKind.find((r) => r.withdrawnAt === null)
    const latest = ofKind[0]
    const base = {
      kind,
      title: consentTitles[kind],
      given: active ? { at: active.givenAt, version: active.version, method: active.method } : null,
      withdrawnAt: active ? null : (latest?.withdrawnAt ?? null),
    }
    if (kind !== 'publish') {
      const { text, version } = accountTexts[kind]
      const withdrawable = kind === 'marketing'
      return {
        ...base,
        text,
        version,
        action: active ? (withdrawable ? 'withdraw' : 'none') : 'give',
        note: active && !withdrawable ? privacyMsg.consentNotWithdrawable : '',
      }
    }
    const managedBy = profile?.managedBy ?? 'self'
    const common = { ...base, text: publishConsentText(managedBy), version: PUBLISH_CONSENT_VERSION }
    if (active) return { ...common, action: 'withdraw', note: '' }
    const why = !profile
      ? privacyMsg.noProfileToPublish
      : pending
        ? privacyMsg.deletionPending
        : profile.status === 'closed'
          ? msg.profileClosedNote
          : managedBy !== 'self'
            ? msg.candidateConfirmsNote
            : completenessOf(profile).missingSections.length
              ? privacyMsg.noProfileToPublish
              : null
    return { ...common, action: why ? 'none' : 'give', note: why ?? '' }
  }
  return {
    consents: consentKinds.map(item),
    history: records.map(({ kind, version, text, method, givenAt, withdrawnAt, noticeVersion }) => ({
      kind,
      version,
      text,
      method,
      givenAt,
      withdrawnAt,
      noticeVersion,
    })),
  }
}

const kindOf = (params: unknown): ConsentKind | null => {
  const kind = (params as { kind?: string }).kind
  return consentKinds.find((k) => k === kind) ?? null
}

export function consentRecordRoutes(api: FastifyInstance, { db, auth }: AppContext) {
  api.get('/privacy/consents', { preHandler: auth.member }, async (request, reply) => {
    const caller = callerOf(request)
    const own = await findOwnProfile(db, caller.accountId)
    return reply.header('Cache-Control', 'no-store').send(await consentsOf(db, caller.accountId, own))
  })

  api.post('/privacy/consents/:kind/give', { preHandler: auth.member }, async (request, reply) => {
    const caller = callerOf(request)
    const kind = kindOf(request.params)
    if (!kind) return reply.code(404).send({ message: msg.noSuchConsent })
    const { notice, rest } = withoutNotice(request.body)
    if (!validOr400(rest, GiveConsentBody, reply)) return reply
    const shown = noticeShownOr409(notice, reply)
    if (!shown) return reply
    const own = await findOwnProfile(db, caller.accountId)
    const item = (await consentsOf(db, caller.accountId, own)).consents.find((c) => c.kind === kind)!
    if (item.action !== 'give') return reply.code(409).send({ message: item.note || msg.consentAlreadyGiven })
    const now = clockIso()
    let message: string = msg.consentRecorded(kind, item.title)
    if (kind === 'publish') {
      const profile = own!
      await db
        .insertInto('consents')
        .values({
          profileId: profile.id,
          accountId: caller.accountId,
          kind,
          version: item.version,
          text: item.text,
          method: SETTINGS_METHOD,
          givenAt: now,
          withdrawnAt: null,
          ...shown,
        })
        .execute()
      if ((await setStatus(db, profile.id, 'published', caller.accountId)) === 'published') {
        await logProfileEvent(
          db,
          profile.id,
          caller.accountId,
          'Consent given in Settings; profile published',
        )
        message = msg.consentRepublished
      } else {
        await logProfileEvent(db, profile.id, caller.accountId, 'Consent given in Settings')
        message = msg.hiddenByModerator
      }
    } else {
      await db
        .insertInto('consents')
        .values({
          profileId: null,
          accountId: caller.accountId,
          kind,
          version: item.version,
          text: item.text,
          method: SETTINGS_METHOD,
          givenAt: now,
          withdrawnAt: null,
          ...shown,
        })
        .execute()
      if (kind === 'marketing') message = msg.marketingConsentGiven
    }
    return reply.send({
      message,
      consents: await consentsOf(db, caller.accountId, await findOwnProfile(db, caller.accountId)),
    })
  })

  api.post('/privacy/consents/:kind/withdraw', { preHandler: auth.member }, async (request, reply) => {
    const caller = callerOf(request)
    const kind = kindOf(request.params)
    if (!kind) return reply.code(404).send({ message: msg.noSuchConsent })
    const own = await findOwnProfile(db, caller.accountId)
    const item = (await consentsOf(db, caller.accountId, own)).consents.find((c) => c.kind === kind)!
    if (item.action !== 'withdraw') return reply.code(409).send({ message: item.note || msg.consentNotGiven })
    const now = clockIso()
    let withdrawn = db
      .updateTable('consents')
      .set({ withdrawnAt: now })
      .where('kind', '=', kind)
      .where('withdrawnAt', 'is', null)
    withdrawn = accountKinds.has(kind)
      ? withdrawn.where('accountId', '=', caller.accountId).where('profileId', 'is', null)
      : withdrawn.where('profileId', '=', own!.id)
    await withdrawn.execute()
    let message: string = msg.marketingConsentWithdrawn
    if (kind === 'publish') {
      const profile = own!
      if (profile.status === 'published') {
        await setStatus(db, profile.id, 'hidden', caller.accountId)
        message = msg.publishConsentWithdrawnHidden
      } else message = msg.publishConsentWithdrawn
      await logProfileEvent(db, profile.id, caller.accountId, 'Consent withdrawn in Settings')
    }
    return reply.send({
      message,
      consents: await consentsOf(db, caller.accountId, await findOwnProfile(db, caller.accountId)),
    })
  })
}
