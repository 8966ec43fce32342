import { useCallback, useEffect, useState } from 'react'
import type { InboxResponse, InterestItem } from '../../../../shared/api'
import { inboxBoxes, NOTIFICATIONS_CHANGED_EVENT } from '../../../../shared/connections'
import type { InboxBox } from '../../../../shared/connections'
import { msg } from '../../../../shared/messages'
import { usePageTitle } from '../../components/page'
import { Tabs } from '../../components/tabs'
import { ApiError } from '../../lib/api-client'
import { ActingSelect } from '../connections/acting-select'
import { loadInbox, markNewsRead } from './api'
import { InterestCard } from './interest-card'
import './inbox.css'

const empty: Record<InboxBox, string> = {
  received: 'No interests are waiting for your answer.',
  sent: 'No interests you sent are waiting for an answer. Send one from a profile page.',
  accepted: 'No accepted interests yet.',
  declined: 'No declined interests.',
}

function InterestList({
  items,
  box,
  onAnswered,
}: {
  items: InterestItem[]
  box: InboxBox
  onAnswered: (m: string) => void
}) {
  if (!items.length) return <p>{empty[box]}</p>
  return (
    <div className="interest-list">
      {items.map((item) => (
        <InterestCard key={item.id} item={item} onAnswered={onAnswered} />
      ))}
    </div>
  )
}

function InboxTabs() {
  const [inbox, setInbox] = useState<InboxResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const load = useCallback(
    () =>
      loadInbox()
        .then(setInbox)
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

  const answered = (message: string) => {
    setNotice(message)
    void load()
  }
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    )
  if (!inbox) return <p role="status">Loading your interests…</p>
  return (
    <>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <Tabs
        label="Interests"
        items={inboxBoxes.map((b) => ({
          label: `${b.label} (${inbox[b.value].length})`,
          content: <InterestList items={inbox[b.value]} box={b.value} onAnswered={answered} />,
        }))}
      />
    </>
  )
}

/** Interests received and sent, and their answers; accepting one shares contact details both ways. */
export function InboxScreen() {
  usePageTitle('Inbox')
  return (
    <div className="container section">
      <h1>Inbox</h1>
      <p className="lead">
        Interests you received and sent. When an interest is accepted, both families can see each other’s
        contact details.
      </p>
      <ActingSelect>
        <InboxTabs />
      </ActingSelect>
    </div>
  )
}
