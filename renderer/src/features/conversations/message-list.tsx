import { useState } from 'react'
import type { MessageItem } from '../../../../shared/conversations'
import { useT } from '../../i18n/use-t'
import { MessageReportForm } from './message-report-form'

/**
 * The messages, oldest first. Text is shown as text: a web address stays plain words, never a link. The
 * other side's messages can be reported; mine say whether they have been read.
 */
export function MessageList({
  messages,
  otherName,
  onReported,
}: {
  messages: MessageItem[]
  otherName: string
  onReported: (message: string) => void
}) {
  const t = useT('discover', 'messages')
  const [reporting, setReporting] = useState<number | null>(null)
  if (!messages.length) return <p>{t('discover.conversations.noMessages')}</p>
  return (
    <ol className="message-list" aria-label={t('discover.conversations.messages')}>
      {messages.map((m) => (
        <li key={m.id} className={`message ${m.mine ? 'message-mine' : 'message-theirs'}`}>
          <p className="message-meta">
            <span className="message-who">
              {m.mine ? t('discover.conversations.you') : otherName}
              {m.byStaff && `, ${t('discover.conversations.byStaff')}`}
            </span>{' '}
            <time dateTime={m.at}>{t.date(m.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </p>
          <p className="message-body">{m.body}</p>
          {m.mine ? (
            <p className="message-receipt">
              {m.read ? t('discover.conversations.readReceipt') : t('discover.conversations.sentReceipt')}
            </p>
          ) : reporting === m.id ? (
            <MessageReportForm
              messageId={m.id}
              onDone={(message) => {
                setReporting(null)
                onReported(message)
              }}
              onCancel={() => setReporting(null)}
            />
          ) : (
            <button type="button" className="btn btn-ghost" onClick={() => setReporting(m.id)}>
              {t('discover.conversations.report')}
            </button>
          )}
        </li>
      ))}
    </ol>
  )
}
