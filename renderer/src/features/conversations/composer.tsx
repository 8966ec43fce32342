import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { MESSAGE_MAX } from '../../../../shared/conversations'
import type { MessageItem } from '../../../../shared/conversations'
import { msg } from '../../../../shared/messages'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { sendMessage } from '../../lib/conversations-api'

/** Writing a message: what was typed stays when the server refuses it, with the reason beside the field. */
export function Composer({
  conversationId,
  onSent,
}: {
  conversationId: number
  onSent: (m: MessageItem) => void
}) {
  const t = useT('discover', 'messages')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const sent = await sendMessage(conversationId, text)
      setText('')
      onSent(sent.message)
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors.body ?? e.message) : msg.unexpected)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="composer" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-text`}>{t('discover.conversations.yourMessage')}</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('discover.conversations.messageHint', { max: MESSAGE_MAX })}{' '}
        {t('discover.conversations.charactersLeft', { count: MESSAGE_MAX - text.length })}
      </p>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      <Button type="submit" busy={busy} busyLabel={t('discover.conversations.sending')}>
        {t('discover.conversations.send')}
      </Button>
    </form>
  )
}
