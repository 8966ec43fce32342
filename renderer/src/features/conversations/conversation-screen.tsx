import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { CONVERSATIONS_CHANGED_EVENT } from '../../../../shared/conversations'
import type { ConversationResponse, LiveEvent, MessageItem } from '../../../../shared/conversations'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { loadConversation, markRead, muteConversation } from '../../lib/conversations-api'
import { ActingSelect } from '../../components/acting-select'
import { Composer } from './composer'
import { ContactPanel } from './contact-panel'
import { watchLive } from './live'
import { MessageList } from './message-list'
import { readOnlyNote } from './read-only'
import './conversations.css'

/** Messages by id, oldest first, each once (a live message and the send's own answer are the same one). */
const merged = (a: MessageItem[], b: MessageItem[]) => {
  const byId = new Map(a.map((m) => [m.id, m]))
  for (const m of b) byId.set(m.id, { ...byId.get(m.id), ...m })
  return [...byId.values()].sort((x, y) => x.id - y.id)
}

function Conversation({ id }: { id: number }) {
  const t = useT('discover', 'messages')
  const [data, setData] = useState<ConversationResponse | null>(null)
  const [messages, setMessages] = useState<MessageItem[]>([])
  const [older, setOlder] = useState<number | null>(null)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [heard, setHeard] = useState('')
  const [muting, setMuting] = useState(false)
  const newest = useRef(0)

  const readUpTo = useCallback(
    (list: MessageItem[]) => {
      const last = list.filter((m) => !m.mine).at(-1)
      if (!last || document.visibilityState !== 'visible') return
      void markRead(id, last.id)
        .then(() => window.dispatchEvent(new Event(CONVERSATIONS_CHANGED_EVENT)))
        .catch(() => undefined)
    },
    [id],
  )
  const load = useCallback(async () => {
    try {
      const page = await loadConversation(id)
      setData(page)
      setMessages((old) => {
        const all = merged(old, page.messages)
        newest.current = all.at(-1)?.id ?? 0
        readUpTo(all)
        return all
      })
      setOlder((o) => o ?? page.older)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    }
  }, [id, readUpTo])

  useEffect(() => {
    let stop: (() => void) | undefined
    void load().then(() => {
      const onEvent = (event: LiveEvent) => {
        if (event.kind === 'message') {
          if (event.message.conversationId !== id) return
          setMessages((old) => merged(old, [event.message]))
          if (!event.message.mine) {
            setHeard(event.message.body)
            readUpTo([event.message])
          }
        } else if (event.kind === 'read') {
          if (event.conversationId !== id) return
          setMessages((old) => old.map((m) => (m.mine && m.id <= event.upTo ? { ...m, read: true } : m)))
        } else if (event.conversationId === id) void load()
      }
      stop = watchLive(onEvent, newest.current || undefined, () => void load())
    })
    return () => stop?.()
  }, [id, load, readUpTo])

  const showOlder = async () => {
    if (!older) return
    setLoadingOlder(true)
    try {
      const page = await loadConversation(id, older)
      setMessages((old) => merged(page.messages, old))
      setOlder(page.older)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    } finally {
      setLoadingOlder(false)
    }
  }
  const toggleMute = async () => {
    if (!data) return
    setMuting(true)
    try {
      setNotice((await muteConversation(id, !data.conversation.muted)).message)
      await load()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : msg.unexpected)
    } finally {
      setMuting(false)
    }
  }

  const name = data?.conversation.other?.firstName ?? t('discover.conversations.memberLeft')
  usePageTitle(t('discover.conversations.with', { name }))
  if (error && !data)
    return (
      <p className="form-error" role="alert">
        {t.message(error)}
      </p>
    )
  if (!data) return <p role="status">{t('discover.conversations.loading')}</p>
  const { conversation } = data
  return (
    <>
      <h1>{t('discover.conversations.with', { name })}</h1>
      <p>
        <Link to={paths.conversations}>{t('discover.conversations.back')}</Link>
      </p>
      {notice && (
        <p className="form-success" role="status">
          {t.message(notice)}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {heard && `${t('discover.conversations.newMessage', { name })}: ${heard}`}
      </p>
      <div className="conversation-layout">
        <section className="conversation-thread" aria-label={t('discover.conversations.messages')}>
          {older && (
            <Button
              variant="secondary"
              busy={loadingOlder}
              busyLabel={t('discover.conversations.loadingOlder')}
              onClick={() => void showOlder()}
            >
              {t('discover.conversations.older')}
            </Button>
          )}
          <MessageList messages={messages} otherName={name} onReported={setNotice} />
          {conversation.readOnly ? (
            <p className="read-only-note" role="note">
              {t.message(readOnlyNote[conversation.readOnly])}
            </p>
          ) : (
            <Composer conversationId={id} onSent={(m) => setMessages((old) => merged(old, [m]))} />
          )}
        </section>
        <aside className="conversation-side">
          <ContactPanel
            conversationId={id}
            other={conversation.readOnly === 'ended' ? null : conversation.other}
            sharedMine={data.sharedMine}
            sharedTheirs={data.sharedTheirs}
            open={!conversation.readOnly}
            onShared={(message) => {
              setNotice(message)
              void load()
            }}
          />
          <Button variant="ghost" busy={muting} onClick={() => void toggleMute()}>
            {conversation.muted ? t('discover.conversations.unmute') : t('discover.conversations.mute')}
          </Button>
        </aside>
      </div>
    </>
  )
}

/** One conversation: its messages (live), the composer, contact details, mute and report. */
export function ConversationScreen() {
  const id = Number(useParams().id)
  return (
    <div className="container section">
      <ActingSelect>
        <Conversation key={id} id={id} />
      </ActingSelect>
    </div>
  )
}
