import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ShortlistResponse } from '../../../../shared/api'
import { reactionOptions } from '../../../../shared/connections'
import type { Reaction } from '../../../../shared/connections'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { loadShortlist, setReaction } from '../../lib/shortlist-api'
import { ActingSelect } from '../connections/acting-select'

type Item = ShortlistResponse['items'][number]

const sections: { kind: Reaction; title: string; empty: string }[] = [
  {
    kind: 'yes',
    title: 'Interested',
    empty: 'No one yet. Answer "Yes I’m interested" on a profile to keep it here.',
  },
  { kind: 'maybe', title: 'Maybe', empty: 'No one marked Maybe.' },
  { kind: 'no', title: 'Hidden (No)', empty: 'You have not hidden anyone.' },
]

function ShortlistEntry({
  item,
  onChange,
}: {
  item: Item
  onChange: (kind: Reaction | null) => Promise<void>
}) {
  const [busy, setBusy] = useState<Reaction | 'undo' | null>(null)
  const { profile } = item
  const change = async (kind: Reaction | null) => {
    setBusy(kind ?? 'undo')
    await onChange(kind)
    setBusy(null)
  }
  return (
    <li className="card profile-card">
      <div className="avatar" aria-hidden="true">
        {profile.firstName.slice(0, 1)}
      </div>
      <div>
        <h3>
          <Link to={paths.profilePage(profile.id)}>
            {profile.firstName} <span className="muted">({profile.userId})</span>
          </Link>
        </h3>
        <p className="muted">
          {profile.age} yrs · {profile.location} · {profile.profession}
        </p>
        <div className="form-actions" role="group" aria-label={`Your answer for ${profile.firstName}`}>
          {item.kind === 'no' ? (
            <Button
              variant="secondary"
              busy={busy === 'undo'}
              busyLabel="Undoing…"
              onClick={() => void change(null)}
            >
              Undo
            </Button>
          ) : (
            reactionOptions
              .filter((o) => o.value !== item.kind)
              .map((o) => (
                <Button
                  key={o.value}
                  variant="secondary"
                  busy={busy === o.value}
                  busyLabel="Saving…"
                  disabled={busy !== null}
                  onClick={() => void change(o.value)}
                >
                  {o.value === 'no' ? 'Hide (No)' : `Move to ${o.label}`}
                </Button>
              ))
          )}
        </div>
      </div>
    </li>
  )
}

function Lists() {
  const [items, setItems] = useState<Item[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => {
    loadShortlist()
      .then((r) => setItems(r.items))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : msg.unexpected))
  }, [])

  const change = (item: Item) => async (kind: Reaction | null) => {
    setError(null)
    try {
      await setReaction(item.profile.id, kind)
      setItems((list) =>
        kind === null
          ? (list ?? []).filter((i) => i.profile.id !== item.profile.id)
          : (list ?? []).map((i) => (i.profile.id === item.profile.id ? { ...i, kind } : i)),
      )
      setNotice(
        kind === null
          ? `${item.profile.firstName} is no longer hidden.`
          : `${item.profile.firstName} moved to ${sections.find((s) => s.kind === kind)!.title}.`,
      )
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    }
  }
  if (!items && !error) return <p role="status">Loading your shortlist…</p>
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      {items &&
        sections.map((s) => {
          const list = items.filter((i) => i.kind === s.kind)
          return (
            <section key={s.kind} aria-labelledby={`shortlist-${s.kind}`}>
              <h2 id={`shortlist-${s.kind}`}>
                {s.title} ({list.length})
              </h2>
              {list.length ? (
                <ul className="people-list">
                  {list.map((item) => (
                    <ShortlistEntry key={item.profile.id} item={item} onChange={change(item)} />
                  ))}
                </ul>
              ) : (
                <p>{s.empty}</p>
              )}
            </section>
          )
        })}
    </>
  )
}

/** Yes and Maybe answers, and the hidden list (No) with Undo: kept on the server, on every device. */
export function ShortlistScreen() {
  usePageTitle('Shortlist')
  return (
    <div className="container section">
      <h1>Shortlist</h1>
      <p className="lead">
        Profiles you answered Yes or Maybe, and those you hid. Your answers are saved with your account, so
        they are the same on every device.
      </p>
      <ActingSelect>
        <Lists />
      </ActingSelect>
    </div>
  )
}
