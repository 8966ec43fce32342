import { useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import type { ProfileView } from '../../../../shared/api'
import type { ConnectionState, ContactDetails } from '../../../../shared/api-connections'
import type { Reaction } from '../../../../shared/connections'
import { genderOf } from '../../../../shared/grammar'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { T, useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { sessionAtom } from '../../lib/session'
import { setReaction } from '../../lib/shortlist-api'
import { ActingSelect } from '../../components/acting-select'
import { blockProfile, loadConnection, recordView, viewContact } from './api'
import { openConversationWith } from '../../lib/conversations-api'
import { InterestForm } from './interest-form'
import { ReportForm } from './report-form'
import { reactionIds, reactionListIds } from '../../components/card-labels'

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : msg.unexpected)
const day = (t: Translate, iso: string) => t.date(iso, { dateStyle: 'medium' })
const reactions: Reaction[] = ['yes', 'maybe', 'no']

/** Where the interest stands, or the form to send one. */
function InterestPart({
  state,
  name,
  id,
  userId,
  onSent,
}: {
  state: ConnectionState
  name: string
  id: number
  userId: string
  onSent: (m: string) => void
}) {
  const t = useT('discover', 'messages')
  const i = state.interest
  if (state.connected) return <p>{t('discover.connect.connected', { name })}</p>
  if (i?.status === 'pending' && i.direction === 'received')
    return (
      <p>
        <T
          id="discover.connect.receivedOn"
          values={{ name, date: day(t, i.createdAt) }}
          components={{ link: <Link to={paths.inbox} /> }}
        />
      </p>
    )
  if (i?.status === 'pending')
    return <p>{t('discover.connect.sentOn', { name, date: day(t, i.createdAt) })}</p>
  if (state.canSendInterest)
    return <InterestForm profileId={id} name={name} userId={userId} onSent={onSent} />
  return <p>{state.cannotSendReason && t.message(state.cannotSendReason)}</p>
}

/** "View contact details": only for a connection; the server logs each view. */
function ContactPart({ state, name, id }: { state: ConnectionState; name: string; id: number }) {
  const t = useT('discover', 'messages')
  const [contact, setContact] = useState<ContactDetails | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const navigate = useNavigate()
  if (!state.connected) return <p>{t('discover.connect.contactLater', { name })}</p>
  // Details come once that family shares them, in the conversation; writing there needs no number.
  const write = async () => {
    setBusy(true)
    setError(null)
    try {
      navigate(paths.conversation((await openConversationWith(id)).id))
    } catch (e) {
      setError(messageOf(e))
      setBusy(false)
    }
  }
  const show = async () => {
    setBusy(true)
    setError(null)
    try {
      setContact(await viewContact(id))
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return contact ? (
    <dl className="review contact-details" aria-label={t('discover.connect.contactOf', { name })}>
      <div>
        <dt>{t('discover.connect.email')}</dt>
        <dd>{contact.email ?? t('discover.connect.notGiven')}</dd>
      </div>
      <div>
        <dt>{t('discover.connect.mobile')}</dt>
        <dd>{contact.mobile || t('discover.connect.notGiven')}</dd>
      </div>
    </dl>
  ) : (
    <>
      <Button
        variant="secondary"
        busy={busy}
        busyLabel={t('discover.connect.opening')}
        onClick={() => void show()}
      >
        {t('discover.connect.viewContact')}
      </Button>{' '}
      <Button busy={busy} busyLabel={t('discover.connect.opening')} onClick={() => void write()}>
        {t('discover.conversations.write')}
      </Button>{' '}
      <Link to={paths.biodata(id)}>{t('discover.profile.biodata')}</Link>
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
    </>
  )
}

function Panel({ profile }: { profile: ProfileView }) {
  const t = useT('discover', 'messages')
  const role = useAtomValue(sessionAtom)?.role
  const name = profile.firstName
  const [state, setState] = useState<ConnectionState | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<Reaction | 'block' | null>(null)
  const [open, setOpen] = useState<'block' | 'report' | null>(null)
  const [blocked, setBlocked] = useState(false)

  const load = useCallback(
    () =>
      loadConnection(profile.id)
        .then(setState)
        .catch((e: unknown) => setError(messageOf(e))),
    [profile.id],
  )
  useEffect(() => {
    void load()
    if (role === 'member') recordView(profile.id).catch(() => undefined)
  }, [load, role, profile.id])

  const run = async (what: Reaction | 'block', action: () => Promise<void>) => {
    setBusy(what)
    setError(null)
    try {
      await action()
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(null)
    }
  }
  const react = (kind: Reaction) =>
    run(kind, async () => {
      const next = state?.reaction === kind ? null : kind
      const saved = await setReaction(profile.id, next)
      setState((s) => s && { ...s, reaction: saved })
      setNotice(
        saved
          ? t('discover.connect.savedAs', { answer: t(reactionListIds[saved]) })
          : t('discover.connect.takenBack'),
      )
    })
  const block = () =>
    run('block', async () => {
      setNotice((await blockProfile(profile.id)).message)
      setBlocked(true)
    })

  const status = (text: string | null) =>
    text && (
      <p className="form-success" role="status">
        {text}
      </p>
    )
  if (blocked)
    return (
      <>
        {status(notice)}
        <p>
          <T
            id="discover.connect.blockedList"
            components={{ link: <Link to={paths.connectionSettings} /> }}
          />
        </p>
      </>
    )
  if (!state)
    return error ? (
      <p className="form-error" role="alert">
        {t.message(error)}
      </p>
    ) : (
      <p className="connection-pending" role="status">
        {t('common.loading')}
      </p>
    )
  return (
    <>
      {status(notice)}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      <div>
        <h3>{t('discover.connect.interest')}</h3>
        <InterestPart
          state={state}
          name={name}
          id={profile.id}
          userId={profile.userId}
          onSent={(m) => (setNotice(m), void load())}
        />
      </div>
      <div>
        <h3>{t('discover.connect.contact')}</h3>
        <ContactPart state={state} name={name} id={profile.id} />
      </div>
      <div>
        <h3>{t('discover.connect.yourAnswer')}</h3>
        <div className="form-actions" role="group" aria-label={t('discover.card.yourAnswerFor', { name })}>
          {reactions.map((value) => (
            <Button
              key={value}
              variant={state.reaction === value ? 'primary' : 'secondary'}
              aria-pressed={state.reaction === value}
              busy={busy === value}
              busyLabel={t('discover.saving')}
              onClick={() => void react(value)}
            >
              {t(reactionIds[value])}
            </Button>
          ))}
        </div>
      </div>
      {open === 'report' ? (
        <ReportForm
          profileId={profile.id}
          name={name}
          onCancel={() => setOpen(null)}
          onDone={(m) => (setNotice(m), setOpen(null))}
        />
      ) : open === 'block' ? (
        <div role="group" aria-label={t('discover.connect.block', { name })}>
          <p>{t('discover.connect.blockConfirm', { name })}</p>
          <p>{t('discover.connect.blockPublic', { name, gender: genderOf(profile.gender) })}</p>
          <div className="form-actions">
            <Button
              busy={busy === 'block'}
              busyLabel={t('discover.connect.blocking')}
              onClick={() => void block()}
            >
              {t('discover.connect.block', { name })}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(null)}>
              {t('discover.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <Button variant="ghost" onClick={() => setOpen('block')}>
            {t('discover.connect.blockThis')}
          </Button>
          <Button variant="ghost" onClick={() => setOpen('report')}>
            {t('discover.connect.reportThis')}
          </Button>
        </div>
      )}
    </>
  )
}

/** A logged-in viewer's part of the profile page's connection actions (connection-actions.tsx loads it). */
export function ConnectionPanel({ profile }: { profile: ProfileView }) {
  return (
    <ActingSelect>
      <Panel profile={profile} />
    </ActingSelect>
  )
}
