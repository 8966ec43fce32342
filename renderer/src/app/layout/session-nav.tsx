import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import type { Session } from '../../lib/session-state'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { AccountMenu } from './account-menu'
import { current } from './current'

const memberLinks: { to: string; label: MessageId }[] = [
  { to: paths.matches, label: 'app.nav.matches' },
  { to: paths.search, label: 'app.nav.search' },
  { to: paths.inbox, label: 'app.account.inbox' },
  { to: paths.shortlist, label: 'app.account.shortlist' },
  { to: paths.myProfile, label: 'app.account.myProfile' },
]

const staffLinks: { to: string; label: MessageId; review?: true }[] = [
  { to: paths.dashboard, label: 'app.account.dashboard' },
  { to: paths.matrimonialForm, label: 'app.account.registerProfile' },
  // The queues only for those who review them (moderators, office admins): plain staff get 403 there.
  { to: paths.moderation, label: 'app.account.reports', review: true },
  { to: paths.photoReview, label: 'app.nav.photos', review: true },
]

/** The counter of new interests and answers: now, every minute, and when a screen says the news changed. */
function useUnread(pathname: string) {
  const [unread, setUnread] = useState(0)
  useEffect(() => {
    let live = true
    let stop: (() => void) | undefined
    void import('../../features/inbox/unread').then((m) => {
      if (live) stop = m.watchUnread(setUnread)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [pathname])
  return unread
}

/**
 * A logged-in visitor's header: where a member goes every day (or a staff member's desk and queues), the
 * language menu, and the account menu. The marketing links wait in the footer. Loaded after login only.
 */
export function SessionNav({
  session,
  languageMenu,
  onFollow,
}: {
  session: Session
  languageMenu: ReactNode
  onFollow: () => void
}) {
  const t = useT('app')
  const { pathname } = useLocation()
  const unread = useUnread(pathname)
  const reviews = session.duties?.includes('review') ?? false
  const links = session.role === 'member' ? memberLinks : staffLinks.filter((l) => !l.review || reviews)
  return (
    <>
      {links.map((item) => (
        <li key={item.to}>
          <Link to={item.to} onClick={onFollow} {...current(pathname, item.to)}>
            {t(item.label)}
            {/* The Inbox's counters: new interests and answers (a count of unread messages may sit beside it). */}
            {item.to === paths.inbox && unread > 0 && (
              <>
                {' '}
                <span className="badge nav-count">
                  <span aria-hidden="true">{unread}</span>
                  <span className="visually-hidden"> {t('app.account.newItems', { count: unread })}</span>
                </span>
              </>
            )}
          </Link>
        </li>
      ))}
      {languageMenu}
      <AccountMenu session={session} unread={unread} onFollow={onFollow} />
    </>
  )
}
