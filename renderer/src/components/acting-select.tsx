import { Fragment, useEffect, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { msg } from '../../../shared/messages'
import { ActingBanner } from './acting-banner'
import { useT } from '../i18n/use-t'
import {
  actingProfilesAtom,
  refreshActingProfiles,
  useActingInUrl,
  useChooseActing,
} from '../lib/acting-profile'
import { ApiError } from '../lib/api-client'
import { sessionAtom } from '../lib/session'
import { actingProfileIdAtom } from '../lib/shortlist-api'
import '../styles/connections.css'

/**
 * Connections are between profiles. A member acts for their own, so the children show at once; office staff
 * act for the family named in the URL (`?as=`, else the one they chose last in this tab), shown plainly above
 * the screen, and may choose another. With none chosen nothing is shown but the choice: no screen ever falls
 * back to another family. Used by Inbox, Shortlist, Settings, Who viewed and the profile page's actions.
 */
export function ActingSelect({ children }: { children: ReactNode }) {
  const t = useT('discover', 'messages')
  const session = useAtomValue(sessionAtom)
  const acting = useActingInUrl()
  // What every call reads: the children wait until it names the family of the URL (set after this render).
  const stored = useAtomValue(actingProfileIdAtom)
  const choose = useChooseActing()
  const profiles = useAtomValue(actingProfilesAtom)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const staff = session?.role === 'staff'

  // Fresh on every screen (the unread counts change); members' own profile names the sender too.
  useEffect(() => {
    if (!session) return
    let live = true
    refreshActingProfiles().catch(
      (e: unknown) => live && setError(e instanceof ApiError ? e.message : msg.unexpected),
    )
    return () => {
      live = false
    }
  }, [session])

  if (!staff) return children
  if (error)
    return (
      <p className="form-error" role="alert">
        {t.message(error)}
      </p>
    )
  if (!profiles) return <p role="status">{t('discover.acting.loading')}</p>
  if (!profiles.length) return <p>{t('discover.acting.none')}</p>
  const chosen = profiles.some((p) => p.id === acting) ? acting : null
  return (
    <>
      <ActingBanner />
      {acting !== null && chosen === null && (
        <p className="form-error" role="alert">
          {t('discover.acting.notAvailable')}
        </p>
      )}
      <div className="field acting-select">
        <label className="field-label" htmlFor={id}>
          {chosen === null ? t('discover.acting.label') : t('discover.acting.change')}
        </label>
        <select
          id={id}
          className="input"
          value={chosen ?? ''}
          onChange={(e) => e.target.value && choose(Number(e.target.value))}
          aria-describedby={`${id}-hint`}
        >
          {chosen === null && <option value="">{t('discover.acting.choose')}</option>}
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.unread
                ? t('discover.acting.optionUnread', { name: p.firstName, userId: p.userId, count: p.unread })
                : `${p.firstName} (${p.userId})`}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${id}-hint`}>
          {chosen === null ? t.message(msg.chooseActingProfile) : t('discover.acting.hint')}
        </p>
      </div>
      {chosen !== null && chosen === stored && <Fragment key={chosen}>{children}</Fragment>}
    </>
  )
}
