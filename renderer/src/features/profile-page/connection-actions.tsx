import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import type { ConnectionState, ContactDetails, ProfileView } from '../../../../shared/api'
import { reactionOptions } from '../../../../shared/connections'
import type { Reaction } from '../../../../shared/connections'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { ApiError } from '../../lib/api-client'
import { sessionAtom } from '../../lib/session'
import { setReaction } from '../../lib/shortlist-api'
import { ActingSelect } from '../connections/acting-select'
import { blockProfile, loadConnection, recordView, viewContact } from '../connections/api'
import { InterestForm } from '../connections/interest-form'
import { ReportForm } from '../connections/report-form'

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : msg.unexpected)
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** Where the interest stands, or the form to send one. */
function InterestPart({
  state,
  name,
  id,
  onSent,
}: {
  state: ConnectionState
  name: string
  id: number
  onSent: (m: string) => void
}) {
  const i = state.interest
  if (state.connected) return <p>You are connected with {name}: an interest was accepted.</p>
  if (i?.status === 'pending' && i.direction === 'received')
    return (
      <p>
        {name} sent you an interest on {day(i.createdAt)}.{' '}
        <Link to={paths.inbox}>Answer it in your Inbox</Link>
      </p>
    )
  if (i?.status === 'pending')
    return (
      <p>
        You sent an interest on {day(i.createdAt)}. Waiting for {name}’s answer.
      </p>
    )
  if (state.canSendInterest) return <InterestForm profileId={id} name={name} onSent={onSent} />
  return <p>{state.cannotSendReason}</p>
}

/** "View contact details": only for a connection; the server logs each view. */
function ContactPart({ state, name, id }: { state: ConnectionState; name: string; id: number }) {
  const [contact, setContact] = useState<ContactDetails | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!state.connected)
    return <p>Contact details are shown once {name} accepts your interest, or you accept theirs.</p>
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
    <dl className="review contact-details" aria-label={`Contact details of ${name}`}>
      <div>
        <dt>E-mail</dt>
        <dd>{contact.email ?? 'Not given'}</dd>
      </div>
      <div>
        <dt>Mobile</dt>
        <dd>{contact.mobile ?? 'Not given'}</dd>
      </div>
    </dl>
  ) : (
    <>
      <Button
        variant="secondary"
        busy={busy}
        busyLabel="Opening contact details…"
        onClick={() => void show()}
      >
        View contact details
      </Button>{' '}
      <Link to={paths.biodata(id)}>Printable biodata</Link>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}

function Panel({ profile }: { profile: ProfileView }) {
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
          ? `Saved in your Shortlist as ${reactionOptions.find((o) => o.value === saved)!.label}.`
          : 'Answer taken back.',
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
          <Link to={paths.connectionSettings}>Settings</Link> lists the profiles you blocked.
        </p>
      </>
    )
  if (!state)
    return error ? (
      <p className="form-error" role="alert">
        {error}
      </p>
    ) : (
      <p role="status">Loading…</p>
    )
  return (
    <>
      {status(notice)}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div>
        <h3>Interest</h3>
        <InterestPart state={state} name={name} id={profile.id} onSent={(m) => (setNotice(m), void load())} />
      </div>
      <div>
        <h3>Contact details</h3>
        <ContactPart state={state} name={name} id={profile.id} />
      </div>
      <div>
        <h3>Your answer</h3>
        <div className="form-actions" role="group" aria-label={`Your answer for ${name}`}>
          {reactionOptions.map((o) => (
            <Button
              key={o.value}
              variant={state.reaction === o.value ? 'primary' : 'secondary'}
              aria-pressed={state.reaction === o.value}
              busy={busy === o.value}
              busyLabel="Saving…"
              onClick={() => void react(o.value)}
            >
              {o.label}
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
        <div role="group" aria-label={`Block ${name}`}>
          <p>
            Block {name}? You will no longer see each other in search, on profile pages or in the Inbox, and
            interests stop both ways. You can unblock in Settings.
          </p>
          <div className="form-actions">
            <Button busy={busy === 'block'} busyLabel="Blocking…" onClick={() => void block()}>
              Block {name}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <Button variant="ghost" onClick={() => setOpen('block')}>
            Block this profile
          </Button>
          <Button variant="ghost" onClick={() => setOpen('report')}>
            Report this profile
          </Button>
        </div>
      )}
    </>
  )
}

/** The profile page's connection actions: interest, contact details, Yes/Maybe/No, block and report. */
export function ConnectionActions({ profile }: { profile: ProfileView }) {
  const session = useAtomValue(sessionAtom)
  if (profile.canManage) return null
  return (
    <section className="card connection-actions" aria-labelledby="connect-title">
      <h2 id="connect-title">Connect with {profile.firstName}</h2>
      {session ? (
        <ActingSelect label="Send as">
          <Panel profile={profile} />
        </ActingSelect>
      ) : (
        <p>
          <Link to={paths.login}>Log in</Link> to send {profile.firstName} an interest, keep the profile in
          your Shortlist, and see contact details once an interest is accepted.
        </p>
      )}
    </section>
  )
}
