import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { InboxResponse, InterestItem } from '../../../../shared/api-connections'
import { inboxBoxes, NOTIFICATIONS_CHANGED_EVENT } from '../../../../shared/connections'
import type { InboxBox } from '../../../../shared/connections'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { Tabs } from '../../components/tabs'
import type { MessageId } from '../../i18n/keys'
import { T, useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { ActingSelect } from '../../components/acting-select'
import { loadInbox, markNewsRead } from './api'
import { ConversationsLink } from './conversations-link'
import { InterestCard } from './interest-card'
import type { Answered } from './interest-card'
import { openingBox } from './opening-box'
import './inbox.css'

const empty: Record<InboxBox, MessageId> = {
  received: 'discover.inbox.receivedEmpty',
  sent: 'discover.inbox.sentEmpty',
  accepted: 'discover.inbox.acceptedEmpty',
  declined: 'discover.inbox.declinedEmpty',
}
// The tabs' names with their counts (shared/connections.ts inboxBoxes).
const tabLabels: Record<InboxBox, MessageId> = {
  received: 'discover.inbox.received',
  sent: 'discover.inbox.sent',
  accepted: 'discover.inbox.accepted',
  declined: 'discover.inbox.declined',
}

function InterestList({
  items,
  box,
  onAnswered,
}: {
  items: InterestItem[]
  box: InboxBox
  onAnswered: (answer: Answered) => void
}) {
  const t = useT('discover')
  if (!items.length) return <p>{t(empty[box])}</p>
  return (
    <div className="interest-list">
      {items.map((item) => (
        <InterestCard key={item.id} item={item} onAnswered={onAnswered} />
      ))}
    </div>
  )
}

// Where an answered interest goes: the connection (or the declined one) is shown where it now is.
const boxAfter: Record<Answered['action'], InboxBox | null> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: null,
}

function InboxTabs() {
  const t = useT('discover', 'messages')
  const [inbox, setInbox] = useState<InboxResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<Answered | null>(null)
  const [box, setBox] = useState<InboxBox | null>(null)

  const load = useCallback(
    () =>
      loadInbox()
        .then((next) => {
          setInbox(next)
          // The Inbox opens on the tab with something new: interests to answer first, else the latest news.
          setBox((chosen) => chosen ?? openingBox(next))
        })
        .catch((e: unknown) => setError(e instanceof ApiError ? e.message : msg.unexpected)),
    [],
  )
  useEffect(() => {
    void load()
    // Opening the Inbox reads its news: the header's counter goes down.
    markNewsRead()
      .then(() => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT)))
      .catch(() => undefined)
  }, [load])

  const answered = (answer: Answered) => {
    setNotice(answer)
    const next = boxAfter[answer.action]
    if (next) setBox(next)
    void load()
  }
  if (error)
    return (
      <p className="form-error" role="alert">
        {t.message(error)}
      </p>
    )
  if (!inbox) return <p role="status">{t('discover.inbox.loading')}</p>
  const selected = Math.max(
    0,
    inboxBoxes.findIndex((b) => b.value === box),
  )
  return (
    <>
      {notice && (
        <div className="form-success" role="status">
          <p>{notice.message}</p>
          {notice.action === 'accept' && (
            <p>
              <T
                id="discover.inbox.nextAfterAccept"
                values={{ name: notice.profile.firstName }}
                components={{ link: <Link to={paths.profilePage(notice.profile.id)} /> }}
              />
            </p>
          )}
        </div>
      )}
      <Tabs
        label={t('discover.inbox.interests')}
        selectedIndex={selected}
        onSelect={(i) => setBox(inboxBoxes[i].value)}
        items={inboxBoxes.map((b) => ({
          label: t(tabLabels[b.value], { count: inbox[b.value].length }),
          content: <InterestList items={inbox[b.value]} box={b.value} onAnswered={answered} />,
        }))}
      />
    </>
  )
}

/** Interests received and sent, and their answers; accepting one opens a conversation (details stay private). */
export function InboxScreen() {
  // Every area of the screen's parts, loaded before it first shows (the cards come later).
  const t = useT('discover', 'messages', 'places')
  usePageTitle(t('discover.inbox.title'))
  return (
    <div className="container section">
      <h1>{t('discover.inbox.title')}</h1>
      <p className="lead">{t('discover.inbox.intro')}</p>
      <ActingSelect>
        <ConversationsLink />
        <InboxTabs />
      </ActingSelect>
    </div>
  )
}
