import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ShortlistResponse } from '../../../../shared/api-connections'
import type { Reaction } from '../../../../shared/connections'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { loadShortlist, setReaction } from '../../lib/shortlist-api'
import { ActingSelect } from '../../components/acting-select'
import { placeLabel } from '../../components/card-labels'

type Item = ShortlistResponse['items'][number]

const sections: { kind: Reaction; title: MessageId; count: MessageId; empty: MessageId }[] = [
  {
    kind: 'yes',
    title: 'discover.shortlist.interested',
    count: 'discover.shortlist.interestedCount',
    empty: 'discover.shortlist.interestedEmpty',
  },
  {
    kind: 'maybe',
    title: 'discover.shortlist.maybe',
    count: 'discover.shortlist.maybeCount',
    empty: 'discover.shortlist.maybeEmpty',
  },
  {
    kind: 'no',
    title: 'discover.shortlist.hidden',
    count: 'discover.shortlist.hiddenCount',
    empty: 'discover.shortlist.hiddenEmpty',
  },
]
// The buttons that move a profile to another list (Yes and Maybe), or hide it (No).
const moves: { kind: Reaction; label: MessageId }[] = [
  { kind: 'yes', label: 'discover.shortlist.moveToYes' },
  { kind: 'maybe', label: 'discover.shortlist.moveToMaybe' },
  { kind: 'no', label: 'discover.shortlist.hide' },
]

function ShortlistEntry({
  item,
  onChange,
}: {
  item: Item
  onChange: (kind: Reaction | null) => Promise<void>
}) {
  const t = useT('discover', 'options', 'places')
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
          {t('discover.card.ageLocationJob', {
            age: profile.age,
            location: placeLabel(t, profile.location),
            profession: profile.profession,
          })}
        </p>
        <div
          className="form-actions"
          role="group"
          aria-label={t('discover.card.yourAnswerFor', { name: profile.firstName })}
        >
          {item.kind === 'no' ? (
            <Button
              variant="secondary"
              busy={busy === 'undo'}
              busyLabel={t('discover.shortlist.undoing')}
              onClick={() => void change(null)}
            >
              {t('discover.results.undo')}
            </Button>
          ) : (
            moves
              .filter((o) => o.kind !== item.kind)
              .map((o) => (
                <Button
                  key={o.kind}
                  variant="secondary"
                  busy={busy === o.kind}
                  busyLabel={t('discover.saving')}
                  disabled={busy !== null}
                  onClick={() => void change(o.kind)}
                >
                  {t(o.label)}
                </Button>
              ))
          )}
        </div>
      </div>
    </li>
  )
}

function Lists() {
  const t = useT('discover', 'messages')
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
          ? t('discover.shortlist.unhidden', { name: item.profile.firstName })
          : t('discover.shortlist.moved', {
              name: item.profile.firstName,
              list: t(sections.find((s) => s.kind === kind)!.title),
            }),
      )
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    }
  }
  if (!items && !error) return <p role="status">{t('discover.shortlist.loading')}</p>
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
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
              <h2 id={`shortlist-${s.kind}`}>{t(s.count, { count: list.length })}</h2>
              {list.length ? (
                <ul className="people-list">
                  {list.map((item) => (
                    <ShortlistEntry key={item.profile.id} item={item} onChange={change(item)} />
                  ))}
                </ul>
              ) : (
                <p>{t(s.empty)}</p>
              )}
            </section>
          )
        })}
    </>
  )
}

/** Yes and Maybe answers, and the hidden list (No) with Undo: kept on the server, on every device. */
export function ShortlistScreen() {
  // Every area of the screen's parts, loaded before it first shows (the lists come later).
  const t = useT('discover', 'messages', 'options', 'places')
  usePageTitle(t('discover.shortlist.title'))
  return (
    <div className="container section">
      <h1>{t('discover.shortlist.title')}</h1>
      <p className="lead">{t('discover.shortlist.intro')}</p>
      <ActingSelect>
        <Lists />
      </ActingSelect>
    </div>
  )
}
