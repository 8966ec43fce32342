import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ConversationSummary } from '../../../../shared/conversations'
import { CONVERSATIONS_CHANGED_EVENT } from '../../../../shared/conversations'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { ProfileAvatar } from '../../components/profile-photo'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { loadConversations } from '../../lib/conversations-api'
import { ActingSelect } from '../../components/acting-select'
import { watchLive } from './live'
import { readOnlyNote } from './read-only'
import './conversations.css'

function ConversationRow({ item }: { item: ConversationSummary }) {
  const t = useT('discover', 'messages')
  const name = item.other?.firstName ?? t('discover.conversations.memberLeft')
  const last = item.lastMessage
  return (
    <li className="card conversation-row">
      <ProfileAvatar name={name} photo={item.other?.photo ?? null} size={48} />
      <div>
        <h2 className="conversation-name">
          <Link to={paths.conversation(item.id)}>
            {name}
            {item.other && <span className="muted"> ({item.other.userId})</span>}
          </Link>
        </h2>
        <p className="conversation-last">
          {last
            ? last.mine
              ? t('discover.conversations.youWrote', { text: last.body })
              : last.body
            : t('discover.conversations.noMessages')}
        </p>
        {item.readOnly && <p className="muted">{t.message(readOnlyNote[item.readOnly])}</p>}
        {item.muted && <p className="muted">{t('discover.conversations.muted')}</p>}
      </div>
      {item.unread > 0 && (
        <span className="unread-badge">{t('discover.conversations.unread', { count: item.unread })}</span>
      )}
    </li>
  )
}

function ConversationList() {
  const t = useT('discover', 'messages')
  const [items, setItems] = useState<ConversationSummary[] | null>(null)
  const [next, setNext] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = useCallback(
    () =>
      loadConversations()
        .then((r) => {
          setItems(r.conversations)
          setNext(r.next)
        })
        .catch((e: unknown) => setError(e instanceof ApiError ? e.message : msg.unexpected)),
    [],
  )
  useEffect(() => {
    void load()
    // A new message or a read mark anywhere: the list (order, counts) is read again.
    return watchLive(
      () => {
        void load()
        window.dispatchEvent(new Event(CONVERSATIONS_CHANGED_EVENT))
      },
      undefined,
      () => void load(),
    )
  }, [load])
  const more = async () => {
    if (!next) return
    try {
      const r = await loadConversations(next)
      setItems((old) => [...(old ?? []), ...r.conversations])
      setNext(r.next)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    }
  }
  if (error)
    return (
      <p className="form-error" role="alert">
        {t.message(error)}
      </p>
    )
  if (!items) return <p role="status">{t('discover.conversations.loading')}</p>
  if (!items.length) return <p>{t('discover.conversations.empty')}</p>
  return (
    <>
      <ul className="conversation-list">
        {items.map((item) => (
          <ConversationRow key={item.id} item={item} />
        ))}
      </ul>
      {next && (
        <button type="button" className="btn btn-secondary" onClick={() => void more()}>
          {t('discover.conversations.older')}
        </button>
      )}
    </>
  )
}

/** The acting profile's conversations, the latest message first, with unread counts that update live. */
export function ConversationsScreen() {
  const t = useT('discover', 'messages')
  usePageTitle(t('discover.conversations.title'))
  return (
    <div className="container section">
      <h1>{t('discover.conversations.title')}</h1>
      <p className="lead">{t('discover.conversations.intro')}</p>
      <ActingSelect>
        <ConversationList />
      </ActingSelect>
    </div>
  )
}
