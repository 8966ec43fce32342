import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { logOut } from '../../lib/logout'
import type { Session } from '../../lib/session-state'
import { useT } from '../../i18n/use-t'
import { useDismiss } from '../../lib/use-dismiss'

/**
 * Who is logged in, and what is visited less often than the header's links: settings and Logout; for staff
 * also the Inbox and Shortlist of the family they act for (with the counter of news), and the office's pages.
 */
export function AccountMenu({
  session,
  unread,
  onFollow,
}: {
  session: Session
  /** New interests and answers; a member sees them on the header's Inbox link instead. */
  unread: number
  onFollow: () => void
}) {
  const t = useT('app')
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const ref = useRef<HTMLLIElement>(null)

  useDismiss(open, ref, () => setOpen(false))

  const who = session.name || session.email
  const staff = session.role === 'staff'
  const follow = () => {
    setOpen(false)
    onFollow()
  }
  const logout = () => {
    const loginPath = logOut()
    follow()
    navigate(loginPath)
  }
  const count = staff ? unread : 0
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
        {count > 0 && ' '}
        {count > 0 && (
          <span className="badge account-count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden"> {t('app.account.newItems', { count })}</span>
          </span>
        )}
      </button>
      <ul id="account-menu-list" className="account-list" hidden={!open}>
        {staff && (
          <>
            <li>
              <Link to={paths.inbox} onClick={follow}>
                {count > 0 ? t('app.account.inboxNew', { count }) : t('app.account.inbox')}
              </Link>
            </li>
            <li>
              <Link to={paths.shortlist} onClick={follow}>
                {t('app.account.shortlist')}
              </Link>
            </li>
            {session.duties?.includes('review') && (
              <li>
                <Link to={paths.grievances} onClick={follow}>
                  {t('app.account.grievances')}
                </Link>
              </li>
            )}
            {session.duties?.includes('officeAdmin') && (
              <li>
                <Link to={paths.officeAdmin} onClick={follow}>
                  {t('app.account.officeAdmin')}
                </Link>
              </li>
            )}
            {session.duties?.includes('headAdmin') && (
              <li>
                <Link to={paths.breaches} onClick={follow}>
                  {t('app.account.breaches')}
                </Link>
              </li>
            )}
            {session.duties?.includes('headAdmin') && (
              <li>
                <Link to={paths.offices} onClick={follow}>
                  {t('app.account.offices')}
                </Link>
              </li>
            )}
          </>
        )}
        {!staff && (
          <li>
            <Link to={paths.profileViewers} onClick={follow}>
              {t('app.account.viewers')}
            </Link>
          </li>
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
