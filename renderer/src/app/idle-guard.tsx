import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { IDLE_COUNTDOWN_SECONDS } from '../../../shared/limits'
import { paths } from '../../../shared/routes'
import { Button } from '../components/button'
import { Modal } from '../components/modal'
import { idleTimeoutMinutes } from '../lib/platform'
import { endSession } from '../lib/session'
import { useT } from '../i18n/use-t'

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/**
 * A shared terminal: after the configured time without input, ask; 30 seconds without an answer clear
 * the session, every draft and the visitor's answers, and go back to the home page. Off on the web.
 */
export function IdleGuard({ minutes = idleTimeoutMinutes }: { minutes?: number }) {
  const navigate = useNavigate()
  const t = useT('app')
  const { pathname } = useLocation()
  const [resetting, setResetting] = useState(false)
  // The countdown runs to a deadline (timers drift on a busy machine); `now` only refreshes the display.
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const restart = useCallback(() => {
    clearTimeout(idleTimer.current)
    setDeadline(null)
    idleTimer.current = setTimeout(() => {
      setNow(Date.now())
      setDeadline(Date.now() + IDLE_COUNTDOWN_SECONDS * 1000)
    }, minutes * 60_000)
  }, [minutes])

  useEffect(() => {
    if (!minutes) return
    restart()
    INPUT_EVENTS.forEach((e) => window.addEventListener(e, restart, { passive: true, capture: true }))
    return () => {
      clearTimeout(idleTimer.current)
      INPUT_EVENTS.forEach((e) => window.removeEventListener(e, restart, { capture: true }))
    }
  }, [minutes, restart])

  useEffect(() => {
    if (deadline === null) return
    const tick = setInterval(() => setNow(Date.now()), 1000)
    const reset = setTimeout(() => {
      setDeadline(null)
      setResetting(true)
      navigate(paths.root)
    }, deadline - Date.now())
    return () => {
      clearInterval(tick)
      clearTimeout(reset)
    }
  }, [deadline, navigate, restart])

  // The session ends only once home is showing: React Router applies navigations in a transition, so a
  // guarded page still on screen would see the session end and send the next person to the login screen.
  useEffect(() => {
    if (!resetting || pathname !== paths.root) return
    endSession()
    // Answers now live on the server with the account; an older version kept them on the machine.
    localStorage.removeItem('search-reactions')
    setResetting(false)
    restart()
  }, [resetting, pathname, restart])

  if (!minutes) return null
  const secondsLeft = deadline === null ? 0 : Math.max(1, Math.ceil((deadline - now) / 1000))
  return (
    <Modal open={deadline !== null} onClose={restart} title={t('app.idle.title')} size="sm">
      <p role="timer" aria-live="polite">
        {t('app.idle.text', { seconds: secondsLeft })}
      </p>
      <Button onClick={restart}>{t('app.idle.stillHere')}</Button>
    </Modal>
  )
}
