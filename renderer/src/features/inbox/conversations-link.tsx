import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { CONVERSATIONS_CHANGED_EVENT } from '../../../../shared/conversations'
import { paths } from '../../../../shared/routes'
import { useT } from '../../i18n/use-t'
import { loadConversationUnread } from '../../lib/conversations-api'

/** The Inbox's way to the conversations, with the acting profile's unread messages. */
export function ConversationsLink() {
  const t = useT('discover')
  const [unread, setUnread] = useState(0)
  useEffect(() => {
    let live = true
    const refresh = () => void loadConversationUnread().then((n) => live && setUnread(n))
    refresh()
    window.addEventListener(CONVERSATIONS_CHANGED_EVENT, refresh)
    return () => {
      live = false
      window.removeEventListener(CONVERSATIONS_CHANGED_EVENT, refresh)
    }
  }, [])
  return (
    <p>
      <Link className="btn btn-secondary" to={paths.conversations}>
        {unread > 0
          ? t('discover.conversations.inboxLink', { count: unread })
          : t('discover.conversations.title')}
      </Link>
    </p>
  )
}
