import { useEffect, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { BlocksResponse } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { ActingSelect } from './acting-select'
import { loadBlocks, loadSettings, saveSettings, unblockProfile } from './api'

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : msg.unexpected)

/** The account's switch for e-mails about new interests and answers (the in-app counter stays). */
function EmailSwitch() {
  const [on, setOn] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const hint = useId()
  useEffect(() => {
    loadSettings()
      .then((s) => setOn(s.emailNotifications))
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  const change = async (next: boolean) => {
    setBusy(true)
    setError(null)
    try {
      setOn((await saveSettings({ emailNotifications: next })).emailNotifications)
      setStatus(
        next ? 'E-mails are on.' : 'E-mails are off. You still see new interests in the header and Inbox.',
      )
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card" aria-labelledby="email-title">
      <h2 id="email-title">E-mail notifications</h2>
      {on === null && !error && <p role="status">Loading…</p>}
      {on !== null && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={on}
            disabled={busy}
            aria-describedby={hint}
            onChange={(e) => void change(e.target.checked)}
          />{' '}
          E-mail me about new interests and answers
        </label>
      )}
      <p className="field-hint" id={hint}>
        {busy ? 'Saving…' : 'We write to the e-mail address of your account.'}
      </p>
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}

function BlockedList() {
  const [blocks, setBlocks] = useState<BlocksResponse['blocks'] | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    loadBlocks()
      .then((r) => setBlocks(r.blocks))
      .catch((e: unknown) => setError(messageOf(e)))
  }, [])
  const unblock = async (profileId: number) => {
    setBusy(profileId)
    setError(null)
    try {
      setStatus((await unblockProfile(profileId)).message)
      setBlocks((list) => (list ?? []).filter((b) => b.profileId !== profileId))
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(null)
    }
  }
  return (
    <>
      {!blocks && !error && <p role="status">Loading…</p>}
      {blocks && !blocks.length && <p>You have not blocked anyone.</p>}
      {blocks && blocks.length > 0 && (
        <ul className="people-list">
          {blocks.map((b) => (
            <li key={b.profileId} className="form-actions">
              <span>
                {b.firstName} ({b.userId}), blocked on{' '}
                {new Date(b.at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </span>
              <Button
                variant="secondary"
                busy={busy === b.profileId}
                busyLabel="Unblocking…"
                onClick={() => void unblock(b.profileId)}
                aria-label={`Unblock ${b.firstName}`}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}

/** E-mail notifications and blocked profiles; `children`: more sections (the member's data rights). */
export function SettingsScreen({ children }: { children?: ReactNode }) {
  usePageTitle('Settings')
  return (
    <div className="container section stack">
      <div>
        <h1>Settings</h1>
        <p className="lead">
          Choose how we tell you about interests, and see whom you blocked.{' '}
          <Link to={paths.profileViewers}>Who viewed my profile</Link>
        </p>
      </div>
      <EmailSwitch />
      <section className="card" aria-labelledby="blocked-title">
        <h2 id="blocked-title">Blocked profiles</h2>
        <p>
          You and a profile you blocked do not see each other in search, on profile pages or in the Inbox.
        </p>
        <ActingSelect>
          <BlockedList />
        </ActingSelect>
      </section>
      {children}
    </div>
  )
}
