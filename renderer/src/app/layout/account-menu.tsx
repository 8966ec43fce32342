import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import { paths } from '../../../../shared/routes'
import { logOut } from '../../lib/logout'
import { sessionAtom } from '../../lib/session'

/** The logged-in state on every page: who it is, their own area, and Logout. */
export function AccountMenu({ onFollow }: { onFollow: () => void }) {
  const session = useAtomValue(sessionAtom)
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const ref = useRef<HTMLLIElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    const onClick = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [open])

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
        <span className="visually-hidden">Account menu, logged in as </span>
        {who}
      </button>
      <ul id="account-menu-list" className="account-list" hidden={!open}>
        {session.role === 'member' ? (
          <li>
            <Link to={paths.myProfile} onClick={follow}>
              My profile
            </Link>
          </li>
        ) : (
          <>
            <li>
              <Link to={paths.dashboard} onClick={follow}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link to={paths.matrimonialForm} onClick={follow}>
                Register a profile
              </Link>
            </li>
          </>
        )}
        <li>
          <button type="button" className="link-button" onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </li>
  )
}
