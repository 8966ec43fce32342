import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import { paths } from '../../../../shared/routes'
import { logOut } from '../../lib/logout'
import { sessionAtom } from '../../lib/session'
import { useT } from '../../i18n/use-t'
import { useDismiss } from './use-dismiss'

/** The logged-in state on every page: who it is, their own area, and Logout. */
export function AccountMenu({ onFollow }: { onFollow: () => void }) {
  const session = useAtomValue(sessionAtom)
  const t = useT('app')
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const ref = useRef<HTMLLIElement>(null)
  const [unread, setUnread] = useState(0)
  const { pathname } = useLocation()
  const loggedIn = Boolean(session)

  // The counter of new interests and answers loads after login, apart from the header's own code.
  useEffect(() => {
    if (!loggedIn) return
    let live = true
    let stop: (() => void) | undefined
    void import('../../features/inbox/unread').then((m) => {
      if (live) stop = m.watchUnread(setUnread)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [loggedIn, pathname])

  useDismiss(open, ref, () => setOpen(false))

  if (!session) return null
  const who = session.name || session.email
  const follow = () => {
    setOpen(false)
    onFollow()
  }
  const logout = () => {
    const loginPath = logOut()
    follow()
    navigate(loginPath)
  }
  return (
    <li className="account-menu" ref={ref}>
      <button
        type="button"
        className="btn btn-secondary account-toggle"
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{t('app.account.loggedInAs')} </span>
        {who}
        {unread > 0 && ' '}
        {unread > 0 && (
          <span className="badge account-count">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden"> {t('app.account.newItems', { count: unread })}</span>
          </span>
        )}
      </button>
      <ul id="account-menu-list" className="account-list" hidden={!open}>
        {session.role === 'member' ? (
          <li>
            <Link to={paths.myProfile} onClick={follow}>
              {t('app.account.myProfile')}
            </Link>
          </li>
        ) : (
          <>
            <li>
              <Link to={paths.dashboard} onClick={follow}>
                {t('app.account.dashboard')}
              </Link>
            </li>
            <li>
              <Link to={paths.matrimonialForm} onClick={follow}>
                {t('app.account.registerProfile')}
              </Link>
            </li>
          </>
        )}
        <li>
          <Link to={paths.inbox} onClick={follow}>
            {unread > 0 ? t('app.account.inboxNew', { count: unread }) : t('app.account.inbox')}
          </Link>
        </li>
        <li>
          <Link to={paths.shortlist} onClick={follow}>
            {t('app.account.shortlist')}
          </Link>
        </li>
        {session.role === 'staff' && (
          <li>
            <Link to={paths.moderation} onClick={follow}>
              {t('app.account.reports')}
            </Link>
          </li>
        )}
        {session.role === 'staff' && (
          <>
            <li>
              <Link to={paths.grievances} onClick={follow}>
                {t('app.account.grievances')}
              </Link>
            </li>
            <li>
              <Link to={paths.officeAdmin} onClick={follow}>
                {t('app.account.officeAdmin')}
              </Link>
            </li>
          </>
        )}
        <li>
          <Link to={paths.connectionSettings} onClick={follow}>
            {t('app.account.settings')}
          </Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={logout}>
            {t('app.account.logout')}
          </button>
        </li>
      </ul>
    </li>
  )
}
